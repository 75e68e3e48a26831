import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCcnlCatalogue } from '@/modules/personnel/job-levels/catalogue';
import { auditLog } from '@/platform/audit/tables';
import { users } from '@/platform/auth/tables';
import { ccnlContracts, ccnlLevels, employees } from '@/platform/org/tables';
import { as, createTestApp, type DemoUsername, type LoggedIn, loginDemoStaff, type TestApp } from './helpers';

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
let client: LoggedIn;
let ids: Record<DemoUsername, string>;

interface Level {
  id: string;
  code: string;
  minimum_monthly_pay: number | null;
  employees_count: number;
  employees: { user_id: string; name: string; job_title: string }[];
}
interface Contract {
  id: string;
  cnel_code: string;
  name: string;
  valid_from: string | null;
  levels: Level[];
}

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, employee, client, ids } = await loginDemoStaff(t));
});
afterAll(() => t.close());

const base = '/api/personnel/job-levels';
const list = async (who: LoggedIn = employee): Promise<Contract[]> => {
  const response = await as(t.app, who, { method: 'GET', url: base });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const byCode = (contracts: Contract[], code: string) => contracts.find((c) => c.cnel_code === code)!;

describe('CCNL catalogue', () => {
  it('is seeded with Commercio (H011: Quadri, I–VII) and Metalmeccanici (C011: D1…A1 since June 2021)', async () => {
    const contracts = await list();
    const commercio = byCode(contracts, 'H011');
    expect(commercio.name).toBe('Commercio e Terziario');
    expect(commercio.levels.map((l) => l.code).sort()).toEqual(
      ['I', 'II', 'III', 'IV', 'Quadri', 'V', 'VI', 'VII'].sort(),
    );
    expect(commercio.levels.map((l) => l.code)).toEqual(['VII', 'VI', 'V', 'IV', 'III', 'II', 'I', 'Quadri']);
    const metal = byCode(contracts, 'C011');
    expect(metal.valid_from).toBe('2021-06-01');
    expect(metal.levels.map((l) => l.code)).toEqual(['D1', 'D2', 'C1', 'C2', 'C3', 'B1', 'B2', 'B3', 'A1']);
    for (const level of [...commercio.levels, ...metal.levels]) expect(level.minimum_monthly_pay).toBeGreaterThan(0);
  });

  it('is idempotent and keeps HR edits (and deletions) on the next start', async () => {
    const before = await t.database.db.select().from(ccnlLevels);
    const metal = byCode(await list(), 'C011');
    const d1 = metal.levels.find((l) => l.code === 'D1')!;
    const edited = await as(t.app, admin, {
      method: 'PUT',
      url: `${base}/${metal.id}/levels/${d1.id}`,
      payload: {
        code: 'D1',
        name: 'Operativo base',
        description: 'Modificato',
        minimum_monthly_pay: 1900.5,
        sort_order: 1,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const a1 = metal.levels.find((l) => l.code === 'A1')!;
    expect((await as(t.app, admin, { method: 'DELETE', url: `${base}/${metal.id}/levels/${a1.id}` })).statusCode).toBe(
      200,
    );

    await ensureCcnlCatalogue(t.database.db);
    await ensureCcnlCatalogue(t.database.db);

    const contracts = await t.database.db.select().from(ccnlContracts);
    expect(contracts.filter((c) => c.cnel_code === 'H011' || c.cnel_code === 'C011')).toHaveLength(2);
    const after = await t.database.db.select().from(ccnlLevels);
    expect(after).toHaveLength(before.length - 1);
    const again = byCode(await list(), 'C011');
    expect(again.levels.find((l) => l.code === 'D1')).toMatchObject({ minimum_monthly_pay: 1900.5 });
    expect(again.levels.some((l) => l.code === 'A1')).toBe(false);
  });
});

describe('employees per level', () => {
  it('counts active employees per level and names them without any pay data', async () => {
    const commercio = byCode(await list(), 'H011');
    const third = commercio.levels.find((l) => l.code === 'III')!;
    const second = commercio.levels.find((l) => l.code === 'II')!;
    await t.database.db.update(employees).set({ ccnl_level_id: third.id }).where(eq(employees.user_id, ids.dipendente));
    await t.database.db.update(employees).set({ ccnl_level_id: third.id }).where(eq(employees.user_id, ids.manager));
    await t.database.db.update(employees).set({ ccnl_level_id: second.id }).where(eq(employees.user_id, ids.admin));

    const response = await as(t.app, admin, { method: 'GET', url: base });
    expect(response.body).not.toMatch(/"(hourly_cost|ral|iban|tax_code)"/);
    const level = byCode(response.json().data, 'H011').levels.find((l) => l.code === 'III')!;
    expect(level.employees_count).toBe(2);
    expect(level.employees.map((e) => e.name)).toEqual(['Marco Bianchi', 'Giulia Esposito']);

    // A disabled account no longer counts.
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, ids.manager));
    const later = byCode(await list(admin), 'H011').levels.find((l) => l.code === 'III')!;
    expect(later.employees_count).toBe(1);
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, ids.manager));
  });

  it('refuses deleting a level in use with an Italian 409', async () => {
    const commercio = byCode(await list(), 'H011');
    const third = commercio.levels.find((l) => l.code === 'III')!;
    const response = await as(t.app, admin, { method: 'DELETE', url: `${base}/${commercio.id}/levels/${third.id}` });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('Il livello III è assegnato a');
    const inUse = await as(t.app, admin, { method: 'DELETE', url: `${base}/${commercio.id}` });
    expect(inUse.statusCode).toBe(409);
  });
});

