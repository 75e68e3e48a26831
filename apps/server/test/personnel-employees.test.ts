import { isValidItalianIban, isValidTaxCode } from '@portale/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skills } from '@/modules/personnel/tables';
import { auditLog } from '@/platform/audit/tables';
import { users } from '@/platform/auth/tables';
import { ccnlContracts, ccnlLevels, departments, employeePrivate, employees } from '@/platform/org/tables';
import {
  as,
  createTestApp,
  type DemoUsername,
  type LoggedIn,
  login,
  loginDemoStaff,
  recordingMailer,
  type TestApp,
} from './helpers';

const mailer = recordingMailer();
let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
let client: LoggedIn;
let ids: Record<DemoUsername, string>;

beforeAll(async () => {
  t = await createTestApp({}, { mailer });
  ({ admin, manager, employee, client, ids } = await loginDemoStaff(t));
});
afterAll(() => t.close());

const VALID_TAX_CODE = 'RSSMRA85T10A562S';
const VALID_IBAN = 'IT60X0542811101000000123456';

const newEmployee = (n: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Chiara',
  last_name: `Romano${n}`,
  username: `chiara.romano${n}`,
  email: `chiara.romano${n}@example.it`,
  role: 'employee',
  job_title: 'Analista funzionale',
  contract_type: 'tempo_indeterminato',
  hire_date: '2026-11-02',
  ...extra,
});

