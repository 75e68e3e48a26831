import { describe, expect, it } from 'vitest';
import { as, type LoggedIn, login } from './helpers';
import { admin, cells, employee, ids, manager, put, setupEntriesApp, submit, t } from './timesheet-entries-setup';

setupEntriesApp();

const summary = async (who: LoggedIn) => {
  const response = await as(t.app, who, { url: '/api/timesheet/approvals/summary' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { approver: boolean; weeks: number; leave: number };
};
const listed = async (who: LoggedIn) => ({
  weeks: (await as(t.app, who, { url: '/api/timesheet/approvals' })).json().data.length as number,
  leave: (await as(t.app, who, { url: '/api/timesheet/requests?scope=team&status=in_attesa&per_page=100' })).json().data
    .pagination.total as number,
});

describe('GET /api/timesheet/approvals/summary', () => {
  it('counts what the approval lists show, for the manager and the admin', async () => {
    for (const who of [manager, admin]) {
      const counts = await summary(who);
      expect(counts.approver).toBe(true);
      expect({ weeks: counts.weeks, leave: counts.leave }).toEqual(await listed(who));
    }
  });

  it('grows by one when someone of the team submits a week', async () => {
    const before = await summary(manager);
    expect(
      (
        await put(employee, '2025-04-07', [
          { project_id: ids.alpha, task_id: null, cells: cells([['2025-04-07', 480]]) },
        ])
      ).statusCode,
    ).toBe(200);
    expect((await submit(employee, '2025-04-07')).statusCode).toBe(200);
    const after = await summary(manager);
    expect(after.weeks).toBe(before.weeks + 1);
    expect(after.weeks).toBe((await listed(manager)).weeks);
  });

  it('tells an employee who decides for nobody that they are no approver, with nothing to count', async () => {
    expect(await summary(employee)).toEqual({ approver: false, weeks: 0, leave: 0 });
  });

  it('is refused to a client', async () => {
    const client = await login(t.app, 'cliente');
    const response = await as(t.app, client, { url: '/api/timesheet/approvals/summary' });
    expect(response.statusCode).toBe(403);
  });
});
