import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projects, timeEntries } from '@/modules/timesheet/tables';
import { auditLog } from '@/platform/audit/tables';
import { parseCsv } from '@/platform/export/csv';
import { readZipEntries } from '@/platform/export/xlsx';
import { departments } from '@/platform/org/tables';
import { as, type LoggedIn } from './helpers';
import {
  admin,
  client,
  create,
  decide,
  employee,
  manager,
  setupRequestsApp,
  t,
  types,
} from './timesheet-requests-setup';

setupRequestsApp();

const sheet = (who: LoggedIn, query: string) => as(t.app, who, { url: `/api/timesheet/attendance-sheet?${query}` });

beforeAll(async () => {
  const giulia = employee.session.user.id;
  const [project] = await t.database.db.select({ id: projects.id }).from(projects).limit(1);
  await t.database.db.insert(timeEntries).values([
    { user_id: giulia, project_id: project!.id, work_date: '2027-11-02', minutes: 480 },
    { user_id: giulia, project_id: project!.id, work_date: '2027-11-03', minutes: 240 },
  ]);
  const permit = await create(employee, {
    leave_type_id: types.rol,
    start_date: '2027-11-03',
    start_time: '14:00',
    end_time: '18:00',
  });
  expect((await decide(manager, { ids: [permit.json().data.id], decision: 'approve' })).statusCode).toBe(200);
  const sick = await create(employee, {
    leave_type_id: types.malattia,
    start_date: '2027-11-04',
    end_date: '2027-11-05',
    protocol_number: 'INPS-778899',
  });
  expect(sick.json().data.status).toBe('approvata');
  // A pending request is not on the payroll's sheet.
  await create(employee, { leave_type_id: types.ferie, start_date: '2027-11-08' });
});

describe('attendance sheet (foglio presenze)', () => {
  it('is for HR only: an employee, a manager and a client get 403', async () => {
    for (const who of [employee, manager, client]) expect((await sheet(who, 'month=2027-11')).statusCode).toBe(403);
    expect((await as(t.app, employee, { url: '/api/timesheet/attendance-sheet/options' })).statusCode).toBe(403);
  });

  it('exports a CSV for Italian Excel: one row per person, a column per day, codes and INPS protocol', async () => {
    const response = await sheet(admin, 'month=2027-11&format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="foglio-presenze-2027-11.csv"');
    expect(response.body.startsWith('\uFEFF"Matricola";"Dipendente";"Reparto";"01 lun"')).toBe(true);
    const [header, ...rows] = parseCsv(response.body);
    const giulia = rows.find((r) => r[1] === 'Esposito Giulia')!;
    const cell = (column: string) => giulia[header!.indexOf(column)];
    expect(cell('01 lun')).toBe('FS');
    expect(cell('02 mar')).toBe('8');
    expect(cell('03 mer')).toBe('4 ROL 4');
    expect(cell('04 gio')).toBe('MAL 8');
    expect(cell('06 sab')).toBe('S');
    expect(cell('08 lun')).toBe('');
    expect(cell('Ore lavorate')).toBe('12');
    expect(cell('ROL (ore)')).toBe('4');
    expect(cell('MAL (ore)')).toBe('16');
    expect(cell('FE (ore)')).toBe('0');
    expect(cell('Protocolli INPS')).toBe('INPS-778899 (04/11–05/11)');
    expect(rows.map((r) => r[1])).not.toContain('Cliente Demo');

    const [logged] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'timesheet.attendance_sheet_exported'));
    expect(logged?.details).toMatchObject({ month: '2027-11', format: 'csv' });
  });

  it('exports the same sheet as XLSX, filtered by department', async () => {
    const [delivery] = await t.database.db.select().from(departments).where(eq(departments.name, 'Delivery'));
    const [direzione] = await t.database.db.select().from(departments).where(eq(departments.name, 'Direzione'));
    const file = await sheet(admin, `month=2027-11&department_id=${delivery!.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="foglio-presenze-2027-11.xlsx"');
    const xml = readZipEntries(file.rawPayload).get('xl/worksheets/sheet1.xml')!;
    expect(xml).toContain('Esposito Giulia');
    expect(xml).toContain('4 ROL 4');
    expect(xml).not.toContain('Rossi Alessandra');
    const other = readZipEntries(
      (await sheet(admin, `month=2027-11&department_id=${direzione!.id}&format=xlsx`)).rawPayload,
    );
    expect(other.get('xl/worksheets/sheet1.xml')).not.toContain('Esposito Giulia');
  });

  it('answers bad input with Italian messages', async () => {
    const month = await sheet(admin, 'month=2027-13');
    expect(month.statusCode).toBe(400);
    expect(month.json().details.fields.month).toEqual(['Mese non valido: usa il formato AAAA-MM (es. 2026-11)']);
    expect((await sheet(admin, 'month=2027-11&format=pdf')).statusCode).toBe(400);
    const unknown = await sheet(admin, 'month=2027-11&department_id=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Reparto non trovato');
  });

  it('offers the departments and the codes with the types they stand for', async () => {
    const options = (await as(t.app, admin, { url: '/api/timesheet/attendance-sheet/options' })).json().data;
    expect(options.departments.map((d: { name: string }) => d.name)).toContain('Delivery');
    expect(options.codes).toContainEqual({ code: 'MAL', names: ['Malattia'] });
    expect(options.codes).toContainEqual({ code: 'L104', names: ['Permesso legge 104'] });
  });
});
