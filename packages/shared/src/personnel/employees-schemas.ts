// Personnel/HR (spec §1): employee API shapes.
import { z } from 'zod';
import { Email, Username } from '../auth/schemas';
import { isoDate } from '../dates';
import { ContractType } from '../leave-settings/schemas';
import { personName } from '../names';
import { PaginationQuery } from '../pagination';
import { Role } from '../roles';
import { PersonAccess } from './person-access-schemas';

const IsoDate = isoDate();
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}: al massimo ${max} caratteri`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

// ---- Italian identifiers --------------------------------------------------------------------------------------

// biome-ignore format: lookup table
const CF_ODD: Record<string, number> = {
  '0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18,
  N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};

const CF_PATTERN = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** The control character (16th) of an Italian codice fiscale from its first 15 characters. */
export function taxCodeCheckChar(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = first15[i]!;
    if (i % 2 === 0) sum += CF_ODD[c] ?? 0;
    else sum += /[0-9]/.test(c) ? Number(c) : c.charCodeAt(0) - 65;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** A well-formed codice fiscale (16 characters, pattern and control character); upper case expected. */
export function isValidTaxCode(code: string): boolean {
  return CF_PATTERN.test(code) && taxCodeCheckChar(code.slice(0, 15)) === code[15];
}

function mod97(digits: string): number {
  let rest = 0;
  for (const ch of digits) rest = (rest * 10 + Number(ch)) % 97;
  return rest;
}

function ibanDigits(iban: string): string {
  const moved = iban.slice(4) + iban.slice(0, 4);
  return [...moved].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join('');
}

/** An Italian IBAN: IT, 27 characters, check digits valid (ISO 13616 mod 97). */
export function isValidItalianIban(iban: string): boolean {
  return /^IT[0-9]{2}[A-Z][0-9]{10}[0-9A-Z]{12}$/.test(iban) && mod97(ibanDigits(iban)) === 1;
}

/** The two check digits of an IBAN given without them (e.g. 'IT' + '00' + BBAN). */
export function ibanCheckDigits(country: string, bban: string): string {
  const rest = mod97(ibanDigits(`${country}00${bban}`));
  return String(98 - rest).padStart(2, '0');
}

export const TaxCode = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase().replace(/\s+/g, ''))
  .refine((v) => v === '' || isValidTaxCode(v), 'Codice fiscale non valido')
  .transform((v) => (v === '' ? null : v));

export const Iban = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase().replace(/\s+/g, ''))
  .refine(
    (v) => v === '' || isValidItalianIban(v),
    'IBAN non valido (serve un IBAN italiano, IT…, con codice di controllo corretto)',
  )
  .transform((v) => (v === '' ? null : v));

// ---- Private data -------------------------------------------------------------------------------------------

export const EmployeePrivate = z.object({
  ral: z.number().nullable(),
  tax_code: z.string().nullable(),
  iban: z.string().nullable(),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  emergency_contact_name: z.string().nullable(),
  emergency_contact_relation: z.string().nullable(),
  emergency_contact_phone: z.string().nullable(),
});
export type EmployeePrivate = z.infer<typeof EmployeePrivate>;

/** What the employee may change of their own private data: address and emergency contact. */
export const EmployeePrivateSelfInput = z.object({
  address: optionalText(200, 'Indirizzo'),
  postal_code: z
    .string()
    .trim()
    .refine((v) => v === '' || /^[0-9]{5}$/.test(v), 'Il CAP deve avere 5 cifre')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  city: optionalText(100, 'Città'),
  province: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), 'La provincia è una sigla di 2 lettere (es. MI)')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  emergency_contact_name: optionalText(120, 'Contatto di emergenza'),
  emergency_contact_relation: optionalText(60, 'Relazione'),
  emergency_contact_phone: optionalText(40, 'Telefono di emergenza'),
});

export const EmployeePrivateInput = EmployeePrivateSelfInput.extend({
  ral: z
    .number({ error: 'RAL non valida' })
    .min(0, 'La RAL non può essere negativa')
    .max(10_000_000, 'RAL non valida')
    .nullable()
    .optional(),
  tax_code: TaxCode.nullable().optional(),
  iban: Iban.nullable().optional(),
});
export type EmployeePrivateInput = z.infer<typeof EmployeePrivateInput>;

// ---- Records --------------------------------------------------------------------------------------------------

export const EMPLOYEE_STATUSES = ['active', 'disabled'] as const;
export const EMPLOYEE_STATUS_LABELS: Record<string, string> = {
  active: 'Attivo',
  disabled: 'Disattivato',
  pending: 'In attesa di attivazione',
};

export const PersonRef = z.object({ id: z.uuid(), name: z.string(), job_title: z.string() });
export type PersonRef = z.infer<typeof PersonRef>;

/**
 * A row of the employee list. The contract fields (employee number, contract type, part-time, hire and
 * termination dates) are present only where the viewer may see that person's contract (`employeeAccessLevel` on
 * the server: HR, the person, their direct manager); for a colleague they are absent, not null.
 */
export const EmployeeListItem = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  status: z.string(),
  avatar_url: z.string().nullable(),
  employee_number: z.string().nullable().optional(),
  job_title: z.string(),
  department_id: z.uuid().nullable(),
  department_name: z.string().nullable(),
  manager_id: z.uuid().nullable(),
  manager_name: z.string().nullable(),
  work_location_id: z.uuid().nullable(),
  work_location_name: z.string().nullable(),
  contract_type: z.string().nullable().optional(),
  part_time_pct: z.number().optional(),
  hire_date: z.string().nullable().optional(),
  termination_date: z.string().nullable().optional(),
});
export type EmployeeListItem = z.infer<typeof EmployeeListItem>;

/** A person's page. Fields marked "contract" or "personal" are absent unless `access` allows them. */
export const EmployeeDetail = EmployeeListItem.extend({
  /** Contract. */
  contract_end_date: z.string().nullable().optional(),
  ccnl: z.string().nullable().optional(),
  ccnl_level_id: z.uuid().nullable().optional(),
  ccnl_level_code: z.string().nullable().optional(),
  ccnl_level_name: z.string().nullable().optional(),
  weekly_hours: z.number().optional(),
  /** Personal: HR and the employee only. */
  hourly_cost: z.number().nullable().optional(),
  work_phone: z.string().nullable(),
  /** Personal: the full date only for HR and the employee. */
  birth_date: z.string().nullable().optional(),
  /** Day and month, for colleagues only when shared. */
  birthday: z.object({ day: z.number(), month: z.number() }).nullable(),
  /** The person's preference: HR and the employee only. */
  share_birthday: z.boolean().optional(),
  bio: z.string(),
  /** From the top of the company down to the direct manager. */
  reporting_line: z.array(PersonRef),
  direct_reports: z.array(PersonRef),
  has_record: z.boolean(),
  is_self: z.boolean(),
  can_view_private: z.boolean(),
  can_edit: z.boolean(),
  can_edit_self: z.boolean(),
  access: PersonAccess,
});
export type EmployeeDetail = z.infer<typeof EmployeeDetail>;

export const EMPLOYEE_SORT_FIELDS = [
  'name',
  'employee_number',
  'job_title',
  'department',
  'hire_date',
  'contract_type',
  'status',
] as const;

export const EmployeeListQuery = PaginationQuery.extend({
  search: z.string().trim().max(100, 'Ricerca troppo lunga').optional(),
  department_id: z.uuid('Dipartimento non valido').optional(),
  contract_type: ContractType.optional(),
  status: z.enum(EMPLOYEE_STATUSES, { error: 'Stato non valido' }).optional(),
  manager_id: z.uuid('Responsabile non valido').optional(),
  work_location_id: z.uuid('Sede non valida').optional(),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${EMPLOYEE_SORT_FIELDS.join('|')})$`), 'Ordinamento non valido')
    .default('name'),
});
export type EmployeeListQuery = z.infer<typeof EmployeeListQuery>;

