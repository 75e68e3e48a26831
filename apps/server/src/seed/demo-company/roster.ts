// The 26 people Demo S.r.l. employs besides the demo logins (issue 15). Names avoid the demo logins' first and
// last names, so a search for "giulia" or "bianchi" still finds one person, as the journeys expect.

export type DemoSite = 'Milano' | 'Roma';
export type DemoCcnl = 'Commercio e Terziario' | 'Metalmeccanici Industria';
export type SkillProfile =
  | 'direzione'
  | 'sviluppo'
  | 'sistemi'
  | 'design'
  | 'consulenza'
  | 'amministrazione'
  | 'commerciale'
  | 'hr';

export interface DemoPerson {
  username: string;
  first_name: string;
  last_name: string;
  female: boolean;
  /** Department code (DIR, DEL, CON, AMM, COM, HR). */
  department: string;
  job_title: string;
  /** Username of the person they report to. */
  manager: string;
  role: 'manager' | 'employee';
  site: DemoSite;
  ccnl: DemoCcnl;
  level: string;
  hire_date: string;
  birth_date: string;
  contract_type: 'tempo_indeterminato' | 'tempo_determinato' | 'apprendistato';
  /** 100 = full time. */
  part_time_pct: number;
  hourly_cost: number;
  ral: number;
  profile: SkillProfile;
}

type Row = [
  username: string,
  first: string,
  last: string,
  female: boolean,
  department: string,
  title: string,
  manager: string,
  site: DemoSite,
  level: string,
  hire: string,
  birth: string,
  ral: number,
  profile: SkillProfile,
];

const COMMERCIO: DemoCcnl = 'Commercio e Terziario';
const METALMECCANICI: DemoCcnl = 'Metalmeccanici Industria';

/** Department heads: they report to the admin and hold the manager role. */
const HEADS = new Set(['davide.conti', 'paolo.moretti', 'francesca.mancini', 'alberto.santoro', 'monica.pellegrini']);

