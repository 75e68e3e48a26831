import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leaveRequests } from '@/modules/timesheet/tables';
import { leaveTypes } from '@/platform/org/tables';
import { login } from './helpers';
import { cells, employee, firstWeekRows, get, ids, put, setupEntriesApp, t, W1, W2 } from './timesheet-entries-setup';

setupEntriesApp();

describe('weekly grid', () => {
  it('saves a draft and answers rows, day totals and the week total', async () => {
    const saved = await put(employee, W1, firstWeekRows());
    expect(saved.statusCode, saved.body).toBe(200);
    const week = (await get(employee, W1)).json().data;
    expect(week.status).toBe('bozza');
    expect(week.editable).toBe(true);
    expect(week.rows).toHaveLength(2);
    const alpha = week.rows.find((r: { project: { code: string } }) => r.project.code === 'TST-ALPHA');
    expect(alpha.task.title).toBe('Analisi requisiti');
    expect(alpha.cells).toHaveLength(7);
    expect(alpha.cells[0]).toEqual({ date: '2025-03-03', minutes: 240, note: 'Workshop' });
    expect(alpha.total_minutes).toBe(720);
    expect(week.totals.days).toEqual([465, 480, 0, 0, 0, 0, 0]);
    expect(week.totals.week).toBe(945);
    expect(week.totals.expected).toBe(40 * 60);
    const offered = week.available_projects.map((p: { code: string }) => p.code);
    expect(offered).toEqual(expect.arrayContaining(['TST-ALPHA', 'TST-BETA']));
    expect(offered).not.toContain('TST-PAUSA');
    expect(offered).not.toContain('TST-ALTRO');
  });

  it('replaces the whole week on save: a row left out is removed', async () => {
    await put(employee, W2, [{ project_id: ids.alpha, task_id: null, cells: cells([['2025-03-10', 60]]) }]);
    await put(employee, W2, [{ project_id: ids.beta, task_id: null, cells: cells([['2025-03-11', 90]]) }]);
    const week = (await get(employee, W2)).json().data;
    expect(week.rows.map((r: { project: { code: string } }) => r.project.code)).toEqual(['TST-BETA']);
    expect(week.totals.week).toBe(90);
  });

  it('rejects a day over 24 hours', async () => {
    const response = await put(employee, W2, [
      { project_id: ids.alpha, task_id: null, cells: cells([['2025-03-12', 780]]) },
      { project_id: ids.beta, task_id: null, cells: cells([['2025-03-12', 720]]) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Il giorno 12/03 supera le 24 ore');
  });

  it('accepts only whole quarter hours between 0 and 24 hours', async () => {
    for (const minutes of [20, -15, 1455]) {
      const response = await put(employee, W2, [
        { project_id: ids.alpha, task_id: null, cells: cells([['2025-03-12', minutes]]) },
      ]);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toMatch(/quarti d’ora|negative|24 ore/);
    }
  });

  it('rejects a project the user is not on, a project not active and a task of another project', async () => {
    const outsider = await put(employee, W2, [
      { project_id: ids.outsider, task_id: null, cells: cells([['2025-03-12', 60]]) },
    ]);
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().message).toBe(
      'Non fai parte del progetto TST-ALTRO Progetto di altri o il progetto non è attivo',
    );
    const paused = await put(employee, W2, [
      { project_id: ids.paused, task_id: null, cells: cells([['2025-03-12', 60]]) },
    ]);
    expect(paused.statusCode).toBe(400);
    expect(paused.json().message).toMatch(/^Non fai parte del progetto TST-PAUSA/);
    const task = await put(employee, W2, [
      { project_id: ids.alpha, task_id: ids.otherTask, cells: cells([['2025-03-12', 60]]) },
    ]);
    expect(task.statusCode).toBe(400);
    expect(task.json().message).toBe("L'attività indicata non appartiene al progetto TST-ALPHA Progetto Alfa");
  });

  it('rejects dates outside the week and a week that does not start on Monday', async () => {
    const outside = await put(employee, W2, [
      { project_id: ids.alpha, task_id: null, cells: cells([['2025-03-17', 60]]) },
    ]);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('Il giorno 17/03 non appartiene a questa settimana');
    const tuesday = await get(employee, '2025-03-11');
    expect(tuesday.statusCode).toBe(400);
    expect(JSON.stringify(tuesday.json())).toContain('La settimana deve iniziare di lunedì');
    expect((await get(employee, '2025-02-30')).statusCode).toBe(400);
  });

  it('is closed to the client role', async () => {
    const client = await login(t.app, 'cliente');
    expect((await get(client, W1)).statusCode).toBe(403);
  });
});

describe('holiday calendar in the week', () => {
  const holidayOf = async (week: string, date: string) => {
    const days = (await get(employee, week)).json().data.days as {
      date: string;
      working: boolean;
      holiday: { name: string } | null;
    }[];
    return days.find((d) => d.date === date)!;
  };

  it('marks Easter Monday of 2025, 2026 and 2027', async () => {
    for (const [week, date] of [
      ['2025-04-21', '2025-04-21'],
      ['2026-04-06', '2026-04-06'],
      ['2027-03-29', '2027-03-29'],
    ] as const) {
      const day = await holidayOf(week, date);
      expect(day.holiday?.name).toBe("Lunedì dell'Angelo");
      expect(day.working).toBe(false);
    }
  });

  it('marks 4 October from 2026 on, not in 2025', async () => {
    expect((await holidayOf('2026-09-28', '2026-10-04')).holiday?.name).toBe("San Francesco d'Assisi");
    expect((await holidayOf('2025-09-29', '2025-10-04')).holiday).toBeNull();
  });

  it("marks Milan's patron day, 7 December, and counts it out of the contractual hours", async () => {
    const week = (await get(employee, '2026-12-07')).json().data;
    expect(week.days[0].holiday).toEqual({ name: "Sant'Ambrogio", kind: 'patron' });
    expect(week.days[1].holiday.name).toBe('Immacolata Concezione');
    expect(week.totals.expected).toBe(3 * 8 * 60);
  });

  it('shows approved leave on its days', async () => {
    const [ferie] = await t.database.db.select().from(leaveTypes).where(eq(leaveTypes.code, 'ferie'));
    await t.database.db.insert(leaveRequests).values({
      user_id: employee.session.user.id,
      leave_type_id: ferie!.id,
      start_date: '2025-05-06',
      end_date: '2025-05-07',
      hours: 16,
      days: 2,
      status: 'approvata',
    });
    const week = (await get(employee, '2025-05-05')).json().data;
    expect(week.days[1].leave).toEqual([{ name: ferie!.name, code: 'ferie', color: ferie!.color, hours: 8 }]);
    expect(week.days[0].leave).toEqual([]);
    expect(week.totals.leave).toBe(16 * 60);
  });
});
