import { expect } from 'vitest';
import { ids, type Viewer } from './privacy-setup';
import { fields, nowhere, staffOnly, type WalkEntry } from './privacy-walk-setup';

// The project and timesheet read endpoints about Giulia and a project she works on, run by her manager. Money (rates,
// costs, budgets in euros, values) is for view_all_invoices (admin and manager in the demo); hours stay with the team.

const COSTS = ['hourly_rate', 'hourly_cost', 'cost', 'budget_amount', 'billable_amount', 'amount'];
const seesCosts = (viewer: Viewer) => viewer === 'admin' || viewer === 'manager';
/** The project's team and its editors; a colleague outside the team is told the project does not exist. */
const TEAM: Record<Viewer, number> = { admin: 200, manager: 200, colleague: 404, self: 200, client: 403 };
const ADMIN_ONLY: Record<Viewer, number> = { admin: 200, manager: 403, colleague: 403, self: 403, client: 403 };
/** Who decides Giulia's leave and timesheet: her manager and the administrators. */
const DECIDERS: Record<Viewer, number> = { admin: 200, manager: 200, colleague: 404, self: 404, client: 403 };

/** Cost fields present for cost viewers, absent (not null) for everyone else. */
const costs = (record: object | undefined, keys: string[], viewer: Viewer) =>
  seesCosts(viewer) ? fields(record, keys, []) : fields(record, [], keys);