async function createEmployee(n: string, extra: Record<string, unknown> = {}) {
  const response = await as(t.app, admin, {
    method: 'POST',
    url: '/api/personnel/employees',
    payload: newEmployee(n, extra),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { employee: { id: string } & Record<string, unknown>; email_sent: boolean };
}

/** The message and every field message of an error response. */
const errorText = (response: { json(): { message: string; details?: { fields?: Record<string, string[]> } } }) =>
  [response.json().message, ...Object.values(response.json().details?.fields ?? {}).flat()].join(' | ');

const SENSITIVE_KEYS = ['ral', 'tax_code', 'iban', 'address', 'emergency_contact_name', 'emergency_contact_phone'];

describe('Italian identifiers', () => {
  it('checks the codice fiscale control character and the IBAN mod 97', () => {
    expect(isValidTaxCode(VALID_TAX_CODE)).toBe(true);
    expect(isValidTaxCode('RSSMRA85T10A562T')).toBe(false);
    expect(isValidTaxCode('RSSMRA85T10A562')).toBe(false);
    expect(isValidItalianIban(VALID_IBAN)).toBe(true);
    expect(isValidItalianIban('IT61X0542811101000000123456')).toBe(false);
    expect(isValidItalianIban('DE89370400440532013000')).toBe(false);
  });
});

describe('reading records: permissions per role and redaction', () => {
  it('lists employees to admin, manager and employee, not to the client', async () => {
    for (const who of [admin, manager, employee]) {
      const response = await as(t.app, who, { url: '/api/personnel/employees?per_page=50' });
      expect(response.statusCode).toBe(200);
      const items = response.json().data.items as { username: string }[];
      expect(items.map((i) => i.username)).toEqual(expect.arrayContaining(['admin', 'manager', 'dipendente']));
      expect(items.map((i) => i.username)).not.toContain('cliente');
      for (const key of SENSITIVE_KEYS) expect(response.body).not.toContain(`"${key}"`);
    }
    expect((await as(t.app, client, { url: '/api/personnel/employees' })).statusCode).toBe(403);
  });

  it('filters, sorts and paginates', async () => {
    const filtered = await as(t.app, admin, { url: `/api/personnel/employees?manager_id=${ids.manager}` });
    expect(filtered.json().data.items.map((i: { username: string }) => i.username)).toEqual(['dipendente']);
    const search = await as(t.app, admin, { url: '/api/personnel/employees?search=sviluppatrice' });
    expect(search.json().data.items.map((i: { username: string }) => i.username)).toEqual(['dipendente']);
    const page = await as(t.app, admin, { url: '/api/personnel/employees?per_page=1&page=2&sort=-name' });
    expect(page.json().data.pagination).toMatchObject({ page: 2, per_page: 1 });
    expect(page.json().data.items).toHaveLength(1);
    const bad = await as(t.app, admin, { url: '/api/personnel/employees?sort=ral' });
    expect(bad.statusCode).toBe(400);
    expect(errorText(bad)).toMatch(/Ordinamento non valido/);
  });

  it('shows the profile without private data; the birthday only as day and month and only when shared', async () => {
    const asManager = await as(t.app, manager, { url: `/api/personnel/employees/${ids.dipendente}` });
    expect(asManager.statusCode).toBe(200);
    const detail = asManager.json().data;
    expect(detail).toMatchObject({
      job_title: 'Sviluppatrice software',
      manager_id: ids.manager,
      can_view_private: false,
      can_edit: false,
      birth_date: null,
      hourly_cost: null,
    });
    expect(detail.birthday).toEqual({ day: expect.any(Number), month: expect.any(Number) });
    expect(detail.reporting_line.map((p: { id: string }) => p.id)).toEqual([ids.admin, ids.manager]);
    for (const key of SENSITIVE_KEYS) expect(asManager.body).not.toContain(`"${key}"`);
    // The admin does not share her birthday: colleagues do not see it.
    const adminAsEmployee = (await as(t.app, employee, { url: `/api/personnel/employees/${ids.admin}` })).json().data;
    expect(adminAsEmployee.birthday).toBeNull();
    expect(adminAsEmployee.direct_reports.map((p: { id: string }) => p.id)).toEqual([ids.manager]);
    const own = (await as(t.app, employee, { url: `/api/personnel/employees/${ids.dipendente}` })).json().data;
    expect(own).toMatchObject({ is_self: true, can_view_private: true, can_edit_self: true });
    expect(own.birth_date).toMatch(/^1995-/);
    expect((await as(t.app, client, { url: `/api/personnel/employees/${ids.dipendente}` })).statusCode).toBe(403);
    const unknown = await as(t.app, admin, { url: `/api/personnel/employees/${crypto.randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Dipendente non trovato');
    expect((await as(t.app, admin, { url: `/api/personnel/employees/${ids.cliente}` })).statusCode).toBe(404);
  });

  it('gives private data to the employee (not audited) and to HR (audited), 403 to everyone else', async () => {
    const audits = () =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'personnel.private_read'), eq(auditLog.target_id, ids.dipendente)));
    const own = await as(t.app, employee, { url: `/api/personnel/employees/${ids.dipendente}/private` });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ city: 'Milano', emergency_contact_name: 'Anna Esposito' });
    expect(isValidTaxCode(own.json().data.tax_code)).toBe(true);
    expect(isValidItalianIban(own.json().data.iban)).toBe(true);
    expect(await audits()).toHaveLength(0);

    const byManager = await as(t.app, manager, { url: `/api/personnel/employees/${ids.dipendente}/private` });
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().message).toMatch(/dati riservati/);
    const byColleague = await as(t.app, employee, { url: `/api/personnel/employees/${ids.manager}/private` });
    expect(byColleague.statusCode).toBe(403);
    expect((await as(t.app, client, { url: `/api/personnel/employees/${ids.dipendente}/private` })).statusCode).toBe(
      403,
    );
    expect(await audits()).toHaveLength(0);

    const byHr = await as(t.app, admin, { url: `/api/personnel/employees/${ids.dipendente}/private` });
    expect(byHr.statusCode).toBe(200);
    expect(byHr.json().data.ral).toBe(34000);
    const rows = await audits();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_user_id: ids.admin, target_type: 'employee' });
    await as(t.app, admin, { url: `/api/personnel/employees/${ids.dipendente}/private` });
    expect(await audits()).toHaveLength(2);
  });
});

describe('creating employees', () => {
  it('creates user, record and private data and sends the invitation (admin only)', async () => {
    for (const who of [manager, employee, client]) {
      const refused = await as(t.app, who, {
        method: 'POST',
        url: '/api/personnel/employees',
        payload: newEmployee('x'),
      });
      expect(refused.statusCode).toBe(403);
    }
    const sentBefore = mailer.sent.length;
    const [level] = await t.database.db
      .select({ id: ccnlLevels.id })
      .from(ccnlLevels)
      .innerJoin(ccnlContracts, eq(ccnlContracts.id, ccnlLevels.contract_id))
      .where(and(eq(ccnlContracts.name, 'Commercio e Terziario'), eq(ccnlLevels.code, 'IV')));
    const created = await createEmployee('1', {
      employee_number: 'T0001',
      manager_id: ids.manager,
      part_time_pct: 50,
      ccnl_level_id: level!.id,
      private: { tax_code: 'rssmra85t10a562s', iban: 'IT60 X054 2811 1010 0000 0123 456', ral: 30000 },
    });
    expect(created.email_sent).toBe(true);
    expect(mailer.sent.length).toBe(sentBefore + 1);
    expect(mailer.sent.at(-1)!.to).toBe('chiara.romano1@example.it');
    expect(created.employee).toMatchObject({
      status: 'pending',
      employee_number: 'T0001',
      part_time_pct: 50,
      weekly_hours: 20,
      ccnl: 'Commercio e Terziario',
      ccnl_level_code: 'IV',
      manager_id: ids.manager,
    });
    const [stored] = await t.database.db
      .select()
      .from(employeePrivate)
      .where(eq(employeePrivate.user_id, created.employee.id));
    expect(stored).toMatchObject({ tax_code: VALID_TAX_CODE, iban: VALID_IBAN, ral: 30000 });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'personnel.employee_created'), eq(auditLog.target_id, created.employee.id)));
    expect(audit).toBeDefined();
  });

  it('rejects invalid records with Italian 4xx messages', async () => {
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ contract_type: 'tempo_determinato' }, 400, /tempo determinato serve la data di fine/],
      [
        { contract_type: 'tempo_determinato', contract_end_date: '2026-01-01' },
        400,
        /successiva alla data di assunzione/,
      ],
      [{ part_time_pct: 0 }, 400, /part-time va da 1 a 100/],
      [{ part_time_pct: 120 }, 400, /part-time va da 1 a 100/],
      [{ private: { tax_code: 'RSSMRA85T10A562T' } }, 400, /Codice fiscale non valido/],
      [{ private: { iban: 'IT61X0542811101000000123456' } }, 400, /IBAN non valido/],
      [{ employee_number: 'M0001' }, 400, /Matricola già assegnata/],
      [{ ccnl_level_id: crypto.randomUUID() }, 400, /Livello CCNL inesistente/],
      [{ department_id: crypto.randomUUID() }, 400, /Dipartimento inesistente/],
      [{ manager_id: crypto.randomUUID() }, 400, /Responsabile inesistente/],
      [{ hire_date: '2026-02-30' }, 400, /Data non valida/],
      [{ email: 'admin@demo.portale.it' }, 409, /e-mail già registrato/],
    ];
    for (const [extra, status, message] of cases) {
      const response = await as(t.app, admin, {
        method: 'POST',
        url: '/api/personnel/employees',
        payload: newEmployee('bad', extra),
      });
      expect(response.statusCode, JSON.stringify(extra)).toBe(status);
      expect(errorText(response), JSON.stringify(extra)).toMatch(message);
    }
    const [{ n }] = (await t.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.username, 'chiara.romanobad'))) as [{ n: number }];
    expect(n).toBe(0);
  });
});

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
    expect(audit).toBeDefined();
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
