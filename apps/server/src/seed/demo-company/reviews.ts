import { type ReviewStatus, shiftIsoDate } from '@portale/shared';
import { performanceReviews, reviewCycles, reviewObjectives } from '@/modules/personnel/tables';
import type { Db } from '@/platform/db/database';
import type { Ids } from './people';
import { between, pick, randomStream } from './random';
import { DEMO_PEOPLE } from './roster';

/** Objectives by department code: [title, description]. */
const OBJECTIVES: Record<string, [string, string][]> = {
  DIR: [
    ['Agenda della direzione', 'Preparazione e verbali di tutti i comitati'],
    ['Archivio digitale', 'Protocollo elettronico dei documenti in ingresso'],
  ],
  DEL: [
    ['Qualità del codice', 'Copertura dei test oltre l’80% sui moduli seguiti'],
    ['Rispetto delle stime', 'Scostamento medio sotto il 15% sui task assegnati'],
    ['Condivisione delle conoscenze', 'Due sessioni interne di formazione'],
    ['Certificazione', 'Una certificazione tecnica entro l’anno'],
  ],
  CON: [
    ['Soddisfazione dei clienti', 'Punteggio medio dei questionari sopra 8,5'],
    ['Ore fatturabili', 'Almeno il 75% delle ore addebitate ai clienti'],
    ['Nuove competenze', 'Specializzazione su un secondo modulo ERP'],
  ],
  AMM: [
    ['Chiusure mensili', 'Chiusura contabile entro il quinto giorno lavorativo'],
    ['Solleciti di pagamento', 'Crediti scaduti sotto il 5% del fatturato'],
  ],
  COM: [
    ['Nuovi clienti', 'Cinque nuovi clienti nell’anno'],
    ['Tasso di conversione', 'Almeno un’offerta su tre accettata'],
    ['Presenza agli eventi', 'Due fiere di settore con un piano di contatti'],
  ],
  HR: [
    ['Tempi di selezione', 'Posizioni coperte entro 60 giorni'],
    ['Piano formativo', 'Piano annuale approvato e svolto al 90%'],
  ],
};

const MANAGER_COMMENTS = [
  'Affidabile e preciso; può prendere più iniziativa nelle riunioni con i clienti.',
  'Ottimo anno: punto di riferimento per i colleghi.',
  'Buoni risultati; da migliorare la pianificazione nei periodi di picco.',
  'Crescita evidente rispetto all’anno scorso.',
];

/**
 * Reviews of the 26 people: last year's cycle completed for all of them, this year's in every state of the
 * workflow (bozza, autovalutazione, valutazione del responsabile, completata), with weighted objectives and, where
 * the state has them, self and manager ratings. The cycles themselves are the personnel seed's.
 */
export async function seedCompanyReviews(db: Db, ids: Ids, today: string): Promise<void> {
  const year = Number(today.slice(0, 4));
  const cycles = await db.select({ id: reviewCycles.id, year: reviewCycles.year }).from(reviewCycles);
  const past = cycles.find((c) => c.year === year - 1);
  const current = cycles.find((c) => c.year === year);
  if (!past || !current) return;
  type Planned = {
    review: typeof performanceReviews.$inferInsert;
    objectives: (typeof reviewObjectives.$inferInsert)[];
  };
  const planned: Planned[] = [];
  for (const person of DEMO_PEOPLE) {
    const rnd = randomStream(`reviews:${person.username}`);
    const employee_id = ids.get(person.username)!;
    const reviewer_id = ids.get(person.manager)!;
    const list = OBJECTIVES[person.department]!;
    const objectivesFor = (status: ReviewStatus) => {
      const chosen = list.slice(0, Math.min(list.length, between(rnd, 2, 3)));
      const weights = chosen.map((_, i) =>
        i === 0 ? 100 - Math.floor(100 / chosen.length) * (chosen.length - 1) : Math.floor(100 / chosen.length),
      );
      return chosen.map(([title, description], i) => {
        const self = status === 'valutazione_responsabile' || status === 'completata' ? between(rnd, 3, 5) : null;
        return {
          review_id: '',
          title,
          description,
          weight: weights[i]!,
          self_rating: self,
          manager_rating: status === 'completata' && self ? Math.max(2, self - between(rnd, 0, 1)) : null,
          sort_order: i,
        };
      });
    };
    const rating = (objectives: { weight: number; manager_rating: number | null }[]) =>
      Math.round(objectives.reduce((sum, o) => sum + o.weight * (o.manager_rating ?? 0), 0)) / 100;

    const lastYear = objectivesFor('completata');
    planned.push({
      review: {
        cycle_id: past.id,
        employee_id,
        reviewer_id,
        status: 'completata',
        self_comment: 'Un anno impegnativo e ricco di progetti nuovi.',
        manager_comment: pick(rnd, MANAGER_COMMENTS),
        final_rating: rating(lastYear),
        self_submitted_at: new Date(`${year - 1}-11-${between(rnd, 10, 28)}T10:00:00Z`),
        completed_at: new Date(`${year - 1}-12-${between(rnd, 10, 19)}T15:00:00Z`),
      },
      objectives: lastYear,
    });
    const roll = rnd();
    const status: ReviewStatus =
      roll < 0.25 ? 'bozza' : roll < 0.6 ? 'autovalutazione' : roll < 0.85 ? 'valutazione_responsabile' : 'completata';
    const objectives = objectivesFor(status);
    const selfDone = status === 'valutazione_responsabile' || status === 'completata';
    planned.push({
      review: {
        cycle_id: current.id,
        employee_id,
        reviewer_id,
        status,
        self_comment: selfDone ? 'Obiettivi raggiunti quasi del tutto; il dettaglio è negli obiettivi.' : '',
        manager_comment: status === 'completata' ? pick(rnd, MANAGER_COMMENTS) : '',
        final_rating: status === 'completata' ? rating(objectives) : null,
        self_submitted_at: selfDone ? new Date(`${shiftIsoDate(today, -20)}T09:00:00Z`) : null,
        completed_at: status === 'completata' ? new Date(`${shiftIsoDate(today, -6)}T11:00:00Z`) : null,
      },
      objectives,
    });
  }
  const reviews = await db
    .insert(performanceReviews)
    .values(planned.map((p) => p.review))
    .returning({ id: performanceReviews.id });
  await db
    .insert(reviewObjectives)
    .values(planned.flatMap((p, i) => p.objectives.map((o) => ({ ...o, review_id: reviews[i]!.id }))));
}