// Consulenza came with the acquisition of an engineering consultancy and kept the Metalmeccanici CCNL.
// username | name | surname | F/M | department | job title | reports to | site | level | hired | born | RAL | skills
const TABLE = `
roberta.galli | Roberta | Galli | F | DIR | Assistente di direzione | admin | Milano | IV | 2016-04-04 | 1979-05-21 | 31000 | direzione
davide.conti | Davide | Conti | M | DEL | Tech lead | manager | Milano | I | 2017-09-18 | 1984-02-09 | 56000 | sviluppo
chiara.romano | Chiara | Romano | F | DEL | Sviluppatrice full-stack senior | davide.conti | Milano | II | 2018-01-15 | 1988-10-03 | 44000 | sviluppo
simone.ricci | Simone | Ricci | M | DEL | Sviluppatore back-end | davide.conti | Milano | III | 2020-03-02 | 1991-07-14 | 37000 | sviluppo
federica.marino | Federica | Marino | F | DEL | Sviluppatrice front-end | davide.conti | Milano | III | 2021-06-07 | 1993-12-01 | 35500 | sviluppo
matteo.greco | Matteo | Greco | M | DEL | Sviluppatore junior | davide.conti | Milano | IV | 2024-09-02 | 2001-03-27 | 27000 | sviluppo
elena.bruno | Elena | Bruno | F | DEL | UX/UI designer | manager | Milano | III | 2019-11-04 | 1990-08-30 | 38000 | design
andrea.gallo | Andrea | Gallo | M | DEL | Sistemista | manager | Milano | II | 2015-05-11 | 1982-01-19 | 42000 | sistemi
valentina.costa | Valentina | Costa | F | DEL | Analista QA | manager | Milano | III | 2022-02-14 | 1994-04-11 | 34000 | sviluppo
stefano.fontana | Stefano | Fontana | M | DEL | DevOps engineer | manager | Roma | II | 2019-02-18 | 1987-06-25 | 45000 | sistemi
paolo.moretti | Paolo | Moretti | M | CON | Responsabile consulenza | admin | Milano | A1 | 2014-10-01 | 1975-09-12 | 72000 | consulenza
sara.barbieri | Sara | Barbieri | F | CON | Consulente ERP senior | paolo.moretti | Milano | B3 | 2016-01-11 | 1983-03-05 | 52000 | consulenza
lorenzo.lombardi | Lorenzo | Lombardi | M | CON | Consulente di processo | paolo.moretti | Milano | B2 | 2018-09-03 | 1986-11-22 | 46000 | consulenza
martina.giordano | Martina | Giordano | F | CON | Business analyst | paolo.moretti | Milano | B1 | 2020-10-12 | 1992-02-17 | 39000 | consulenza
giorgio.rinaldi | Giorgio | Rinaldi | M | CON | Consulente junior | paolo.moretti | Roma | C3 | 2023-03-06 | 1998-07-08 | 30000 | consulenza
ilaria.colombo | Ilaria | Colombo | F | CON | Consulente privacy e GDPR | paolo.moretti | Roma | B2 | 2019-07-01 | 1985-12-29 | 45000 | consulenza
francesca.mancini | Francesca | Mancini | F | AMM | Responsabile amministrazione e finanza | admin | Milano | I | 2013-02-04 | 1976-04-16 | 58000 | amministrazione
roberto.caruso | Roberto | Caruso | M | AMM | Contabile | francesca.mancini | Milano | III | 2017-05-15 | 1981-10-10 | 34000 | amministrazione
silvia.ferri | Silvia | Ferri | F | AMM | Impiegata amministrativa | francesca.mancini | Milano | IV | 2021-01-11 | 1989-06-02 | 16000 | amministrazione
alberto.santoro | Alberto | Santoro | M | COM | Direttore commerciale | admin | Milano | Quadri | 2015-09-14 | 1974-12-05 | 78000 | commerciale
laura.marchetti | Laura | Marchetti | F | COM | Account manager | alberto.santoro | Milano | II | 2018-04-09 | 1987-01-30 | 43000 | commerciale
nicola.fabbri | Nicola | Fabbri | M | COM | Account manager Centro-Sud | alberto.santoro | Roma | II | 2020-01-20 | 1985-08-08 | 42000 | commerciale
beatrice.villa | Beatrice | Villa | F | COM | Specialista marketing digitale | alberto.santoro | Milano | III | 2022-09-05 | 1995-05-19 | 33000 | commerciale
monica.pellegrini | Monica | Pellegrini | F | HR | Responsabile risorse umane | admin | Milano | I | 2016-06-06 | 1978-03-14 | 57000 | hr
tommaso.sala | Tommaso | Sala | M | HR | Specialista selezione del personale | monica.pellegrini | Milano | III | 2021-10-18 | 1990-09-09 | 35000 | hr
elisa.serra | Elisa | Serra | F | HR | Addetta paghe e amministrazione del personale | monica.pellegrini | Milano | IV | 2023-11-06 | 1996-11-27 | 29000 | hr
`;

const ROWS: Row[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [username, first, last, sex, department, title, manager, site, level, hire, birth, ral, profile] = line
      .split('|')
      .map((cell) => cell.trim()) as string[];
    return [
      username!,
      first!,
      last!,
      sex === 'F',
      department!,
      title!,
      manager!,
      site as DemoSite,
      level!,
      hire!,
      birth!,
      Number(ral),
      profile as SkillProfile,
    ];
  });

/** Hourly cost from the RAL: gross pay with contributions and TFR (×1.4) over ~1,720 worked hours a year. */
const hourlyCost = (ral: number, partTime: number) => Math.round((ral * 1.4) / (1720 * (partTime / 100)));

export const DEMO_PEOPLE: readonly DemoPerson[] = ROWS.map(
  ([username, first, last, female, department, title, manager, site, level, hire, birth, ral, profile]) => {
    // Silvia works part time (20 h a week); Matteo is an apprentice; Giorgio is on a fixed-term contract.
    const partTime = username === 'silvia.ferri' ? 50 : 100;
    const contract =
      username === 'matteo.greco'
        ? 'apprendistato'
        : username === 'giorgio.rinaldi'
          ? 'tempo_determinato'
          : 'tempo_indeterminato';
    return {
      username,
      first_name: first,
      last_name: last,
      female,
      department,
      job_title: title,
      manager,
      role: HEADS.has(username) ? 'manager' : 'employee',
      site,
      ccnl: department === 'CON' ? METALMECCANICI : COMMERCIO,
      level,
      hire_date: hire,
      birth_date: birth,
      contract_type: contract,
      part_time_pct: partTime,
      hourly_cost: hourlyCost(ral, partTime),
      ral,
      profile,
    };
  },
);
