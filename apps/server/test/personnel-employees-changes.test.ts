import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { skills } from '@/modules/personnel/tables';
import { auditLog } from '@/platform/audit/tables';
import { users } from '@/platform/auth/tables';
import { departments, employeePrivate, employees } from '@/platform/org/tables';
import { as, login } from './helpers';
import {
  admin,
  client,
  createEmployee,
  employee,
  ids,
  mailer,
  manager,
  setupEmployeesApp,
  t,
} from './personnel-employees-setup';

setupEmployeesApp();

describe('editing records', () => {
  it('lets the employee edit only their own editable fields', async () => {
    const own = await as(t.app, employee, {
      method: 'PUT',
      url: `/api/personnel/employees/${ids.dipendente}`,
      payload: {
        work_phone: '+39 02 555 0101',
        bio: 'Mi occupo di frontend.',
        share_birthday: false,
        private: { city: 'Monza', emergency_contact_phone: '+39 333 000 0000' },
      },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ work_phone: '+39 02 555 0101', share_birthday: false });
    const [stored] = await t.database.db
      .select()
      .from(employeePrivate)
      .where(eq(employeePrivate.user_id, ids.dipendente));
    expect(stored).toMatchObject({ city: 'Monza', tax_code: expect.any(String) });
    // Colleagues no longer see the birthday.
    const seen = (await as(t.app, manager, { url: `/api/personnel/employees/${ids.dipendente}` })).json().data;
    expect(seen.birthday).toBeNull();

    for (const payload of [{ job_title: 'Direttrice' }, { private: { ral: 90000 } }, { part_time_pct: 50 }]) {
      const refused = await as(t.app, employee, {
        method: 'PUT',
        url: `/api/personnel/employees/${ids.dipendente}`,
        payload,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/Puoi modificare solo/);
    }
    const other = await as(t.app, employee, {
      method: 'PUT',
      url: `/api/personnel/employees/${ids.manager}`,
      payload: { bio: 'x' },
    });
    expect(other.statusCode).toBe(403);
    const byManager = await as(t.app, manager, {
      method: 'PUT',
      url: `/api/personnel/employees/${ids.dipendente}`,
      payload: { job_title: 'Stagista' },
    });
    expect(byManager.statusCode).toBe(403);
  });

  it('lets HR edit everything and refuses reporting-line cycles', async () => {
    const edited = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/personnel/employees/${ids.dipendente}`,
      payload: { job_title: 'Sviluppatrice software senior', part_time_pct: 80, private: { ral: 36000 } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ job_title: 'Sviluppatrice software senior', weekly_hours: 32 });
    const cycle = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/personnel/employees/${ids.admin}`,
      payload: { manager_id: ids.dipendente },
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().message).toMatch(/circolare/);
    const self = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/personnel/employees/${ids.manager}`,
      payload: { manager_id: ids.manager },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toMatch(/responsabile di sé stessa/);
  });
});

describe('people search by job title, department and skill', () => {
  it('finds the person through the trigger-maintained search vector', async () => {
    const find = async (q: string) =>
      (await as(t.app, manager, { url: `/api/search?q=${encodeURIComponent(q)}` })).json().data as {
        title: string;
        path: string;
      }[];
    expect((await find('sviluppatrice')).map((r) => r.title)).toContain('Giulia Esposito');
    expect((await find('sviluppatrice')).find((r) => r.title === 'Giulia Esposito')!.path).toBe(
      `/app/personnel/${ids.dipendente}`,
    );
    const [department] = await t.database.db.insert(departments).values({ name: 'Ricerca Quantistica' }).returning();
    await t.database.db
      .update(employees)
      .set({ department_id: department!.id })
      .where(eq(employees.user_id, ids.manager));
    expect((await find('quantistica')).map((r) => r.title)).toContain('Marco Bianchi');
    await t.database.db
      .update(departments)
      .set({ name: 'Laboratorio Fotonico' })
      .where(eq(departments.id, department!.id));
    expect((await find('fotonico')).map((r) => r.title)).toContain('Marco Bianchi');
    expect((await find('quantistica')).map((r) => r.title)).not.toContain('Marco Bianchi');
    const [skill] = await t.database.db.insert(skills).values({ name: 'Kubernetes' }).returning();
    await t.database.db.execute(
      `insert into employee_skills (user_id, skill_id, self_level) values ('${ids.dipendente}', '${skill!.id}', 4)`,
    );
    expect((await find('kubernetes')).map((r) => r.title)).toContain('Giulia Esposito');
  });
});

describe('CSV import', () => {
  const header =
    'nome;cognome;username;email;ruolo;matricola;mansione;responsabile;tipo_contratto;data_fine_contratto;data_assunzione;codice_fiscale';
  const usersCount = async () => ((await t.database.db.select({ n: count() }).from(users)) as [{ n: number }])[0].n;
  const post = (csv: string, dry_run = false, who = admin) =>
    as(t.app, who, { method: 'POST', url: '/api/personnel/employees/import', payload: { csv, dry_run } });

  it('is admin only and offers a template', async () => {
    expect((await post(`${header}\n`, false, manager)).statusCode).toBe(403);
    const template = await as(t.app, admin, { url: '/api/personnel/employees/import/template' });
    expect(template.statusCode).toBe(200);
    expect(template.body.replace(/^\uFEFF/, '')).toMatch(/^"nome";"cognome";"username";"email"/);
  });

  it('writes nothing when any row fails and reports every bad row', async () => {
    const before = await usersCount();
    const csv = [
      header,
      'Luca;Neri;luca.neri;luca.neri@example.it;dipendente;I0001;Tecnico;manager;tempo_indeterminato;;01/10/2026;',
      'Sara;Galli;sara.galli;luca.neri@example.it;employee;I0002;Tecnica;sconosciuto;tempo_determinato;;31/02/2026;XXXXXX',
      'Marta;Fontana;marta.f;admin@demo.portale.it;employee;M0001;Grafica;;stage;;;',
    ].join('\n');
    const response = await post(csv);
    expect(response.statusCode).toBe(200);
    const result = response.json().data;
    expect(result.created).toEqual([]);
    const errors = result.errors as { row: number; column: string; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        { row: 3, column: 'email', message: 'E-mail duplicato nel file (già alla riga 2)' },
        { row: 3, column: 'responsabile', message: expect.stringMatching(/Responsabile sconosciuto/) },
        { row: 3, column: 'data_assunzione', message: expect.stringMatching(/Data non valida/) },
        { row: 3, column: 'codice_fiscale', message: 'Codice fiscale non valido' },
        { row: 4, column: 'email', message: 'E-mail già in uso nel portale' },
        { row: 4, column: 'matricola', message: 'Matricola già assegnata a un altro dipendente' },
      ]),
    );
    expect(errors.some((e) => e.row === 2)).toBe(false);
    expect(response.json().message).toMatch(/Nessun dipendente importato/);
    expect(await usersCount()).toBe(before);
  });

  it('checks without writing in dry-run mode, then creates every row with invitations', async () => {
    const before = await usersCount();
    // Comma-separated, with a BOM, a quoted field and a manager created by the same file.
    const csv = `\uFEFFnome,cognome,username,email,responsabile,mansione,part_time,data_assunzione\r\n"Paolo","Conti",paolo.conti,paolo.conti@example.it,manager,"Responsabile, acquisti",,2026-11-01\r\nElena,Greco,elena.greco,elena.greco@example.it,paolo.conti,Buyer,50,01/11/2026\r\n`;
    const dry = (await post(csv, true)).json().data;
    expect(dry).toMatchObject({ dry_run: true, rows: 2, errors: [], created: [] });
    expect(await usersCount()).toBe(before);
    const sentBefore = mailer.sent.length;
    const response = await post(csv);
    const result = response.json().data;
    expect(result.errors).toEqual([]);
    expect(result.created.map((c: { username: string }) => c.username)).toEqual(['paolo.conti', 'elena.greco']);
    expect(await usersCount()).toBe(before + 2);
    expect(mailer.sent.length).toBe(sentBefore + 2);
    const elena = result.created[1].id;
    const detail = (await as(t.app, admin, { url: `/api/personnel/employees/${elena}` })).json().data;
    expect(detail).toMatchObject({
      manager_id: result.created[0].id,
      part_time_pct: 50,
      weekly_hours: 20,
      hire_date: '2026-11-01',
    });
    const paolo = (await as(t.app, admin, { url: `/api/personnel/employees/${result.created[0].id}` })).json().data;
    expect(paolo.job_title).toBe('Responsabile, acquisti');
  });

  it('refuses a file without the required columns', async () => {
    const response = await post('nome;cognome\nA;B\n');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/mancano le colonne username, email/);
  });
});

describe('export', () => {
  it('exports the filtered list as CSV and XLSX without sensitive fields', async () => {
    const csv = await as(t.app, admin, { url: `/api/personnel/employees/export?format=csv&manager_id=${ids.admin}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('Marco');
    expect(csv.body).not.toContain('Giulia');
    expect(csv.body).not.toMatch(/IBAN|Codice fiscale|RAL/i);
    const xlsx = await as(t.app, admin, { url: '/api/personnel/employees/export?format=xlsx' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await as(t.app, manager, { url: '/api/personnel/employees/export' })).statusCode).toBe(403);
  });
});

