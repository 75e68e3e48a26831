import {
  type Contract,
  ContractCreate,
  type ContractUpdate,
  draftKeyOf,
  type FeePeriod,
  formatNumber,
  SALES_CONTRACT_TYPES,
  type SalesContractType,
} from '@portale/shared';
import { z } from 'zod';
import { pickLike } from '@/platform/drafts/restore';

// The contract form's values (text in the inputs) and the bodies they stand for, checked with the shared schema.
// Field names are the body's (`value_cents` holds the euros typed), so the schema's and the server's field errors
// land on their inputs without a mapping.

export type MilestoneMode = 'amount' | 'percent';

export type MilestoneRow = {
  /** The stored milestone's id; '' for a new one. */
  id: string;
  description: string;
  due_date: string;
  mode: MilestoneMode;
  /** Euros, as typed ("1.250,50"). */
  amount_cents: string;
  percent: string;
  /** The pre-invoice (its number) already billing it: the row is shown, not editable. '' for none. */
  locked: string;
};

export type ContractFormValues = {
  client_id: string;
  /** Shown in the picker and the draft's title; not sent. */
  client_name: string;
  proposal_id: string;
  title: string;
  type: SalesContractType;
  value_cents: string;
  fee_period: FeePeriod | '';
  start_date: string;
  end_date: string;
  auto_renew: boolean;
  renewal_months: string;
  notice_days: string;
  owner_id: string;
  notes: string;
  milestones: MilestoneRow[];
};

/** The inputs, in the order the server's field errors are matched to them (the milestones' are added per row). */
export const CONTRACT_FIELDS = [
  'client_id',
  'proposal_id',
  'title',
  'type',
  'value_cents',
  'fee_period',
  'start_date',
  'end_date',
  'renewal_months',
  'notice_days',
  'owner_id',
  'notes',
  'milestones',
] as const;
export type ContractField = (typeof CONTRACT_FIELDS)[number];

export const milestoneFields = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    (['description', 'due_date', 'amount_cents', 'percent'] as const).map((key) => `milestones.${i}.${key}` as const),
  ).flat();

/**
 * Euros typed the Italian way as cents: "12.500" and "12.500,50" (dots group thousands), "12500.5" (a decimal
 * point). '' is null; anything else, or more than two decimals, NaN (the schema then says so on the field).
 */
export function eurosToCents(text: string): number | null {
  const trimmed = text.trim().replace(/\s|€/g, '');
  if (trimmed === '') return null;
  const normalised = trimmed.includes(',')
    ? trimmed.replace(/\./g, '').replace(',', '.')
    : /^\d{1,3}(\.\d{3})+$/.test(trimmed)
      ? trimmed.replace(/\./g, '')
      : trimmed;
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return Number.NaN;
  return Math.round(Number(normalised) * 100);
}

/** Cents as the input shows them: "12.500" or "12.500,50". */
export const centsToText = (cents: number | null | undefined) =>
  cents == null ? '' : formatNumber(cents / 100, 2, cents % 100 === 0 ? 0 : 2);