export const EmployeeExportQuery = EmployeeListQuery.omit({ page: true, per_page: true }).extend({
  format: z.enum(['csv', 'xlsx'], { error: 'Formato non valido' }).default('csv'),
});
export type EmployeeExportQuery = z.infer<typeof EmployeeExportQuery>;

/** Fields of the record the employee may edit themselves. */
export const EmployeeSelfFields = z.object({
  work_phone: optionalText(40, 'Telefono di lavoro'),
  birth_date: IsoDate.nullable().optional(),
  share_birthday: z.boolean().optional(),
  bio: z.string().trim().max(2000, 'La presentazione può contenere al massimo 2000 caratteri').optional(),
});

const EmployeeRecordFields = EmployeeSelfFields.extend({
  employee_number: optionalText(30, 'Matricola'),
  job_title: z.string().trim().max(120, 'La mansione può contenere al massimo 120 caratteri').optional(),
  department_id: z.uuid('Dipartimento non valido').nullable().optional(),
  manager_id: z.uuid('Responsabile non valido').nullable().optional(),
  work_location_id: z.uuid('Sede non valida').nullable().optional(),
  contract_type: ContractType.nullable().optional(),
  contract_end_date: IsoDate.nullable().optional(),
  part_time_pct: z
    .number({ error: 'Percentuale part-time non valida' })
    .int('La percentuale part-time è un numero intero')
    .min(1, 'La percentuale part-time va da 1 a 100')
    .max(100, 'La percentuale part-time va da 1 a 100')
    .optional(),
  weekly_hours: z
    .number({ error: 'Ore settimanali non valide' })
    .min(0, 'Ore settimanali non valide')
    .max(60, 'Al massimo 60 ore settimanali')
    .optional(),
  ccnl_level_id: z.uuid('Livello CCNL non valido').nullable().optional(),
  hourly_cost: z
    .number({ error: 'Costo orario non valido' })
    .min(0, 'Costo orario non valido')
    .max(10_000, 'Costo orario non valido (al massimo 10.000 €)')
    .nullable()
    .optional(),
  hire_date: IsoDate.nullable().optional(),
});

