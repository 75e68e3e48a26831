import {
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPES,
  EMPLOYEE_IMPORT_COLUMNS,
  EMPLOYEE_STATUS_LABELS,
  EmployeeCreate,
  type EmployeeExportQuery,
  type EmployeeImportResult,
  type ImportRowError,
  ROLE_LABELS,
  ROLES,
} from '@portale/shared';
import { sql } from 'drizzle-orm';
import { audit } from '@/platform/audit/audit';
import type { Actor } from '@/platform/auth/actor';
import { type LinkContext, sendActivationLink } from '@/platform/auth/invitations';
import { type Db, selectRows } from '@/platform/db/database';
import { toCsv } from '@/platform/export/csv';
import { buildXlsx, type XlsxColumn } from '@/platform/export/xlsx';
import { badRequest, forbidden } from '@/platform/http/errors';
import { allEmployees, insertEmployee, PRIVATE_FORBIDDEN, uniqueAsConflict } from './service';
import { checkRecord, type RecordFields, weeklyHoursOf } from './validation';

type Column = (typeof EMPLOYEE_IMPORT_COLUMNS)[number];

/** The header of the downloadable template, with one example row. */
export function importTemplate(): string {
  return toCsv(EMPLOYEE_IMPORT_COLUMNS, [
    [
      'Chiara',
      'Romano',
      'chiara.romano',
      'chiara.romano@example.it',
      'employee',
      'M0100',
      'Analista funzionale',
      'Delivery',
      'manager',
      '',
      'tempo_determinato',
      '31/12/2027',
      80,
      'Commercio e Terziario',
      'III',
      '01/12/2026',
      '+39 02 1234567',
      '15/03/1992',
      '',
      '',
      '',
    ],
  ]);
}

/** RFC 4180-ish CSV: quotes, doubled quotes, CR/LF; the separator is ';' or ',' (whichever the header uses). */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const separator = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((v) => v.trim() !== ''));
}

/** AAAA-MM-GG or GG/MM/AAAA (GG-MM-AAAA, GG.MM.AAAA) to ISO; undefined when empty, null when invalid. */
function parseDate(value: string): string | null | undefined {
  const v = value.trim();
  if (!v) return undefined;
  let iso: string | null = null;
  const it = v.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/);
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) iso = v;
  else if (it) iso = `${it[3]}-${it[2]!.padStart(2, '0')}-${it[1]!.padStart(2, '0')}`;
  if (!iso) return null;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

function parseNumber(value: string): number | null | undefined {
  const v = value
    .trim()
    .replace(/\s/g, '')
    .replace(/\.(?=\d{3}(\D|$))/g, '')
    .replace(',', '.');
  if (!v) return undefined;
  const n = Number(v.replace('%', ''));
  return Number.isFinite(n) ? n : null;
}

const FIELD_COLUMN: Record<string, Column> = {
  first_name: 'nome',
  last_name: 'cognome',
  username: 'username',
  email: 'email',
  role: 'ruolo',
  employee_number: 'matricola',
  job_title: 'mansione',
  department_id: 'dipartimento',
  manager_id: 'responsabile',
  work_location_id: 'sede',
  contract_type: 'tipo_contratto',
  contract_end_date: 'data_fine_contratto',
  part_time_pct: 'part_time',
  ccnl_level_id: 'livello',
  hire_date: 'data_assunzione',
  work_phone: 'telefono_lavoro',
  birth_date: 'data_nascita',
  tax_code: 'codice_fiscale',
  iban: 'iban',
  ral: 'ral',
};

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[\s-]+/g, '_');

interface Lookups {
  departments: Map<string, string>;
  locations: Map<string, string>;
  users: Map<string, string>;
  levels: Map<string, string>;
  /** lower(username) and lower(email) already taken. */
  taken: Set<string>;
}

async function lookups(db: Db): Promise<Lookups> {
  const [departments, locations, people, levels] = await Promise.all([
    selectRows<{ id: string; name: string; code: string | null }>(db, sql`select id, name, code from departments`),
    selectRows<{ id: string; name: string }>(db, sql`select id, name from work_locations`),
    selectRows<{ id: string; username: string; email: string; status: string }>(
      db,
      sql`select id, username, email, status from users`,
    ),
    selectRows<{ id: string; contract: string; code: string }>(
      db,
      sql`select l.id, c.name as contract, l.code from ccnl_levels l join ccnl_contracts c on c.id = l.contract_id`,
    ),
  ]);
  const departmentsMap = new Map<string, string>();
  for (const d of departments) {
    departmentsMap.set(d.name.toLowerCase(), d.id);
    if (d.code) departmentsMap.set(d.code.toLowerCase(), d.id);
  }
  const usersMap = new Map<string, string>();
  const taken = new Set<string>();
  for (const p of people) {
    taken.add(p.username.toLowerCase());
    taken.add(p.email.toLowerCase());
    if (p.status === 'disabled') continue;
    usersMap.set(p.username.toLowerCase(), p.id);
    usersMap.set(p.email.toLowerCase(), p.id);
  }
  return {
    departments: departmentsMap,
    locations: new Map(locations.map((l) => [l.name.toLowerCase(), l.id])),
    users: usersMap,
    levels: new Map(levels.map((l) => [`${l.contract.toLowerCase()}|${l.code.toLowerCase()}`, l.id])),
    taken,
  };
}

