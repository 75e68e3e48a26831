import { describe, expect, it } from 'vitest';
import { readZipEntries } from '@/platform/export/xlsx';
import { as } from './helpers';
import { admin, employee, exec, ids, manager, Q1, setupAnalyticsApp, t } from './timesheet-analytics-setup';

setupAnalyticsApp();

describe('budget', () => {
  it('compares hours and value consumed up to the period end with the budget', async () => {
    const response = await as(t.app, admin, { url: `/api/timesheet/analytics/budget?${Q1}` });
    expect(response.statusCode).toBe(200);
    const rows = response.json().data.rows as { code: string }[];
    expect(rows.map((r) => r.code)).toEqual(['ALFA', 'BETA', 'INT']);
    expect(rows[0]).toMatchObject({
      budget_hours: 20,
      budget_amount: 1000,
      consumed_hours: 23,
      consumed_amount: 1280,
      cost: 790,
      period_hours: 23,
      hours_pct: 115,
      amount_pct: 128,
      over_budget: true,
    });
    expect(rows[1]).toMatchObject({ consumed_hours: 2.5, hours_pct: 2.5, amount_pct: null, over_budget: false });
    expect(rows[2]).toMatchObject({ budget_hours: null, consumed_hours: 1.5, hours_pct: null, over_budget: false });
    // A fixed-price project spends its euro budget as staff cost.
    await exec(`update projects set billing_type = 'a_corpo', budget_amount = 100 where id = $1`, [ids.INT]);
    const fixed = await as(t.app, admin, { url: `/api/timesheet/analytics/budget?${Q1}&project_id=${ids.INT}` });
    expect(fixed.json().data.rows).toEqual([
      expect.objectContaining({ consumed_amount: 37.5, cost: 37.5, amount_pct: 37.5, over_budget: false }),
    ]);
    await exec(`update projects set billing_type = 'tempo_materiali', budget_amount = null where id = $1`, [ids.INT]);
    const april = await as(t.app, admin, {
      url: `/api/timesheet/analytics/budget?from=2026-04-01&to=2026-04-30&client_id=${ids.clientUno}`,
    });
    expect(
      april
        .json()
        .data.rows.map((r: { code: string; consumed_hours: number; period_hours: number }) => [
          r.code,
          r.consumed_hours,
          r.period_hours,
        ]),
    ).toEqual([
      ['ALFA', 24, 1],
      ['BETA', 2.5, 0],
    ]);
  });
});

