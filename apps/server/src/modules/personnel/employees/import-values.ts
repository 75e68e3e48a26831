import {
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPES,
  type EMPLOYEE_IMPORT_COLUMNS,
  ROLE_LABELS,
  ROLES,
} from '@portale/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '@/platform/db/database';

// The cells of the employees' import file: Italian dates and numbers, and the names its rows point to.

export type Column = (typeof EMPLOYEE_IMPORT_COLUMNS)[number];

/** AAAA-MM-GG or GG/MM/AAAA (GG-MM-AAAA, GG.MM.AAAA) to ISO; undefined when empty, null when invalid. */
export function parseDate(value: string): string | null | undefined {
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

export function parseNumber(value: string): number | null | undefined {
  const v = value
    .trim()
    .replace(/\s/g, '')
    .replace(/\.(?=\d{3}(\D|$))/g, '')
    .replace(',', '.');
  if (!v) return undefined;
  const n = Number(v.replace('%', ''));
  return Number.isFinite(n) ? n : null;
}

export const FIELD_COLUMN: Record<string, Column> = {
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

export const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[\s-]+/g, '_');

export interface Lookups {
  departments: Map<string, string>;
  locations: Map<string, string>;
  users: Map<string, string>;
  levels: Map<string, string>;
  /** lower(username) and lower(email) already taken. */
  taken: Set<string>;
}

export async function lookups(db: Db): Promise<Lookups> {
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

export const CONTRACT_BY_TEXT = new Map<string, string>([
  ...CONTRACT_TYPES.map((c) => [c, c] as const),
  ...Object.entries(CONTRACT_TYPE_LABELS).map(([k, v]) => [norm(v), k] as const),
]);
export const ROLE_BY_TEXT = new Map<string, string>([
  ...ROLES.map((r) => [r, r] as const),
  ...Object.entries(ROLE_LABELS).map(([k, v]) => [norm(v), k] as const),
]);
