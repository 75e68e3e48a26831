import {
  EMPLOYEE_IMPORT_COLUMNS,
  EmployeeCreate,
  type EmployeeImportResult,
  type ImportRowError,
} from '@portale/shared';
import { sql } from 'drizzle-orm';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { type LinkContext, sendActivationLink } from '@/platform/auth/invitations';
import type { Db } from '@/platform/db/database';
import { parseCsv, toCsv } from '@/platform/export/csv';
import { badRequest, forbidden } from '@/platform/http/errors';
import {
  CONTRACT_BY_TEXT,
  type Column,
  FIELD_COLUMN,
  lookups,
  norm,
  parseDate,
  parseNumber,
  ROLE_BY_TEXT,
} from './import-values';
import { PRIVATE_FORBIDDEN } from './queries';
import { checkRecord, type RecordFields, weeklyHoursOf } from './validation';
import { insertEmployee, uniqueAsConflict } from './writes';

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

interface ParsedRow {
  row: number;
  input: EmployeeCreate;
  record: RecordFields;
  /** Username of a manager created by an earlier row of the same file. */
  managerFromFile: string | null;
}

/** Columns holding reserved data (employee_private): only HR (manage_users) may fill them. */
const PRIVATE_IMPORT_COLUMNS = ['codice_fiscale', 'iban', 'ral'];

/**
 * Validates every row (nothing is written while any row fails), then creates all of them and the audit row in
 * one transaction and sends the invitations after the commit. `dryRun` stops after the validation.
 */
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

  const created = await audited(
    db,
    actor,
    async (tx) => {
      const byUsername = new Map<string, string>();
      const out: { user: Awaited<ReturnType<typeof insertEmployee>>; row: ParsedRow }[] = [];
      for (const row of parsed) {
        const user = await insertEmployee(tx, row.input, row.record);
        byUsername.set(user.username.toLowerCase(), user.id);
        out.push({ user, row });
      }
      // Managers created by the same file: set once every row exists.
      for (const { user, row } of out) {
        if (row.managerFromFile) {
          await tx.execute(
            sql`update employees set manager_id = ${byUsername.get(row.managerFromFile)!} where user_id = ${user.id}`,
          );
        }
      }
      return out.map((o) => o.user);
    },
    (users) => ({
      action: 'personnel.employees_imported',
      targetType: 'employee',
      details: { count: users.length, usernames: users.map((u) => u.username) },
    }),
  ).catch((error: unknown) => {
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
  return { dry_run: false, rows: dataRows.length, errors: [], created: result };
}
