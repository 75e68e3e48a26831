import type { TaskPriority, TaskStatus } from '@portale/shared';

type Task = [
  title: string,
  status: TaskStatus,
  priority: TaskPriority,
  assignee: string | null,
  estimate: number,
  dueInDays: number | null,
];

export interface CompanyProject {
  code: string;
  name: string;
  /** A client of the CRM's demo data (same partita IVA: the sales seed completes the company); null = internal. */
  client: { name: string; vat_number: string } | null;
  description: string;
  status: 'attivo' | 'completato';
  /** Days from the seed's day. */
  startInDays: number;
  endInDays: number;
  manager: string;
  budget_hours: number | null;
  budget_amount: number | null;
  billing_type: 'a_corpo' | 'tempo_materiali' | 'interno';
  hourly_rate: number | null;
  tags: string[];
  color: string;
  team: [username: string, role: string, allocation: number][];
  tasks: Task[];
}

/** Everyone on the staff functions, who log their time on the internal project. */
const STAFF = [
  ['admin', 'Direzione', 60],
  ['roberta.galli', 'Segreteria di direzione', 100],
  ['francesca.mancini', 'Amministrazione', 100],
  ['roberto.caruso', 'Contabilità', 100],
  ['silvia.ferri', 'Amministrazione', 50],
  ['alberto.santoro', 'Direzione commerciale', 80],
  ['laura.marchetti', 'Prevendita', 70],
  ['nicola.fabbri', 'Prevendita', 70],
  ['beatrice.villa', 'Marketing', 100],
  ['monica.pellegrini', 'Risorse umane', 100],
  ['tommaso.sala', 'Selezione', 100],
  ['elisa.serra', 'Paghe e personale', 100],
] as const;

/**
 * The projects the larger company adds to the four of the timesheet seed: two billed by time and materials, one
 * at a fixed price, two closed at a fixed price, and the internal project every staff function logs its time on
 * (training and internal meetings of the delivery people too).
 */
