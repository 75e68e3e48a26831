import { z } from 'zod';
import { isoDate } from '../dates';

export const LEAVE_UNITS = ['days', 'hours'] as const;

export const LEAVE_UNIT_LABELS: Record<(typeof LEAVE_UNITS)[number], string> = { days: 'Giorni', hours: 'Ore' };

// A schema-wide `error` (e.g. on z.string) also words the checks without their own message: give each one.
const NAME_TOO_LONG = 'Il nome può contenere al massimo 80 caratteri';

/** Contract types of the personnel record (issue 7); allowances can differ by contract type and CCNL. */
export const CONTRACT_TYPES = [
  'tempo_indeterminato',
  'tempo_determinato',
  'apprendistato',
  'stage',
  'collaborazione',
  'partita_iva',
] as const;
export const ContractType = z.enum(CONTRACT_TYPES, { error: 'Tipo di contratto non valido' });
export const CONTRACT_TYPE_LABELS: Record<(typeof CONTRACT_TYPES)[number], string> = {
  tempo_indeterminato: 'Tempo indeterminato',
  tempo_determinato: 'Tempo determinato',
  apprendistato: 'Apprendistato',
  stage: 'Stage',
  collaborazione: 'Collaborazione',
  partita_iva: 'Partita IVA',
};

/** A yearly allowance; null contract type or CCNL means "any". The most specific matching rule applies. */
export const LeaveAllowance = z.object({
  contract_type: ContractType.nullable(),
  ccnl: z.string().trim().max(80, 'Il CCNL può contenere al massimo 80 caratteri').nullable(),
  amount: z.number().min(0, "L'importo non può essere negativo").max(10_000, "L'importo non può superare 10.000"),
});

export const CarryOverRule = z.object({
  allowed: z.boolean(),
  /** Most that moves to the next year; null = all of it. */
  max_amount: z.number().min(0, 'La quantità riportabile non può essere negativa').nullable(),
  /** Months after the end of the year within which carried-over leave must be used; null = no limit. */
  expires_after_months: z
    .number()
    .int('Indica un numero intero di mesi')
    .min(1, 'Indica almeno 1 mese')
    .max(60, 'Al massimo 60 mesi')
    .nullable(),
});

/** Upper-case letters and digits, at most 6 (what payroll software takes as a cause code); '' = none. */
export const PayrollCode = z
  .string({ error: 'Codice non valido' })
  .trim()
  .toUpperCase()
  .max(6, 'Il codice del foglio presenze può contenere al massimo 6 caratteri')
  .regex(/^[A-Z0-9]*$/, 'Il codice del foglio presenze può contenere solo lettere e cifre (es. FE, ROL, L104)');