const CONTRACT_BY_TEXT = new Map<string, string>([
  ...CONTRACT_TYPES.map((c) => [c, c] as const),
  ...Object.entries(CONTRACT_TYPE_LABELS).map(([k, v]) => [norm(v), k] as const),
]);
const ROLE_BY_TEXT = new Map<string, string>([
  ...ROLES.map((r) => [r, r] as const),
  ...Object.entries(ROLE_LABELS).map(([k, v]) => [norm(v), k] as const),
]);

interface ParsedRow {
  row: number;
  input: EmployeeCreate;
  record: RecordFields;
  /** Username of a manager created by an earlier row of the same file. */
  managerFromFile: string | null;
}

/**
 * Validates every row (nothing is written while any row fails), then creates all of them in one transaction
 * and sends the invitations after the commit. `dryRun` stops after the validation.
 */
/** Columns holding reserved data (employee_private): only HR (manage_users) may fill them. */
const PRIVATE_IMPORT_COLUMNS = ['codice_fiscale', 'iban', 'ral'];

export async function importEmployees(
  db: Db,
  actor: Actor,
  csv: string,
  dryRun: boolean,
  context: LinkContext,
): Promise<EmployeeImportResult> {
  const table = parseCsv(csv);
  const header = (table[0] ?? []).map(norm);
  const missing = (['nome', 'cognome', 'username', 'email'] as const).filter((c) => !header.includes(c));
  if (missing.length > 0) {
    throw badRequest(
      `Intestazione non valida: mancano le colonne ${missing.join(', ')} (scarica il modello per il formato)`,
    );
  }
  const unknown = header.filter((h) => h && !(EMPLOYEE_IMPORT_COLUMNS as readonly string[]).includes(h));
  if (unknown.length > 0) throw badRequest(`Colonne sconosciute: ${unknown.join(', ')}`);
  const dataRows = table.slice(1);
  if (dataRows.length === 0) throw badRequest('Il file non contiene righe di dati');
  if (dataRows.length > 1000) throw badRequest('Al massimo 1000 righe per importazione');
  const privateColumns = PRIVATE_IMPORT_COLUMNS.map((c) => header.indexOf(c)).filter((i) => i >= 0);
  const writesPrivate = dataRows.some((r) => privateColumns.some((i) => (r[i] ?? '').trim() !== ''));
  if (writesPrivate && !actor.permissions.has('manage_users')) throw forbidden(PRIVATE_FORBIDDEN);

  const known = await lookups(db);
  const errors: ImportRowError[] = [];
  const parsed: ParsedRow[] = [];
  const seenInFile = new Map<string, number>();
  const numbersInFile = new Map<string, number>();
  const fileUsernames = new Set(
    dataRows.map((cells) => (cells[header.indexOf('username')] ?? '').trim().toLowerCase()).filter(Boolean),
  );

  for (const [index, cells] of dataRows.entries()) {
    const row = index + 2; // the header is row 1
    const before = errors.length;
    const fail = (column: string, message: string) => errors.push({ row, column, message });
    const get = (column: Column) => (header.includes(column) ? (cells[header.indexOf(column)] ?? '').trim() : '');

    const raw: Record<string, unknown> = {
      first_name: get('nome'),
      last_name: get('cognome'),
      username: get('username'),
      email: get('email'),
      job_title: get('mansione') || undefined,
      employee_number: get('matricola') || undefined,
      work_phone: get('telefono_lavoro') || undefined,
    };
    const role = get('ruolo');
    if (role) {
      const r = ROLE_BY_TEXT.get(norm(role));
      if (r) raw.role = r;
      else fail('ruolo', `Ruolo sconosciuto: ${role}`);
    }
    const contract = get('tipo_contratto');
    if (contract) {
      const c = CONTRACT_BY_TEXT.get(norm(contract));
      if (c) raw.contract_type = c;
      else fail('tipo_contratto', `Tipo di contratto sconosciuto: ${contract}`);
    }
    for (const [column, field] of [
      ['data_fine_contratto', 'contract_end_date'],
      ['data_assunzione', 'hire_date'],
      ['data_nascita', 'birth_date'],
    ] as const) {
      const value = get(column);
      const date = parseDate(value);
      if (date === null) fail(column, `Data non valida: ${value} (usa GG/MM/AAAA o AAAA-MM-GG)`);
      else if (date) raw[field] = date;
    }
    const partTime = get('part_time');
    const pct = parseNumber(partTime);
    if (pct === null) fail('part_time', `Percentuale part-time non valida: ${partTime}`);
    else if (pct !== undefined) raw.part_time_pct = pct;
    const department = get('dipartimento');
    if (department) {
      const id = known.departments.get(department.toLowerCase());
      if (id) raw.department_id = id;
      else fail('dipartimento', `Dipartimento sconosciuto: ${department}`);
    }
    const location = get('sede');
    if (location) {
      const id = known.locations.get(location.toLowerCase());
      if (id) raw.work_location_id = id;
      else fail('sede', `Sede sconosciuta: ${location}`);
    }
    let managerFromFile: string | null = null;
    const manager = get('responsabile').toLowerCase();
    if (manager) {
      const id = known.users.get(manager);
      if (id) raw.manager_id = id;
      else if (manager === raw.username?.toString().toLowerCase()) {
        fail('responsabile', 'Una persona non può essere responsabile di sé stessa');
      } else if (fileUsernames.has(manager)) managerFromFile = manager;
      else fail('responsabile', `Responsabile sconosciuto: ${get('responsabile')} (indica nome utente o e-mail)`);
    }
    const level = get('livello');
    const ccnl = get('ccnl');
    if (level || ccnl) {
      if (!level || !ccnl) fail(level ? 'ccnl' : 'livello', 'Indica sia il CCNL sia il livello');
      else {
        const id = known.levels.get(`${ccnl.toLowerCase()}|${level.toLowerCase()}`);
        if (id) raw.ccnl_level_id = id;
        else fail('livello', `Livello ${level} inesistente nel CCNL ${ccnl}`);
      }
    }
    const privateRaw: Record<string, unknown> = {};
    if (get('codice_fiscale')) privateRaw.tax_code = get('codice_fiscale');
    if (get('iban')) privateRaw.iban = get('iban');
    const ral = get('ral');
    const ralValue = parseNumber(ral);
    if (ralValue === null) fail('ral', `RAL non valida: ${ral}`);
    else if (ralValue !== undefined) privateRaw.ral = ralValue;
    if (Object.keys(privateRaw).length > 0) raw.private = privateRaw;

    for (const [key, column, label] of [
      [String(raw.username).toLowerCase(), 'username', 'Nome utente'],
      [String(raw.email).toLowerCase(), 'email', 'E-mail'],
    ] as const) {
      if (!key) continue;
      const earlier = seenInFile.get(`${column}:${key}`);
      if (earlier) fail(column, `${label} duplicato nel file (già alla riga ${earlier})`);
      else if (known.taken.has(key)) fail(column, `${label} già in uso nel portale`);
      else seenInFile.set(`${column}:${key}`, row);
    }
    const result = EmployeeCreate.safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[issue.path.length - 1] ?? '');
        fail(FIELD_COLUMN[field] ?? field, issue.message);
      }
      continue;
    }
    const input = result.data;
    if (input.employee_number) {
      const earlier = numbersInFile.get(input.employee_number);
      if (earlier) fail('matricola', `Matricola duplicata nel file (già alla riga ${earlier})`);
      numbersInFile.set(input.employee_number, row);
    }
    const { first_name: _f, last_name: _l, username: _u, email: _e, role: _r, private: _p, ...recordInput } = input;
    const record: RecordFields = {
      employee_number: recordInput.employee_number ?? null,
      job_title: recordInput.job_title ?? '',
      department_id: recordInput.department_id ?? null,
      manager_id: recordInput.manager_id ?? null,
      work_location_id: recordInput.work_location_id ?? null,
      contract_type: recordInput.contract_type ?? null,
      contract_end_date: recordInput.contract_end_date ?? null,
      part_time_pct: recordInput.part_time_pct ?? 100,
      weekly_hours: weeklyHoursOf(recordInput.part_time_pct ?? 100),
      ccnl_level_id: recordInput.ccnl_level_id ?? null,
      ccnl: null,
      hourly_cost: null,
      hire_date: recordInput.hire_date ?? null,
      work_phone: recordInput.work_phone ?? null,
      birth_date: recordInput.birth_date ?? null,
      share_birthday: false,
      bio: '',
    };
    const recordErrors = await checkRecord(db, null, record);
    for (const [field, messages] of Object.entries(recordErrors)) {
      for (const message of messages) fail(FIELD_COLUMN[field] ?? field, message);
    }
    if (errors.length === before) parsed.push({ row, input, record, managerFromFile });
  }

  // Managers created by the same file must not form a reporting cycle (A under B, B under A).
  const managerOf = new Map(parsed.map((p) => [p.input.username.toLowerCase(), p.managerFromFile]));
  for (const p of parsed) {
    const start = p.input.username.toLowerCase();
    const seen = new Set<string>([start]);
    for (let next = p.managerFromFile; next; next = managerOf.get(next) ?? null) {
      if (next === start) {
        errors.push({
          row: p.row,
          column: 'responsabile',
          message: 'Linea di riporto circolare: il responsabile indicato riporta già a questa persona',
        });
      }
      if (seen.has(next)) break;
      seen.add(next);
    }
  }

  if (errors.length > 0 || dryRun) {
    return { dry_run: dryRun, rows: dataRows.length, errors, created: [] };
  }

  const created = await db
    .transaction(async (tx) => {
      const t = tx as unknown as Db;
      const byUsername = new Map<string, string>();
      const out: { user: Awaited<ReturnType<typeof insertEmployee>>; row: ParsedRow }[] = [];
      for (const row of parsed) {
        const user = await insertEmployee(t, row.input, row.record);
        byUsername.set(user.username.toLowerCase(), user.id);
        out.push({ user, row });
      }
      // Managers created by the same file: set once every row exists.
      for (const { user, row } of out) {
        if (row.managerFromFile) {
          await t.execute(
            sql`update employees set manager_id = ${byUsername.get(row.managerFromFile)!} where user_id = ${user.id}`,
          );
        }
      }
      return out.map((o) => o.user);
    })
    .catch((error: unknown) => {
      throw uniqueAsConflict(error);
    });

  const result: EmployeeImportResult['created'] = [];
  for (const user of created) {
    const link = await sendActivationLink(db, user, context);
    result.push({
      id: user.id,
      name: `${user.first_name} ${user.last_name}`,
      username: user.username,
      email_sent: link.email_sent,
    });
  }
  await audit(db, actor, {
    action: 'personnel.employees_imported',
    targetType: 'employee',
    details: { count: created.length, usernames: created.map((u) => u.username) },
    ip: context.ip,
  });
  return { dry_run: false, rows: dataRows.length, errors: [], created: result };
}