export const TIMESHEET_WALK: WalkEntry[] = [
  {
    route: 'GET /api/projects',
    url: () => '/api/projects?search=WALK-1',
    status: staffOnly(200),
    check: (data, viewer) => {
      const project = data.items.find((p: { code: string }) => p.code === 'WALK-1');
      if (viewer === 'colleague') expect(project).toBeUndefined();
      else costs(project, ['hourly_rate'], viewer);
    },
  },
  {
    route: 'GET /api/projects/mine',
    url: () => '/api/projects/mine',
    status: staffOnly(200),
    check: (data, viewer) => {
      expect(data.some((p: { code: string }) => p.code === 'WALK-1')).toBe(viewer === 'self' || viewer === 'manager');
      nowhere(data, COSTS);
    },
  },
  {
    // Clients of the projects the viewer sees: id and name, nothing of the CRM.
    route: 'GET /api/projects/filters',
    url: () => '/api/projects/filters',
    status: staffOnly(200),
    check: (data) => nowhere(data, [...COSTS, 'vat_number', 'tax_code', 'status']),
  },
  {
    // The client picker of the project form: project editors only (edit_project), whatever the CRM's flag.
    route: 'GET /api/client-companies',
    url: () => '/api/client-companies?q=arredi',
    status: { admin: 200, manager: 200, colleague: 403, self: 403, client: 403 },
    check: (data) => expect(Object.keys(data.items[0]).sort()).toEqual(['detail', 'id', 'name']),
  },
  {
    route: 'GET /api/projects/people',
    url: () => '/api/projects/people',
    status: { admin: 200, manager: 200, colleague: 403, self: 403, client: 403 },
    check: (data) => nowhere(data, [...COSTS, 'hire_date', 'contract_type', 'birth_date']),
  },
  {
    route: 'GET /api/projects/:id',
    url: (f) => `/api/projects/${f.project}`,
    status: TEAM,
    check: (data, viewer) => costs(data, ['hourly_rate', 'budget_amount'], viewer),
  },
  {
    route: 'GET /api/projects/:id/members',
    url: (f) => `/api/projects/${f.project}/members`,
    status: TEAM,
    check: (data, viewer) => {
      const giulia = data.find((m: { user_id: string }) => m.user_id === ids.dipendente);
      expect(giulia.hours_logged).toBe(6);
      costs(giulia, ['hourly_rate', 'hourly_cost'], viewer);
    },
  },
  {
    route: 'GET /api/projects/:id/overview',
    url: (f) => `/api/projects/${f.project}/overview`,
    status: TEAM,
    check: (data, viewer) => costs(data, ['cost', 'budget_amount', 'billable_amount'], viewer),
  },
  {
    route: 'GET /api/projects/:id/time',
    url: (f) => `/api/projects/${f.project}/time?from=2026-03-01&to=2026-03-15`,
    status: TEAM,
    check: (data, viewer) => {
      const giulia = data.people.find((p: { user_id: string }) => p.user_id === ids.dipendente);
      expect(giulia.hours).toBe(6);
      costs(giulia, ['cost'], viewer);
    },
  },
  {
    // The project's history: a team change must not carry the rates and costs to those who may not see them.
    route: 'GET /api/projects/:id/activity',
    url: (f) => `/api/projects/${f.project}/activity`,
    status: TEAM,
    check: (data, viewer) => {
      if (!seesCosts(viewer)) nowhere(data, COSTS);
    },
  },
  { route: 'GET /api/projects/:id/tasks', url: (f) => `/api/projects/${f.project}/tasks`, status: TEAM },
  {
    route: 'GET /api/tasks/mine',
    url: () => '/api/tasks/mine',
    status: staffOnly(200),
    check: (data) => nowhere(data, COSTS),
  },
  {
    // Someone else's week: the person, whoever approves it (manager, admin); a colleague gets 403.
    route: 'GET /api/timesheet/weeks/:weekStart',
    url: (f) => `/api/timesheet/weeks/2026-03-02?user_id=${f.person}`,
    status: { admin: 200, manager: 200, colleague: 403, self: 200, client: 403 },
    check: (data) => {
      expect(data.user.id).toBe(ids.dipendente);
      nowhere(data, COSTS);
    },
  },
  {
    route: 'GET /api/timesheet/approvals',
    url: () => '/api/timesheet/approvals',
    status: staffOnly(200),
    check: (data, viewer) => {
      if (viewer === 'colleague' || viewer === 'self') expect(data).toEqual([]);
      nowhere(data, COSTS);
    },
  },
  {
    route: 'GET /api/timesheet/approvals/summary',
    url: () => '/api/timesheet/approvals/summary',
    status: staffOnly(200),
  },
  {
    route: 'GET /api/timesheet/dashboard',
    url: () => '/api/timesheet/dashboard',
    status: { admin: 200, manager: 200, colleague: 403, self: 403, client: 403 },
  },
  {
    // The team's requests: only those the viewer decides (Giulia's note stays between her and her approvers).
    route: 'GET /api/timesheet/requests',
    url: () => '/api/timesheet/requests?scope=team',
    status: staffOnly(200),
    check: (data, viewer) => {
      const giulia = data.items.some((r: { user: { id: string } }) => r.user.id === ids.dipendente);
      expect(giulia).toBe(viewer === 'admin' || viewer === 'manager');
    },
  },
  {
    route: 'GET /api/timesheet/requests/context',
    url: () => '/api/timesheet/requests/context',
    status: staffOnly(200),
  },
  {
    route: 'GET /api/timesheet/requests/preview',
    url: (f) => `/api/timesheet/requests/preview?leave_type_id=${f.leaveType}&start_date=2027-04-05`,
    status: staffOnly(200),
  },
  {
    route: 'GET /api/timesheet/requests/balances',
    url: () => '/api/timesheet/requests/balances',
    status: staffOnly(200),
  },
  {
    route: 'GET /api/timesheet/requests/:id/approval',
    url: (f) => `/api/timesheet/requests/${f.leaveRequest}/approval`,
    status: DECIDERS,
  },
  {
    // The absence calendar: colleagues see that someone is away, never why (the type may be health data).
    route: 'GET /api/timesheet/absences',
    url: () => '/api/timesheet/absences?from=2027-03-01&to=2027-03-31&include_pending=true',
    status: staffOnly(200),
    check: (data, viewer) => {
      const giulia = (data.absences as { user: { id: string }; leave_type: { code: string } }[])
        .filter((absence) => absence.user.id === ids.dipendente)
        .map((absence) => absence.leave_type.code);
      // The colleague is on Giulia's team: they see her holiday, and her sick days only as an absence.
      expect(giulia).toEqual(viewer === 'colleague' ? ['ferie', 'assenza'] : ['ferie', 'malattia']);
      nowhere(data, ['note', 'protocol_number', 'decision_comment']);
    },
  },
  {
    route: 'GET /api/timesheet/people/:id/leave',
    url: (f) => `/api/timesheet/people/${f.person}/leave`,
    status: { admin: 200, manager: 200, colleague: 404, self: 200, client: 403 },
  },
  {
    // The payroll attendance sheet names sick days: HR only.
    route: 'GET /api/timesheet/attendance-sheet',
    url: () => '/api/timesheet/attendance-sheet?month=2027-03&format=csv',
    status: ADMIN_ONLY,
    check: (body) => expect(body).toContain('Esposito'),
  },
  {
    route: 'GET /api/timesheet/attendance-sheet/options',
    url: () => '/api/timesheet/attendance-sheet/options',
    status: ADMIN_ONLY,
  },
  {
    route: 'GET /api/timesheet/analytics',
    url: () => '/api/timesheet/analytics?from=2026-03-01&to=2026-03-31',
    status: ADMIN_ONLY,
    check: (data, viewer) => costs(data.totals, ['amount', 'cost'], viewer),
  },
  {
    route: 'GET /api/timesheet/analytics/utilisation',
    url: () => '/api/timesheet/analytics/utilisation',
    status: ADMIN_ONLY,
  },
  { route: 'GET /api/timesheet/analytics/budget', url: () => '/api/timesheet/analytics/budget', status: ADMIN_ONLY },
  { route: 'GET /api/timesheet/analytics/options', url: () => '/api/timesheet/analytics/options', status: ADMIN_ONLY },
  {
    route: 'GET /api/timesheet/analytics/export',
    url: () => '/api/timesheet/analytics/export?format=csv',
    status: ADMIN_ONLY,
  },
];
