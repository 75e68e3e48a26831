import { z } from 'zod';
import { isoDate } from '../dates';

// Personnel/HR (spec §1): the CCNL catalogue (contracts with their CNEL code) and its levels (inquadramenti).

/** CNEL archive codes: one letter (sector) and three digits, e.g. H011 (Commercio), C011 (Metalmeccanici). */
export const CNEL_CODE_PATTERN = /^[A-Z]\d{3}$/;

export const CcnlContractInput = z.object({
  cnel_code: z
    .string({ error: 'Il codice CNEL è obbligatorio' })
    .trim()
    .toUpperCase()
    .regex(CNEL_CODE_PATTERN, 'Il codice CNEL è una lettera seguita da 3 cifre (es. H011)'),
  name: z
    .string({ error: 'Il nome è obbligatorio' })
    .trim()
    .min(1, 'Il nome è obbligatorio')
    .max(160, 'Nome troppo lungo'),
  sector: z.string().trim().max(160, 'Settore troppo lungo').default(''),
  valid_from: isoDate().nullable().default(null),
  notes: z.string().trim().max(2000, 'Note troppo lunghe').default(''),
});
export type CcnlContractInput = z.infer<typeof CcnlContractInput>;
export type CcnlContractFormInput = z.input<typeof CcnlContractInput>;

export const CcnlLevelInput = z.object({
  code: z
    .string({ error: 'Il codice del livello è obbligatorio' })
    .trim()
    .min(1, 'Il codice del livello è obbligatorio')
    .max(20, 'Codice troppo lungo (max 20 caratteri)'),
  name: z
    .string({ error: 'Il nome è obbligatorio' })
    .trim()
    .min(1, 'Il nome è obbligatorio')
    .max(160, 'Nome troppo lungo'),
  description: z.string().trim().max(2000, 'Descrizione troppo lunga').default(''),
  minimum_monthly_pay: z
    .number({ error: 'La paga minima deve essere un numero' })
    .finite()
    .min(0, 'La paga minima non può essere negativa')
    .max(100_000, 'Paga minima troppo alta')
    .nullable()
    .default(null),
  sort_order: z.number().int().min(0).max(1000).default(0),
});
export type CcnlLevelInput = z.infer<typeof CcnlLevelInput>;
export type CcnlLevelFormInput = z.input<typeof CcnlLevelInput>;

/** Active employees at a level: names and job titles only, never pay data. */
export const CcnlLevelEmployee = z.object({ user_id: z.uuid(), name: z.string(), job_title: z.string() });
export type CcnlLevelEmployee = z.infer<typeof CcnlLevelEmployee>;

export const CcnlLevel = z.object({
  id: z.uuid(),
  contract_id: z.uuid(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  minimum_monthly_pay: z.number().nullable(),
  sort_order: z.number(),
  employees_count: z.number(),
  /** Who sits at the level: HR only; everyone else gets the count alone (docs/personnel.md, "Chi vede cosa"). */
  employees: z.array(CcnlLevelEmployee).optional(),
});
export type CcnlLevel = z.infer<typeof CcnlLevel>;

export const CcnlContract = z.object({
  id: z.uuid(),
  cnel_code: z.string(),
  name: z.string(),
  sector: z.string(),
  valid_from: z.string().nullable(),
  notes: z.string(),
  levels: z.array(CcnlLevel),
});
export type CcnlContract = z.infer<typeof CcnlContract>;

export const CcnlLevelParams = z.object({
  id: z.uuid('Identificativo non valido'),
  level_id: z.uuid('Livello non valido'),
});