describe('HR edits the catalogue', () => {
  it('refuses everyone but HR and clients entirely', async () => {
    const payload = { cnel_code: 'K511', name: 'Telecomunicazioni' };
    expect((await as(t.app, manager, { method: 'POST', url: base, payload })).statusCode).toBe(403);
    expect((await as(t.app, employee, { method: 'POST', url: base, payload })).statusCode).toBe(403);
    expect((await as(t.app, client, { method: 'GET', url: base })).statusCode).toBe(403);
  });

  it('validates the CNEL code and keeps level codes unique per contract', async () => {
    const bad = await as(t.app, admin, { method: 'POST', url: base, payload: { cnel_code: '12AB', name: 'Prova' } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Il codice CNEL è una lettera seguita da 3 cifre');
    const duplicate = await as(t.app, admin, {
      method: 'POST',
      url: base,
      payload: { cnel_code: 'h011', name: 'Altro' },
    });
    expect(duplicate.statusCode).toBe(409);

    const created = await as(t.app, admin, {
      method: 'POST',
      url: base,
      payload: { cnel_code: 'k511', name: 'Telecomunicazioni', sector: 'TLC', valid_from: '2024-01-01' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const contract = created.json().data as Contract;
    expect(contract.cnel_code).toBe('K511');
    const level = { code: 'Liv. 3', name: 'Terzo livello', minimum_monthly_pay: 1800 };
    const first = await as(t.app, admin, { method: 'POST', url: `${base}/${contract.id}/levels`, payload: level });
    expect(first.statusCode, first.body).toBe(201);
    const again = await as(t.app, admin, {
      method: 'POST',
      url: `${base}/${contract.id}/levels`,
      payload: { ...level, code: 'liv. 3' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Questo contratto ha già un livello con questo codice');
    // The same code in another contract is fine.
    const other = byCode(await list(), 'H011');
    const elsewhere = await as(t.app, admin, { method: 'POST', url: `${base}/${other.id}/levels`, payload: level });
    expect(elsewhere.statusCode).toBe(201);

    const standard = await as(t.app, admin, { method: 'DELETE', url: `${base}/${byCode(await list(), 'C011').id}` });
    expect(standard.statusCode).toBe(409);
    const removed = await as(t.app, admin, { method: 'DELETE', url: `${base}/${contract.id}` });
    expect(removed.statusCode).toBe(200);
    const audits = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.target_id, contract.id));
    expect(audits[0]!.n).toBe(2);
  });

  it('renaming a contract keeps the employees’ CCNL name (used by leave allowances) in step', async () => {
    const commercio = byCode(await list(), 'H011');
    const renamed = await as(t.app, admin, {
      method: 'PUT',
      url: `${base}/${commercio.id}`,
      payload: { cnel_code: 'H011', name: 'Terziario Confcommercio', valid_from: commercio.valid_from },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [row] = await t.database.db.select().from(employees).where(eq(employees.user_id, ids.dipendente));
    expect(row!.ccnl).toBe('Terziario Confcommercio');
  });
});
