import { describe, expect, it } from 'vitest';
import { as } from './helpers';
import { employee, firstWeekRows, get, put, setupEntriesApp, t, W1 } from './timesheet-entries-setup';

setupEntriesApp();

/** Statements the database receives while `request` runs. */
async function queriesOf(request: () => Promise<{ statusCode: number; body: string }>): Promise<number> {
  const before = t.database.queryCount();
  const response = await request();
  expect(response.statusCode, response.body).toBe(200);
  return t.database.queryCount() - before;
}

const me = () => as(t.app, employee, { url: '/api/auth/me' });

// The weekly grid is the busiest endpoint of the timesheet: each query costs the embedded database's one
// thread about 1.5 ms, so these counts are pinned (see docs/benchmarks.md, mixed traffic).
describe('weekly grid queries', () => {
  it('reads a week in one statement after the session check', async () => {
    expect((await put(employee, W1, firstWeekRows())).statusCode).toBe(200);
    const session = await queriesOf(me);
    const read = await queriesOf(() => get(employee, W1));
    expect(read - session).toBe(1);
  });

  it('saves a week with one read, the transaction and one read for its answer', async () => {
    const session = await queriesOf(me);
    const save = await queriesOf(() => put(employee, W1, firstWeekRows()));
    // One read of what the checks need; begin, the week's upsert, delete, insert, commit; the answer's read.
    expect(save - session).toBe(7);
  });
});