describe('exports', () => {
  it('writes a CSV with a BOM, semicolons and decimal commas, named after the report and period', async () => {
    const response = await as(t.app, admin, { url: `/api/timesheet/analytics/export?${Q1}&report=project&format=csv` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="ore-per-progetto-2026-01-01_2026-03-31.csv"',
    );
    expect(response.body.charCodeAt(0)).toBe(0xfeff);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines).toEqual([
      '"Codice";"Progetto";"Ore";"Ore fatturabili";"Ore non fatturabili";"Valore €";"Costo €"',
      '"ALFA";"Progetto ALFA";23;22;1;1220;790',
      '"BETA";"Progetto BETA";2,5;2,5;0;200;70',
      '"INT";"Progetto INT";1,5;0;1,5;0;37,5',
      '',
    ]);
    const audit = await exec(`select details from audit_log where action = 'timesheet.analytics_exported'`);
    expect(audit.at(-1)!.details).toMatchObject({ report: 'project', format: 'csv' });
  });

  it('writes the utilisation and budget reports as CSV too', async () => {
    const utilisation = await as(t.app, admin, {
      url: `/api/timesheet/analytics/export?${Q1}&report=utilisation&format=csv`,
    });
    expect(utilisation.body).toContain('Esposito"');
    expect(utilisation.body.split('\r\n')[0]).toContain('"Utilizzo %"');
    expect(utilisation.body).toMatch(/"dipendente";40;456;16,5;14;3,1;3,6/);
    const budget = await as(t.app, admin, { url: `/api/timesheet/analytics/export?${Q1}&report=budget&format=csv` });
    expect(budget.body).toContain('"ALFA";"Progetto ALFA";"Cliente Uno";20;23;115;1000;1280;128;790;23;"Sì"');
  });

  it('writes an XLSX workbook with a bold header, numbers as numbers and text inline', async () => {
    const response = await as(t.app, admin, { url: `/api/timesheet/analytics/export?${Q1}&report=person` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="ore-per-persona-2026-01-01_2026-03-31.xlsx"',
    );
    const files = readZipEntries(response.rawPayload);
    expect([...files.keys()]).toContain('xl/worksheets/sheet1.xml');
    expect(files.get('xl/workbook.xml')).toContain('<sheet name="Ore per persona"');
    const sheet = files.get('xl/worksheets/sheet1.xml')!;
    expect(sheet).toContain('<c r="A1" t="inlineStr" s="1"><is><t xml:space="preserve">Persona</t></is></c>');
    expect(sheet).toContain('<c r="B2" t="inlineStr"><is><t xml:space="preserve">dipendente</t></is></c>');
    expect(sheet).toContain('<c r="C2" s="2"><v>16.5</v></c>');
    expect(sheet).toContain('<c r="F2" s="2"><v>880</v></c>');
    expect(sheet).toContain('<c r="G3" s="2"><v>420</v></c>');
  });
});

describe('validation and access', () => {
  it('rejects a reversed period, one over three years and malformed filters with Italian messages', async () => {
    const reversed = await as(t.app, admin, { url: '/api/timesheet/analytics?from=2026-03-01&to=2026-02-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('La data iniziale deve precedere o coincidere con la data finale');
    const long = await as(t.app, admin, { url: '/api/timesheet/analytics/budget?from=2020-01-01&to=2023-12-31' });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Il periodo non può superare i 3 anni');
    expect((await as(t.app, admin, { url: '/api/timesheet/analytics?from=2020-01-01&to=2022-12-31' })).statusCode).toBe(
      200,
    );
    for (const query of ['from=2026-13-01', 'group_by=settimana', 'billable=forse', 'project_id=abc']) {
      const response = await as(t.app, admin, { url: `/api/timesheet/analytics?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const format = await as(t.app, admin, { url: '/api/timesheet/analytics/export?format=pdf' });
    expect(format.statusCode).toBe(400);
  });

  it('answers the admin only: the manager and the employee get 403', async () => {
    const paths = [
      `/api/timesheet/analytics?${Q1}`,
      `/api/timesheet/analytics/utilisation?${Q1}`,
      `/api/timesheet/analytics/budget?${Q1}`,
      '/api/timesheet/analytics/options',
      `/api/timesheet/analytics/export?${Q1}&format=csv`,
    ];
    for (const url of paths) {
      expect((await as(t.app, admin, { url })).statusCode, url).toBe(200);
      expect((await as(t.app, manager, { url })).statusCode, url).toBe(403);
      expect((await as(t.app, employee, { url })).statusCode, url).toBe(403);
    }
    expect((await t.app.inject({ url: `/api/timesheet/analytics?${Q1}` })).statusCode).toBe(401);
  });

  it('lists the filter choices', async () => {
    const data = (await as(t.app, admin, { url: '/api/timesheet/analytics/options' })).json().data;
    expect(data.projects.map((p: { code: string }) => p.code)).toEqual(['ALFA', 'BETA', 'INT']);
    expect(data.clients).toEqual([{ id: ids.clientUno, name: 'Cliente Uno' }]);
    expect(data.people.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining([ids.admin, ids.manager, ids.dipendente]),
    );
  });

  it('answers 404 while the timesheet module is off', async () => {
    const flags = (await as(t.app, admin, { url: '/api/admin/feature-flags' })).json().data as {
      id: string;
      feature_key: string;
    }[];
    const flag = flags.find((f) => f.feature_key === 'timesheet_module')!;
    const set = (is_enabled: boolean) =>
      as(t.app, admin, { method: 'PUT', url: `/api/admin/feature-flags/${flag.id}`, payload: { is_enabled } });
    await set(false);
    try {
      const response = await as(t.app, admin, { url: `/api/timesheet/analytics?${Q1}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('FEATURE_DISABLED');
    } finally {
      await set(true);
    }
  });
});