export const COMPANY_PROJECTS: CompanyProject[] = [
  {
    code: 'ERP-BRAMB',
    name: 'Nuovo ERP per Officine Brambilla',
    client: { name: 'Officine Meccaniche Brambilla S.p.A.', vat_number: '03412850160' },
    description:
      'Avvio del nuovo gestionale: produzione, magazzino e contabilità, migrazione dei dati storici e formazione degli utenti chiave.',
    status: 'attivo',
    startInDays: -200,
    endInDays: 75,
    manager: 'paolo.moretti',
    budget_hours: 2600,
    budget_amount: 208_000,
    billing_type: 'tempo_materiali',
    hourly_rate: 80,
    tags: ['ERP', 'manifattura', 'consulenza'],
    color: '#ef4444',
    team: [
      ['paolo.moretti', 'Project manager', 30],
      ['sara.barbieri', 'Consulente ERP', 80],
      ['lorenzo.lombardi', 'Analista di processo', 70],
      ['martina.giordano', 'Business analyst', 50],
      ['giorgio.rinaldi', 'Consulente', 80],
      ['simone.ricci', 'Integrazioni', 30],
      ['andrea.gallo', 'Sistemista', 30],
    ],
    tasks: [
      ['Analisi dei processi di produzione', 'completato', 'alta', 'lorenzo.lombardi', 120, -150],
      ['Configurazione del modulo magazzino', 'completato', 'alta', 'sara.barbieri', 160, -90],
      ['Migrazione delle anagrafiche', 'completato', 'media', 'giorgio.rinaldi', 80, -60],
      ['Distinte base e cicli di lavoro', 'in_corso', 'alta', 'sara.barbieri', 140, 10],
      ['Integrazione con il sistema di fatturazione elettronica', 'in_corso', 'urgente', 'simone.ricci', 60, 5],
      ['Formazione degli utenti chiave', 'da_fare', 'media', 'martina.giordano', 40, 40],
      ['Avvio in produzione e affiancamento', 'da_fare', 'alta', 'paolo.moretti', 80, 70],
    ],
  },
  {
    code: 'CRM-LIGURE',
    name: 'Area riservata e CRM per Ligure Mutua',
    client: { name: 'Ligure Mutua Assicurazioni', vat_number: '02187640103' },
    description: 'Area riservata per gli assicurati, integrazione con il CRM e con il sistema dei sinistri.',
    status: 'attivo',
    startInDays: -140,
    endInDays: 100,
    manager: 'davide.conti',
    budget_hours: 1800,
    budget_amount: 135_000,
    billing_type: 'tempo_materiali',
    hourly_rate: 75,
    tags: ['assicurazioni', 'React', 'CRM'],
    color: '#6366f1',
    team: [
      ['davide.conti', 'Tech lead', 40],
      ['chiara.romano', 'Sviluppatrice full-stack', 70],
      ['simone.ricci', 'Sviluppatore back-end', 60],
      ['matteo.greco', 'Sviluppatore', 80],
      ['valentina.costa', 'QA', 60],
      ['elena.bruno', 'UX/UI designer', 40],
      ['stefano.fontana', 'DevOps', 40],
    ],
    tasks: [
      ['Prototipo navigabile dell’area riservata', 'completato', 'alta', 'elena.bruno', 60, -100],
      ['Accesso con SPID e CIE', 'completato', 'urgente', 'chiara.romano', 80, -60],
      ['Consultazione delle polizze', 'in_revisione', 'alta', 'matteo.greco', 70, 3],
      ['Apertura di un sinistro online', 'in_corso', 'alta', 'chiara.romano', 120, 25],
      ['Sincronizzazione con il CRM', 'in_corso', 'media', 'simone.ricci', 90, 30],
      ['Pipeline di rilascio e ambienti', 'completato', 'media', 'stefano.fontana', 40, -80],
      ['Test di carico', 'da_fare', 'media', 'valentina.costa', 30, 60],
      ['Piano dei test di regressione', 'in_corso', 'bassa', 'valentina.costa', 24, 15],
    ],
  },
  {
    code: 'APP-ADRIA',
    name: 'App per gli autisti di Trasporti Adriatici',
    client: { name: 'Trasporti Adriatici S.r.l.', vat_number: '01672390687' },
    description:
      'App mobile per bolle di consegna, firme e fotografie, con il portale di monitoraggio delle spedizioni.',
    status: 'completato',
    startInDays: -230,
    endInDays: -45,
    manager: 'manager',
    budget_hours: 1200,
    budget_amount: 84_000,
    billing_type: 'a_corpo',
    hourly_rate: null,
    tags: ['mobile', 'logistica'],
    color: '#14b8a6',
    team: [
      ['manager', 'Project manager', 20],
      ['dipendente', 'Sviluppatrice', 60],
      ['davide.conti', 'Tech lead', 30],
      ['federica.marino', 'Sviluppatrice front-end', 70],
      ['chiara.romano', 'Sviluppatrice full-stack', 30],
      ['elena.bruno', 'UX/UI designer', 40],
      ['valentina.costa', 'QA', 30],
    ],
    tasks: [
      ['Flussi di consegna con gli autisti', 'completato', 'alta', 'elena.bruno', 40, -200],
      ['Firma e foto della consegna', 'completato', 'alta', 'federica.marino', 120, -150],
      ['Funzionamento senza rete', 'completato', 'urgente', 'chiara.romano', 100, -110],
      ['Portale di monitoraggio', 'completato', 'media', 'federica.marino', 90, -80],
      ['Collaudo con il cliente', 'completato', 'alta', 'valentina.costa', 40, -50],
    ],
  },
  {
    code: 'BI-COLLI',
    name: 'Cruscotti di vendita per Cantina Colli Euganei',
    client: { name: 'Cantina Colli Euganei Soc. Coop.', vat_number: '01298340488' },
    description: 'Modello dati delle vendite Italia ed estero e cruscotti per la direzione commerciale.',
    status: 'completato',
    startInDays: -190,
    endInDays: -90,
    manager: 'paolo.moretti',
    budget_hours: 420,
    budget_amount: 31_500,
    billing_type: 'a_corpo',
    hourly_rate: null,
    tags: ['business intelligence', 'consulenza'],
    color: '#a855f7',
    team: [
      ['martina.giordano', 'Business analyst', 50],
      ['lorenzo.lombardi', 'Consulente', 30],
      ['ilaria.colombo', 'Consulente privacy', 20],
    ],
    tasks: [
      ['Interviste alla direzione commerciale', 'completato', 'media', 'martina.giordano', 16, -175],
      ['Modello dati delle vendite', 'completato', 'alta', 'lorenzo.lombardi', 80, -140],
      ['Cruscotti per agente e per mercato', 'completato', 'alta', 'martina.giordano', 100, -100],
    ],
  },
  {
    code: 'PRIV-SANITAS',
    name: 'Adeguamento privacy per Poliambulatorio Sanitas',
    client: { name: 'Poliambulatorio Sanitas S.r.l.', vat_number: '05873120488' },
    description: 'DPIA dei trattamenti sanitari, nomine, procedure per i data breach e formazione del personale.',
    status: 'attivo',
    startInDays: -80,
    endInDays: 40,
    manager: 'paolo.moretti',
    budget_hours: 260,
    budget_amount: 22_000,
    billing_type: 'a_corpo',
    hourly_rate: null,
    tags: ['privacy', 'sanità'],
    color: '#f97316',
    team: [
      ['ilaria.colombo', 'Consulente privacy', 70],
      ['giorgio.rinaldi', 'Consulente', 20],
    ],
    tasks: [
      ['Censimento dei trattamenti', 'completato', 'alta', 'ilaria.colombo', 40, -50],
      ['DPIA del fascicolo sanitario', 'in_corso', 'urgente', 'ilaria.colombo', 60, 7],
      ['Procedura per i data breach', 'da_fare', 'alta', 'giorgio.rinaldi', 24, 20],
      ['Formazione del personale', 'da_fare', 'media', 'ilaria.colombo', 16, 35],
    ],
  },
  {
    code: 'INT-ATTIVITA',
    name: 'Attività interne',
    client: null,
    description:
      'Amministrazione, vendite, marketing, selezione, formazione e riunioni interne: il tempo che non va a un cliente.',
    status: 'attivo',
    startInDays: -400,
    endInDays: 400,
    manager: 'admin',
    budget_hours: null,
    budget_amount: null,
    billing_type: 'interno',
    hourly_rate: null,
    tags: ['interno'],
    color: '#64748b',
    team: [
      ...STAFF.map(([u, r, a]) => [u, r, a] as [string, string, number]),
      ...['manager', 'dipendente', 'davide.conti', 'chiara.romano', 'simone.ricci', 'federica.marino', 'matteo.greco']
        .concat(['elena.bruno', 'andrea.gallo', 'valentina.costa', 'stefano.fontana', 'paolo.moretti', 'sara.barbieri'])
        .concat(['lorenzo.lombardi', 'martina.giordano', 'giorgio.rinaldi', 'ilaria.colombo'])
        .map((u) => [u, 'Formazione e riunioni', 10] as [string, string, number]),
    ],
    tasks: [
      ['Chiusura del bilancio', 'in_corso', 'alta', 'francesca.mancini', 80, 120],
      ['Offerte e gare', 'in_corso', 'media', 'alberto.santoro', 200, null],
      ['Campagna di fine anno', 'in_corso', 'media', 'beatrice.villa', 60, 25],
      ['Selezione di due sviluppatori', 'in_corso', 'alta', 'tommaso.sala', 60, 30],
      ['Formazione interna', 'in_corso', 'bassa', null, 150, null],
    ],
  },
];

/** Project memberships the larger company adds to projects of the timesheet seed, by project code. */
export const EXTRA_MEMBERS: Record<string, [username: string, role: string, allocation: number][]> = {
  'ECOM-B2B': [
    ['federica.marino', 'Sviluppatrice front-end', 30],
    ['elena.bruno', 'UX/UI designer', 20],
    ['valentina.costa', 'QA', 20],
  ],
  'CLOUD-MIG': [
    ['andrea.gallo', 'Sistemista', 80],
    ['stefano.fontana', 'DevOps', 50],
  ],
  'GDPR-AUDIT': [['ilaria.colombo', 'Consulente privacy', 40]],
};
