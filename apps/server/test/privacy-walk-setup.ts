import { beforeAll, expect } from 'vitest';
import { timeEntries } from '@/modules/timesheet/tables';
import { as } from './helpers';
import { admin, employee, ids, loggedIn, manager, setupPrivacyApp, t, VIEWERS, type Viewer } from './privacy-setup';

// The authorization walk (issue 15): every personnel, project and timesheet read endpoint, GET as each viewer
// about Giulia Esposito (the demo employee): HR/admin, her direct manager (who also runs her review and her
// project), a plain colleague on the same team, Giulia herself and a client. Each entry says the status each
// viewer gets and, for a 200, which sensitive fields come back.

/** The records the walk reads: Giulia's, and a project she works on. */
export interface Fixtures {
  person: string;
  project: string;
  review: string;
  leaveRequest: string;
  leaveType: string;
  department: string;
  skill: string;
  reviewYear: number;
}
export const fx = {} as Fixtures;

/** Words of Giulia's unsubmitted self-review, which nobody else may read. */
export const DRAFT_TEXT = 'Bozza privata di Giulia';

export type Expected = number | Record<Viewer, number>;

export interface WalkEntry {
  /** As in app.routeAccessTable: method and registered path. */
  route: string;
  url: (f: Fixtures) => string;
  status: Expected;
  /** For a 200: what this viewer may find in the answer (`data` of the envelope, or the raw body of a file). */
  check?: (data: any, viewer: Viewer) => void;
}

/** Same status for every viewer but the client (who has none of these areas). */
export const staffOnly = (status: number, client = 403): Record<Viewer, number> => ({
  admin: status,
  manager: status,
  colleague: status,
  self: status,
  client,
});

/** Fields a record must carry, or must not carry at all. */
export function fields(record: object | undefined, present: readonly string[], absent: readonly string[]) {
  expect(record, 'record missing').toBeDefined();
  for (const key of present) expect(record, `missing ${key}`).toHaveProperty(key);
  for (const key of absent) expect(record, `leaks ${key}`).not.toHaveProperty(key);
}

/** Every key at any depth of a JSON value. */
export function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  }
  return into;
}

/** None of these keys anywhere in the answer. */
export function nowhere(data: unknown, keys: readonly string[]) {
  const found = keysOf(data);
  expect(keys.filter((key) => found.has(key))).toEqual([]);
}

/** Walks the entries as every viewer. */
export async function walk(entries: WalkEntry[]) {
  const failures: string[] = [];
  for (const entry of entries) {
    for (const viewer of VIEWERS) {
      const url = entry.url(fx);
      const response = await as(t.app, loggedIn(viewer), { url });
      const expected = typeof entry.status === 'number' ? entry.status : entry.status[viewer];
      if (response.statusCode !== expected) {
        failures.push(`${viewer} ${url}: ${response.statusCode} instead of ${expected} ${response.body.slice(0, 160)}`);
        continue;
      }
      if (response.statusCode !== 200 || !entry.check) continue;
      const json = response.headers['content-type']?.toString().includes('json');
      try {
        entry.check(json ? response.json().data : response.body, viewer);
      } catch (error) {
        failures.push(`${viewer} ${url}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  }
  expect(failures).toEqual([]);
}

/** Opens the app and creates the records the walk reads; call once at the top of the file. */
export function setupWalk(): void {
  setupPrivacyApp();
  beforeAll(async () => {
    fx.person = ids.dipendente;
    const project = await as(t.app, manager, {
      method: 'POST',
      url: '/api/projects',
      payload: {
        code: 'WALK-1',
        name: 'Progetto della passeggiata',
        status: 'attivo',
        start_date: '2026-03-02',
        end_date: '2026-12-31',
        billing_type: 'tempo_materiali',
        hourly_rate: 80,
      },
    });
    expect(project.statusCode, project.body).toBe(201);
    fx.project = project.json().data.id;
    const team = await as(t.app, manager, {
      method: 'PUT',
      url: `/api/projects/${fx.project}/members`,
      payload: {
        members: [
          { user_id: ids.dipendente, hourly_rate: 60, hourly_cost: 35 },
          { user_id: ids.manager, hourly_cost: 50 },
        ],
      },
    });
    expect(team.statusCode, team.body).toBe(200);
    await t.database.db.insert(timeEntries).values([
      { user_id: ids.dipendente, project_id: fx.project, work_date: '2026-03-02', minutes: 360 },
      { user_id: ids.manager, project_id: fx.project, work_date: '2026-03-03', minutes: 240 },
    ]);
    const reviews = await as(t.app, admin, {
      url: `/api/personnel/performance/reviews?person_id=${ids.dipendente}&status=autovalutazione`,
    });
    fx.review = reviews.json().data.items[0].id;
    fx.reviewYear = reviews.json().data.items[0].year;
    const departments = (await as(t.app, admin, { url: '/api/personnel/departments' })).json().data;
    fx.department = departments.find((d: { name: string }) => d.name === 'Delivery').id;
    const giuliaSkills = (await as(t.app, admin, { url: `/api/personnel/skills/people/${ids.dipendente}` })).json()
      .data;
    fx.skill = giuliaSkills.items[0].skill_id;
    // Giulia's self-review draft: hers alone until she submits it.
    const draft = (await as(t.app, employee, { url: `/api/personnel/performance/reviews/${fx.review}` })).json().data;
    const saved = await as(t.app, employee, {
      method: 'PUT',
      url: `/api/personnel/performance/reviews/${fx.review}/self-review`,
      payload: {
        self_comment: DRAFT_TEXT,
        objectives: draft.objectives.map((o: { id: string }) => ({
          id: o.id,
          self_rating: 2,
          self_comment: DRAFT_TEXT,
        })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const context = (await as(t.app, employee, { url: '/api/timesheet/requests/context' })).json().data;
    fx.leaveType = context.leave_types.find((type: { code: string }) => type.code === 'ferie').id;
    const request = await as(t.app, employee, {
      method: 'POST',
      url: '/api/timesheet/requests',
      payload: { leave_type_id: fx.leaveType, start_date: '2027-03-01', end_date: '2027-03-02', note: 'Visita' },
    });
    expect(request.statusCode, request.body).toBe(201);
    fx.leaveRequest = request.json().data.id;
    // Sick leave (a type with an INPS protocol): health data, which the team calendar must not name.
    const sickType = context.leave_types.find((type: { requires_protocol: boolean }) => type.requires_protocol).id;
    const sick = await as(t.app, employee, {
      method: 'POST',
      url: '/api/timesheet/requests',
      payload: { leave_type_id: sickType, start_date: '2027-03-15', end_date: '2027-03-16', protocol_number: 'INPS-1' },
    });
    expect(sick.statusCode, sick.body).toBe(201);
  });
}
