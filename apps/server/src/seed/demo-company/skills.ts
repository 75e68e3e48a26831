import { between, randomStream } from './random';
import type { DemoPerson, SkillProfile } from './roster';

/** Skills the larger company adds to the catalogue of the personnel seed: [category, name, description]. */
export const EXTRA_SKILLS: [category: string, name: string, description: string][] = [
  ['Sviluppo software', 'UX design', 'Ricerca con gli utenti, prototipi, design system'],
  ['Sviluppo software', 'Accessibilità (WCAG)', 'Interfacce conformi a WCAG 2.1 AA'],
  ['Infrastruttura', 'Linux e reti', 'Amministrazione di server, reti e VPN'],
  ['Infrastruttura', 'Cloud pubblico', 'Servizi gestiti, costi e sicurezza su cloud europei'],
  ['Consulenza e processi', 'ERP e gestionali', 'Analisi, configurazione e avvio di sistemi ERP'],
  ['Consulenza e processi', 'Analisi dei processi', 'Mappatura AS-IS/TO-BE e BPMN'],
  ['Consulenza e processi', 'Business intelligence', 'Modelli dati, cruscotti e indicatori'],
  ['Consulenza e processi', 'GDPR e privacy', 'Registro dei trattamenti, DPIA, nomine'],
  ['Amministrazione e finanza', 'Contabilità generale', 'Prima nota, registri IVA, riconciliazioni'],
  ['Amministrazione e finanza', 'Bilancio e fiscalità', 'Chiusure, bilancio d’esercizio, adempimenti fiscali'],
  ['Amministrazione e finanza', 'Controllo di gestione', 'Budget, consuntivi e marginalità di commessa'],
  ['Commerciale e marketing', 'Negoziazione', 'Trattative, offerte e contratti con i clienti'],
  ['Commerciale e marketing', 'CRM', 'Gestione di contatti, opportunità e previsioni di vendita'],
  ['Commerciale e marketing', 'Marketing digitale', 'Campagne, SEO, newsletter e social'],
  ['Risorse umane', 'Selezione del personale', 'Annunci, colloqui, valutazione dei candidati'],
  ['Risorse umane', 'Diritto del lavoro', 'CCNL, contratti, provvedimenti e normativa'],
  ['Risorse umane', 'Paghe e contributi', 'Cedolini, contributi e adempimenti mensili'],
];

/** Each profile's skills with the level of an experienced person (1–5). */
const PROFILES: Record<SkillProfile, [skill: string, level: number][]> = {
  direzione: [
    ['Excel avanzato', 4],
    ['Inglese', 4],
    ['Pianificazione progetti', 3],
    ['Jira', 2],
  ],
  sviluppo: [
    ['TypeScript', 4],
    ['React', 3],
    ['Node.js', 3],
    ['SQL e PostgreSQL', 3],
    ['Test automatici', 3],
    ['Git', 4],
    ['Docker', 3],
    ['Scrum e metodi agili', 3],
    ['Inglese', 3],
  ],
  sistemi: [
    ['Linux e reti', 4],
    ['Cloud pubblico', 4],
    ['Docker', 4],
    ['Sicurezza applicativa', 3],
    ['Git', 3],
    ['SQL e PostgreSQL', 2],
    ['Inglese', 3],
  ],
  design: [
    ['UX design', 4],
    ['Accessibilità (WCAG)', 4],
    ['React', 2],
    ['Jira', 3],
    ['Inglese', 3],
  ],
  consulenza: [
    ['ERP e gestionali', 4],
    ['Analisi dei processi', 4],
    ['Business intelligence', 3],
    ['Excel avanzato', 4],
    ['Gestione del cliente', 3],
    ['SQL e PostgreSQL', 2],
    ['Inglese', 3],
    ['Tedesco', 2],
  ],
  amministrazione: [
    ['Contabilità generale', 4],
    ['Bilancio e fiscalità', 3],
    ['Controllo di gestione', 3],
    ['Excel avanzato', 4],
    ['Inglese', 2],
  ],
  commerciale: [
    ['Negoziazione', 4],
    ['CRM', 4],
    ['Gestione del cliente', 4],
    ['Marketing digitale', 3],
    ['Excel avanzato', 3],
    ['Inglese', 4],
  ],
  hr: [
    ['Selezione del personale', 4],
    ['Diritto del lavoro', 3],
    ['Paghe e contributi', 3],
    ['Excel avanzato', 3],
    ['Inglese', 3],
  ],
};

/** Target levels of the departments the larger company adds or fills, by department code. */
export const EXTRA_TARGETS: Record<string, [skill: string, level: number][]> = {
  CON: [
    ['ERP e gestionali', 3],
    ['Analisi dei processi', 3],
    ['Inglese', 3],
  ],
  AMM: [
    ['Contabilità generale', 3],
    ['Excel avanzato', 4],
  ],
  COM: [
    ['Negoziazione', 3],
    ['CRM', 3],
    ['Inglese', 3],
  ],
  HR: [
    ['Selezione del personale', 3],
    ['Diritto del lavoro', 3],
  ],
};

export interface PlannedSkill {
  skill: string;
  self: number;
  /** null: waiting for the manager's validation. */
  validated: number | null;
  /** How many days ago the manager validated it. */
  validatedDaysAgo: number;
}

const JUNIOR_LEVELS = new Set(['IV', 'V', 'C3', 'C2']);
const SENIOR_LEVELS = new Set(['Quadri', 'I', 'A1', 'B3']);

/**
 * A person's skills: the profile's list with the level shifted by seniority and a little noise; most are
 * validated by the manager (sometimes one level lower than claimed), about one in eight waits for validation.
 */
export function skillsOf(person: DemoPerson): PlannedSkill[] {
  const rnd = randomStream(`skills:${person.username}`);
  const seniority = SENIOR_LEVELS.has(person.level) ? 1 : JUNIOR_LEVELS.has(person.level) ? -1 : 0;
  const planned: PlannedSkill[] = [];
  PROFILES[person.profile].forEach(([skill, base], index) => {
    if (index >= 3 && rnd() < 0.2) return;
    const special = skill === 'GDPR e privacy' && person.job_title.includes('privacy') ? 5 : null;
    const self = special ?? Math.max(1, Math.min(5, base + seniority + between(rnd, -1, 1)));
    const roll = rnd();
    const validated = roll < 0.12 ? null : roll < 0.27 ? Math.max(1, self - 1) : self;
    planned.push({ skill, self, validated, validatedDaysAgo: between(rnd, 5, 160) });
  });
  if (person.job_title.includes('privacy') && !planned.some((s) => s.skill === 'GDPR e privacy'))
    planned.push({ skill: 'GDPR e privacy', self: 5, validated: 5, validatedDaysAgo: 40 });
  return planned;
}
