import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { performanceReviews, reviewCycles, reviewObjectives } from '../tables';

type Objective = Omit<typeof reviewObjectives.$inferInsert, 'review_id'>;

/**
 * Demo reviews: this year's cycle with the manager (reviewed by the admin, still a draft with objectives) and the
 * employee (reviewed by the manager, in self-assessment with three objectives), plus last year's completed review
 * of the employee.
 */
export async function seedDemoReviews(db: Db): Promise<void> {
  const staff = await db.select({ id: users.id, username: users.username }).from(users);
  const id = (username: string) => staff.find((u) => u.username === username)?.id;
  const [admin, manager, employee] = [id('admin'), id('manager'), id('dipendente')];
  if (!admin || !manager || !employee) return;
  const year = new Date().getFullYear();

  const [past, current] = await db
    .insert(reviewCycles)
    .values([
      {
        year: year - 1,
        name: `Valutazione annuale ${year - 1}`,
        self_review_due: `${year - 1}-11-30`,
        manager_review_due: `${year - 1}-12-20`,
        created_by: admin,
      },
      {
        year,
        name: `Valutazione annuale ${year}`,
        self_review_due: `${year}-12-12`,
        manager_review_due: `${year}-12-23`,
        created_by: admin,
      },
    ])
    .returning({ id: reviewCycles.id });

  const [lastYear, employeeNow, managerNow] = await db
    .insert(performanceReviews)
    .values([
      {
        cycle_id: past!.id,
        employee_id: employee,
        reviewer_id: manager,
        status: 'completata',
        self_comment: 'Un anno di crescita: ho preso in carico il supporto clienti del gestionale.',
        manager_comment: 'Ottimo impegno e affidabilità; da rafforzare la stima delle attività.',
        final_rating: 3.7,
        self_submitted_at: new Date(`${year - 1}-11-25T10:00:00Z`),
        completed_at: new Date(`${year - 1}-12-18T15:00:00Z`),
      },
      { cycle_id: current!.id, employee_id: employee, reviewer_id: manager, status: 'autovalutazione' },
      { cycle_id: current!.id, employee_id: manager, reviewer_id: admin, status: 'bozza' },
    ])
    .returning({ id: performanceReviews.id });

  const objectives = (reviewId: string, list: Objective[]) =>
    list.map((o, index) => ({ ...o, review_id: reviewId, sort_order: index }));
  await db.insert(reviewObjectives).values([
    ...objectives(lastYear!.id, [
      {
        title: 'Rilascio del portale clienti',
        description: 'Consegna della prima versione entro settembre',
        weight: 50,
        self_rating: 4,
        manager_rating: 4,
        manager_comment: 'Consegnato in tempo',
      },
      {
        title: 'Formazione su React',
        description: 'Corso avanzato e certificazione',
        weight: 20,
        self_rating: 5,
        manager_rating: 4,
      },
      {
        title: 'Supporto al cliente',
        description: 'Tempi di risposta ai ticket sotto le 4 ore',
        weight: 30,
        self_rating: 3,
        manager_rating: 3,
        manager_comment: 'Qualche ritardo nei picchi',
      },
    ]),
    ...objectives(employeeNow!.id, [
      {
        title: 'Migrazione al nuovo gestionale',
        description: 'Portare i clienti storici sulla nuova piattaforma entro novembre',
        weight: 40,
      },
      { title: 'Qualità del codice', description: 'Copertura dei test oltre l’80% sui moduli seguiti', weight: 35 },
      { title: 'Condivisione delle conoscenze', description: 'Due sessioni interne di formazione', weight: 25 },
    ]),
    ...objectives(managerNow!.id, [
      { title: 'Crescita del team', description: 'Inserimento di due nuove persone', weight: 50 },
      { title: 'Margine dei progetti', description: 'Margine medio sopra il 25%', weight: 50 },
    ]),
  ]);
}