export interface ExportFile {
  filename: string;
  contentType: string;
  body: string | Buffer;
}

/** The filtered list without sensitive fields, as CSV or XLSX. */
export async function exportEmployees(db: Db, query: EmployeeExportQuery): Promise<ExportFile> {
  const { format, ...filters } = query;
  const rows = await allEmployees(db, filters);
  const columns: XlsxColumn[] = [
    { header: 'Matricola', width: 12 },
    { header: 'Cognome', width: 18 },
    { header: 'Nome', width: 16 },
    { header: 'Nome utente', width: 18 },
    { header: 'E-mail', width: 30 },
    { header: 'Mansione', width: 26 },
    { header: 'Dipartimento', width: 20 },
    { header: 'Responsabile', width: 24 },
    { header: 'Sede', width: 16 },
    { header: 'Tipo contratto', width: 20 },
    { header: 'Part-time %', kind: 'integer', width: 12 },
    { header: 'CCNL', width: 24 },
    { header: 'Livello', width: 10 },
    { header: 'Data assunzione', kind: 'date', width: 14 },
    { header: 'Data cessazione', kind: 'date', width: 14 },
    { header: 'Telefono lavoro', width: 18 },
    { header: 'Stato', width: 14 },
  ];
  const values = rows.map((r) => [
    r.employee_number,
    r.last_name,
    r.first_name,
    r.username,
    r.email,
    r.job_title,
    r.department_name,
    r.manager_name,
    r.work_location_name,
    r.contract_type
      ? (CONTRACT_TYPE_LABELS[r.contract_type as keyof typeof CONTRACT_TYPE_LABELS] ?? r.contract_type)
      : null,
    r.part_time_pct,
    r.ccnl,
    r.ccnl_level_code,
    r.hire_date,
    r.termination_date,
    r.work_phone,
    EMPLOYEE_STATUS_LABELS[r.status] ?? r.status,
  ]);
  const stamp = new Date().toISOString().slice(0, 10);
  if (format === 'xlsx') {
    return {
      filename: `dipendenti-${stamp}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body: buildXlsx('Dipendenti', columns, values),
    };
  }
  return {
    filename: `dipendenti-${stamp}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: toCsv(
      columns.map((c) => c.header),
      values,
    ),
  };
}