export const EmployeeCreate = EmployeeRecordFields.extend({
  first_name: personName('Il nome'),
  last_name: personName('Il cognome'),
  username: Username,
  email: Email,
  // A client account is no employee: its record would be hidden everywhere (admin users page creates clients).
  role: Role.default('employee').refine(
    (role) => role !== 'client',
    'Un cliente non è un dipendente: crea il suo account da Amministrazione › Utenti',
  ),
  private: EmployeePrivateInput.optional(),
});
export type EmployeeCreate = z.infer<typeof EmployeeCreate>;

/** HR edits everything; the employee only EmployeeSelfFields and address/emergency contact (the server checks). */
export const EmployeeUpdate = EmployeeRecordFields.extend({
  first_name: personName('Il nome').optional(),
  last_name: personName('Il cognome').optional(),
  email: Email.optional(),
  private: EmployeePrivateInput.optional(),
});
export type EmployeeUpdate = z.infer<typeof EmployeeUpdate>;

export const EmployeeDeactivate = z.object({
  termination_date: IsoDate.optional(),
});
export type EmployeeDeactivate = z.infer<typeof EmployeeDeactivate>;

export const EmployeeCreated = z.object({
  employee: EmployeeDetail,
  link: z.string().nullable(),
  email_sent: z.boolean(),
  /** Until when the activation link works (when one was issued). */
  expires_at: z.string().optional(),
});
export type EmployeeCreated = z.infer<typeof EmployeeCreated>;

/**
 * A reactivated employee. Someone who never signed in (e.g. deactivated before accepting the invitation) has no
 * password of their own: they go back to pending with a new activation link (`invited`), e-mailed or shown once.
 */
export const EmployeeReactivated = EmployeeCreated.extend({ invited: z.boolean() });
export type EmployeeReactivated = z.infer<typeof EmployeeReactivated>;

/** Choices for the forms and filters. */
export const EmployeeOptions = z.object({
  departments: z.array(z.object({ id: z.uuid(), name: z.string() })),
  managers: z.array(z.object({ id: z.uuid(), name: z.string() })),
  work_locations: z.array(z.object({ id: z.uuid(), name: z.string() })),
  ccnl_levels: z.array(z.object({ id: z.uuid(), contract: z.string(), code: z.string(), name: z.string() })),
});
export type EmployeeOptions = z.infer<typeof EmployeeOptions>;

// ---- CSV import ----------------------------------------------------------------------------------------------

/** Italian headers of the import file, in the template's order; the first five are required. */
export const EMPLOYEE_IMPORT_COLUMNS = [
  'nome',
  'cognome',
  'username',
  'email',
  'ruolo',
  'matricola',
  'mansione',
  'dipartimento',
  'responsabile',
  'sede',
  'tipo_contratto',
  'data_fine_contratto',
  'part_time',
  'ccnl',
  'livello',
  'data_assunzione',
  'telefono_lavoro',
  'data_nascita',
  'codice_fiscale',
  'iban',
  'ral',
] as const;

export const EmployeeImportInput = z.object({
  csv: z.string().min(1, 'Il file è vuoto').max(2_000_000, 'File troppo grande (al massimo 2 MB)'),
  dry_run: z.boolean().default(false),
});
export type EmployeeImportInput = z.infer<typeof EmployeeImportInput>;

export const ImportRowError = z.object({ row: z.number(), column: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof ImportRowError>;

export const EmployeeImportResult = z.object({
  dry_run: z.boolean(),
  rows: z.number(),
  errors: z.array(ImportRowError),
  created: z.array(z.object({ id: z.uuid(), name: z.string(), username: z.string(), email_sent: z.boolean() })),
});
export type EmployeeImportResult = z.infer<typeof EmployeeImportResult>;

// ---- Widgets ----------------------------------------------------------------------------------------------------

export const BirthdayItem = z.object({
  id: z.uuid(),
  name: z.string(),
  job_title: z.string(),
  day: z.number(),
  month: z.number(),
  avatar_url: z.string().nullable(),
});
export type BirthdayItem = z.infer<typeof BirthdayItem>;

export const NewColleague = z.object({
  id: z.uuid(),
  name: z.string(),
  job_title: z.string(),
  department_name: z.string().nullable(),
  hire_date: z.string(),
  avatar_url: z.string().nullable(),
});
export type NewColleague = z.infer<typeof NewColleague>;