function decimalOf(text: string): number | null {
  const trimmed = text.trim().replace('%', '').replace(',', '.');
  if (trimmed === '') return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function integerOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The body the form's values stand for; without money rights no value nor milestones are sent. */
export function bodyOf(values: ContractFormValues, money: boolean) {
  return {
    client_id: values.client_id,
    proposal_id: values.proposal_id || null,
    title: values.title,
    type: values.type,
    value_cents: money ? eurosToCents(values.value_cents) : null,
    fee_period: values.type === 'canone' ? values.fee_period || null : null,
    start_date: values.start_date,
    end_date: values.end_date || null,
    auto_renew: values.auto_renew,
    renewal_months: values.auto_renew ? integerOf(values.renewal_months) : null,
    notice_days: values.auto_renew ? integerOf(values.notice_days) : null,
    notes: values.notes,
    owner_id: values.owner_id || null,
    milestones: money
      ? values.milestones.map((row) => ({
          ...(row.id ? { id: row.id } : {}),
          description: row.description,
          due_date: row.due_date,
          amount_cents: row.mode === 'amount' ? eurosToCents(row.amount_cents) : null,
          percent: row.mode === 'percent' ? decimalOf(row.percent) : null,
        }))
      : [],
  };
}

/** The shared create schema fed from the form's text values: the browser checks what the server will. */
export const contractFormSchema = (money: boolean) =>
  z.preprocess((values: ContractFormValues) => bodyOf(values, money), ContractCreate);

export const newMilestone = (due_date = ''): MilestoneRow => ({
  id: '',
  description: '',
  due_date,
  mode: 'percent',
  amount_cents: '',
  percent: '',
  locked: '',
});

/** The form's values for a contract, or a new one owned by the signed-in user and starting today. */
export function valuesOf(contract: Contract | null, userId: string | undefined, today: string): ContractFormValues {
  if (!contract)
    return {
      client_id: '',
      client_name: '',
      proposal_id: '',
      title: '',
      type: 'a_corpo',
      value_cents: '',
      fee_period: '',
      start_date: today,
      end_date: '',
      auto_renew: false,
      renewal_months: '12',
      notice_days: '30',
      owner_id: userId ?? '',
      notes: '',
      milestones: [],
    };
  return {
    client_id: contract.client.id,
    client_name: contract.client.name,
    proposal_id: contract.proposal?.id ?? '',
    title: contract.title,
    type: contract.type,
    value_cents: centsToText(contract.value_cents),
    fee_period: contract.fee_period ?? '',
    start_date: contract.start_date,
    end_date: contract.end_date ?? '',
    auto_renew: contract.auto_renew,
    renewal_months: contract.renewal_months === null ? '12' : String(contract.renewal_months),
    notice_days: contract.notice_days === null ? (contract.auto_renew ? '' : '30') : String(contract.notice_days),
    owner_id: contract.owner?.id ?? '',
    notes: contract.notes,
    milestones: contract.milestones.map((m) => ({
      id: m.id,
      description: m.description,
      due_date: m.due_date,
      mode: m.percent === null ? 'amount' : 'percent',
      amount_cents: centsToText(m.amount_cents),
      percent: m.percent === null ? '' : formatNumber(m.percent, 2),
      locked: m.pre_invoice?.number ?? '',
    })),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The PATCH body of an edit: the fields whose checked value differs from the stored contract's, with the version
 * the form was loaded with (a newer stored one answers 409). Null when nothing changed. Without money rights the
 * value and the milestones are never sent.
 */
export function patchOf(saved: ContractCreate, contract: Contract, money: boolean): ContractUpdate | null {
  const stored = contractFormSchema(money).safeParse(valuesOf(contract, undefined, contract.start_date));
  const before: Partial<ContractCreate> = stored.success ? stored.data : {};
  const patch: Record<string, unknown> = {};
  const { proposal_id: _proposal, ...fields } = saved;
  for (const [key, value] of Object.entries(fields) as [keyof ContractCreate, unknown][]) {
    if (!money && (key === 'value_cents' || key === 'milestones')) continue;
    if (!same(value, before[key])) patch[key] = value;
  }
  if (Object.keys(patch).length === 0) return null;
  return { ...patch, version: contract.version } as ContractUpdate;
}

/** The user's draft of a new contract (of a proposal) or of an edit (issue 15). */
export const contractDraftKey = (contractId: string | undefined, proposalId?: string) =>
  draftKeyOf('sales', 'contract', contractId ?? (proposalId ? `proposal-${proposalId}` : 'new'));

function milestoneFromDraft(value: unknown): MilestoneRow | null {
  const row = pickLike(newMilestone(), value);
  if (!row || (row.mode !== 'amount' && row.mode !== 'percent')) return null;
  return row;
}

/** The stored draft laid over the form's defaults, or null when it is not a contract form's. */
export function contractFromDraft(payload: unknown, defaults: ContractFormValues): ContractFormValues | null {
  const values = pickLike(defaults, payload);
  if (!values || !(SALES_CONTRACT_TYPES as readonly string[]).includes(values.type)) return null;
  const milestones = Array.isArray(values.milestones) ? values.milestones.map(milestoneFromDraft) : [];
  if (milestones.some((m) => m === null)) return null;
  return { ...values, milestones: milestones as MilestoneRow[] };
}