const LeaveTypeFields = z.object({
  code: z
    .string({ error: 'Il codice è obbligatorio' })
    .trim()
    .min(2, 'Il codice deve contenere almeno 2 caratteri')
    .max(40, 'Il codice può contenere al massimo 40 caratteri')
    .regex(/^[a-z][a-z0-9_]*$/, 'Il codice può contenere solo lettere minuscole, numeri e trattini bassi'),
  name: z.string({ error: 'Il nome è obbligatorio' }).trim().min(1, 'Il nome è obbligatorio').max(80, NAME_TOO_LONG),
  unit: z.enum(LEAVE_UNITS, { error: 'Unità non valida' }),
  paid: z.boolean(),
  requires_approval: z.boolean(),
  /** Sick leave carries the INPS certificate protocol number. */
  requires_protocol: z.boolean(),
  /** No allowances means the type is not counted against a balance (e.g. sick leave). */
  allowances: z
    .array(LeaveAllowance)
    .max(50, 'Al massimo 50 regole')
    // Two rules for the same contract type and CCNL would make "the most specific rule" ambiguous.
    .superRefine((rules, ctx) => {
      const seen = new Set<string>();
      rules.forEach((rule, index) => {
        const key = `${rule.contract_type ?? '*'}|${(rule.ccnl ?? '').toLowerCase()}`;
        if (seen.has(key))
          ctx.addIssue({
            code: 'custom',
            message: 'Esiste già una regola per questo tipo di contratto e CCNL',
            path: [index, 'contract_type'],
          });
        seen.add(key);
      });
    }),
  carry_over: CarryOverRule,
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colore non valido (formato #RRGGBB)'),
  active: z.boolean(),
  /**
   * The absence code of the monthly attendance sheet for the payroll consultant (FE, ROL, EXF, MAL, L104, CONG…);
   * empty = the type does not appear on the sheet. Optional with no default, so an update that leaves it out keeps it.
   */
  payroll_code: PayrollCode.optional(),
});

export const LeaveTypeCreate = LeaveTypeFields;
export type LeaveTypeCreate = z.infer<typeof LeaveTypeCreate>;
export const LeaveTypeUpdate = LeaveTypeFields.omit({ code: true }).partial();
export type LeaveTypeUpdate = z.infer<typeof LeaveTypeUpdate>;
export const LeaveType = LeaveTypeFields.extend({ id: z.uuid(), updated_at: z.string(), payroll_code: z.string() });
export type LeaveType = z.infer<typeof LeaveType>;

const dayOfMonth = (month: number, day: number) => day <= new Date(Date.UTC(2024, month, 0)).getUTCDate();

const WorkLocationFields = z
  .object({
    name: z.string({ error: 'Il nome è obbligatorio' }).trim().min(1, 'Il nome è obbligatorio').max(80, NAME_TOO_LONG),
    city: z.string().trim().max(80, 'La città può contenere al massimo 80 caratteri'),
    patron_name: z.string().trim().max(80, 'Il nome del patrono può contenere al massimo 80 caratteri'),
    patron_month: z.number().int().min(1, 'Mese non valido').max(12, 'Mese non valido').nullable(),
    patron_day: z.number().int().min(1, 'Giorno non valido').max(31, 'Giorno non valido').nullable(),
  })
  .refine((l) => (l.patron_month === null) === (l.patron_day === null), {
    message: 'Indica sia il giorno sia il mese del patrono, oppure nessuno dei due',
    path: ['patron_day'],
  })
  .refine((l) => l.patron_month === null || l.patron_day === null || dayOfMonth(l.patron_month, l.patron_day), {
    message: 'Data del patrono non valida',
    path: ['patron_day'],
  });
export const WorkLocationInput = WorkLocationFields;
export type WorkLocationInput = z.infer<typeof WorkLocationInput>;
export const WorkLocation = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string(),
  patron_name: z.string(),
  patron_month: z.number().nullable(),
  patron_day: z.number().nullable(),
});
export type WorkLocation = z.infer<typeof WorkLocation>;

export const CompanyClosureInput = z
  .object({
    name: z.string({ error: 'Il nome è obbligatorio' }).trim().min(1, 'Il nome è obbligatorio').max(80, NAME_TOO_LONG),
    start_date: isoDate('Data di inizio non valida'),
    end_date: isoDate('Data di fine non valida'),
  })
  .refine((c) => c.end_date >= c.start_date, { message: 'La fine non può precedere l’inizio', path: ['end_date'] });
export type CompanyClosureInput = z.infer<typeof CompanyClosureInput>;
export const CompanyClosure = z.object({
  id: z.uuid(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
});
export type CompanyClosure = z.infer<typeof CompanyClosure>;

export const HolidayCalendarQuery = z.object({
  year: z.coerce.number().int().min(1900, 'Anno non valido').max(2199, 'Anno non valido'),
  location_id: z.uuid('Sede non valida').optional(),
});
export const HolidayEntry = z.object({
  date: z.string(),
  name: z.string(),
  kind: z.enum(['national', 'patron', 'closure']),
});
