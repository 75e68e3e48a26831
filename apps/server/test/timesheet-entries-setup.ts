import { afterAll, beforeAll } from 'vitest';
import { projectMembers, projects, projectTasks } from '@/modules/timesheet/tables';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';

export let t: TestApp;
export let admin: LoggedIn;
export let manager: LoggedIn;
export let employee: LoggedIn;
export const ids = { alpha: '', beta: '', paused: '', outsider: '', task: '', otherTask: '' };

// Weeks of 2025, far from the demo seed's recent weeks.
export const W1 = '2025-03-03';
export const W2 = '2025-03-10';

export const cells = (entries: [string, number, string?][]) =>
  entries.map(([date, minutes, note]) => ({ date, minutes, note }));

/** The first week's draft: 945 minutes on two projects, one row with a task and a note. */
export const firstWeekRows = () => [
  {
    project_id: ids.alpha,
    task_id: ids.task,
    cells: cells([
      ['2025-03-03', 240, 'Workshop'],
      ['2025-03-04', 480],
    ]),
  },
  {
    project_id: ids.beta,
    task_id: null,
    cells: cells([
      ['2025-03-03', 225],
      ['2025-03-05', 0],
    ]),
  },
];

export const put = (who: LoggedIn, week: string, rows: unknown[]) =>
  as(t.app, who, { method: 'PUT', url: `/api/timesheet/weeks/${week}`, payload: { rows } });
export const get = (who: LoggedIn, week: string, query = '') =>
  as(t.app, who, { url: `/api/timesheet/weeks/${week}${query}` });
export const submit = (who: LoggedIn, week: string) =>
  as(t.app, who, { method: 'POST', url: `/api/timesheet/weeks/${week}/submit` });
export const decide = (
  who: LoggedIn,
  items: { user_id: string; week_start: string }[],
  decision: string,
  comment = '',
) => as(t.app, who, { method: 'POST', url: '/api/timesheet/approvals/decide', payload: { items, decision, comment } });

/** Opens a fresh app for the calling test file and closes it after; call once at the top of the file. */
export function setupEntriesApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    [admin, manager, employee] = await Promise.all([
      login(t.app, 'admin'),
      login(t.app, 'manager'),
      login(t.app, 'dipendente'),
    ]);
    const db = t.database.db;
    const made = await db
      .insert(projects)
      .values([
        { code: 'TST-ALPHA', name: 'Progetto Alfa', status: 'attivo', color: '#0ea5e9' },
        { code: 'TST-BETA', name: 'Progetto Beta', status: 'attivo', color: '#f97316' },
        { code: 'TST-PAUSA', name: 'Progetto in pausa', status: 'in_pausa' },
        { code: 'TST-ALTRO', name: 'Progetto di altri', status: 'attivo' },
      ])
      .returning({ id: projects.id, code: projects.code });
    const id = (code: string) => made.find((p) => p.code === code)!.id;
    Object.assign(ids, {
      alpha: id('TST-ALPHA'),
      beta: id('TST-BETA'),
      paused: id('TST-PAUSA'),
      outsider: id('TST-ALTRO'),
    });
    const people = [admin, manager, employee].map((p) => p.session.user.id);
    await db
      .insert(projectMembers)
      .values(
        [ids.alpha, ids.beta, ids.paused].flatMap((project_id) => people.map((user_id) => ({ project_id, user_id }))),
      );
    const tasks = await db
      .insert(projectTasks)
      .values([
        { project_id: ids.alpha, title: 'Analisi requisiti' },
        { project_id: ids.beta, title: 'Sviluppo API' },
      ])
      .returning({ id: projectTasks.id });
    ids.task = tasks[0]!.id;
    ids.otherTask = tasks[1]!.id;
  });
  afterAll(() => t.close());
}