describe('dashboard widgets', () => {
  it('lists shared birthdays of this week and colleagues hired in the last 30 days', async () => {
    await as(t.app, employee, {
      method: 'PUT',
      url: `/api/personnel/employees/${ids.dipendente}`,
      payload: { share_birthday: true },
    });
    const birthdays = await as(t.app, employee, { url: '/api/personnel/widgets/birthdays' });
    expect(birthdays.statusCode).toBe(200);
    const names = birthdays.json().data.map((b: { name: string }) => b.name);
    expect(names).toContain('Giulia Esposito');
    expect(names).not.toContain('Alessandra Rossi');
    expect(JSON.stringify(birthdays.json().data)).not.toMatch(/1995/);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Rome' });
    await createEmployee('new', { hire_date: today });
    const fresh = await as(t.app, manager, { url: '/api/personnel/widgets/new-colleagues' });
    expect(fresh.json().data.map((c: { name: string }) => c.name)).toContain('Chiara Romanonew');
    expect((await as(t.app, client, { url: '/api/personnel/widgets/birthdays' })).statusCode).toBe(403);
  });
});

describe('deactivation', () => {
  it('refuses non-admins, oneself and the last admin', async () => {
    const byManager = await as(t.app, manager, {
      method: 'POST',
      url: `/api/personnel/employees/${ids.dipendente}/deactivate`,
      payload: {},
    });
    expect(byManager.statusCode).toBe(403);
    const self = await as(t.app, admin, {
      method: 'POST',
      url: `/api/personnel/employees/${ids.admin}/deactivate`,
      payload: {},
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('Non puoi disattivare il tuo account');
  });

  it('disables the account, ends its sessions, keeps the record; reactivation restores it', async () => {
    const session = await login(t.app, 'dipendente');
    expect((await as(t.app, session, { url: '/api/auth/me' })).statusCode).toBe(200);
    const response = await as(t.app, admin, {
      method: 'POST',
      url: `/api/personnel/employees/${ids.dipendente}/deactivate`,
      payload: { termination_date: '2026-11-30' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'disabled', termination_date: '2026-11-30' });
    expect((await as(t.app, session, { url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await as(t.app, employee, { url: '/api/personnel/employees' })).statusCode).toBe(401);
    const [record] = await t.database.db.select().from(employees).where(eq(employees.user_id, ids.dipendente));
    expect(record?.job_title).toBe('Sviluppatrice software senior');
    const disabled = await as(t.app, admin, { url: '/api/personnel/employees?status=disabled' });
    expect(disabled.json().data.items.map((i: { username: string }) => i.username)).toContain('dipendente');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'personnel.employee_deactivated'), eq(auditLog.target_id, ids.dipendente)));
    // Written with the change, with the sessions it closed and the address the actor came from.
    expect(audit).toMatchObject({ actor_name: expect.any(String), ip: expect.any(String) });
    expect(audit!.details).toMatchObject({
      termination_date: expect.any(String),
      sessions_revoked: expect.any(Number),
    });
    const again = await as(t.app, admin, {
      method: 'POST',
      url: `/api/personnel/employees/${ids.dipendente}/deactivate`,
      payload: {},
    });
    expect(again.statusCode).toBe(409);

    const reactivated = await as(t.app, admin, {
      method: 'POST',
      url: `/api/personnel/employees/${ids.dipendente}/reactivate`,
    });
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json().data).toMatchObject({
      employee: { status: 'active', termination_date: null },
      invited: false,
      link: null,
    });
    expect((await login(t.app, 'dipendente')).session).toBeDefined();
  });

  it('invites again, on reactivation, someone deactivated before they ever signed in', async () => {
    const created = await createEmployee('mai.entrata');
    const id = created.employee.id as string;
    const deactivated = await as(t.app, admin, {
      method: 'POST',
      url: `/api/personnel/employees/${id}/deactivate`,
      payload: {},
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const sentBefore = mailer.sent.length;
    const reactivated = await as(t.app, admin, { method: 'POST', url: `/api/personnel/employees/${id}/reactivate` });
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    expect(reactivated.json().data).toMatchObject({ employee: { status: 'pending' }, invited: true, email_sent: true });
    expect(mailer.sent.length).toBe(sentBefore + 1);
    // The new link activates the account with a password of the person's choosing.
    const token = /token=([\w-]+)/.exec(mailer.sent.at(-1)!.text)![1]!;
    const activated = await t.app.inject({
      method: 'POST',
      url: `/api/auth/tokens/${token}`,
      payload: { password: 'Nuova-Password-2026' },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    expect((await login(t.app, created.employee.username as string, 'Nuova-Password-2026')).session).toBeDefined();
  });
});
