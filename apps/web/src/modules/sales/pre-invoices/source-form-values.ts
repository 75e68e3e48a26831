import { type NaturaCode, PreInvoiceFromHours, PreInvoiceFromMilestones, todayInRome } from '@portale/shared';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { sharedSchemaResolver } from '@/platform/form-errors';
import { parseDecimal } from '../invoice-lines/line-values';

// The forms that make a pre-invoice from a contract's milestones or a project's approved hours: what is typed, and
// the bodies of `from-milestones` and `from-hours`, checked with their shared schemas.

/** What both ask besides their source: the VAT of the lines written, and the dates. */
export type GeneratedValues = {
  vat_rate: string;
  natura: NaturaCode | '';
  issue_date: string;
  due_date: string;
};

export type MilestonesValues = GeneratedValues & {
  contract_id: string;
  /** Shown in the contract picker; not sent. */
  contract_label: string;
  milestone_ids: string[];
};

export type HoursValues = GeneratedValues & {
  project_id: string;
  /** Shown in the project picker; not sent. */
  project_label: string;
  period_from: string;
  period_to: string;
};

const GENERATED_FIELDS = ['vat_rate', 'natura', 'issue_date', 'due_date'] as const;
export const MILESTONES_FIELDS = ['contract_id', 'milestone_ids', ...GENERATED_FIELDS] as const;
export const HOURS_FIELDS = ['project_id', 'period_from', 'period_to', ...GENERATED_FIELDS] as const;

const generatedDefaults = (): GeneratedValues => ({
  vat_rate: '22',
  natura: '',
  issue_date: todayInRome(),
  due_date: '',
});

const generatedBody = (values: GeneratedValues) => ({
  vat_rate: parseDecimal(values.vat_rate),
  natura: values.natura || null,
  issue_date: values.issue_date || undefined,
  due_date: values.due_date || undefined,
});

export const milestonesDefaults = (contract: { id: string; label: string } | null): MilestonesValues => ({
  ...generatedDefaults(),
  contract_id: contract?.id ?? '',
  contract_label: contract?.label ?? '',
  milestone_ids: [],
});

export const milestonesBodyOf = (values: MilestonesValues) => ({
  contract_id: values.contract_id,
  milestone_ids: values.milestone_ids,
  ...generatedBody(values),
});

export const hoursDefaults = (project: { id: string; label: string } | null): HoursValues => ({
  ...generatedDefaults(),
  project_id: project?.id ?? '',
  project_label: project?.label ?? '',
  period_from: '',
  period_to: '',
});

export const hoursBodyOf = (values: HoursValues) => ({
  project_id: values.project_id,
  period_from: values.period_from,
  period_to: values.period_to,
  ...generatedBody(values),
});

export const milestonesResolver = (): Resolver<MilestonesValues, unknown, PreInvoiceFromMilestones> =>
  sharedSchemaResolver(
    z.preprocess(milestonesBodyOf, PreInvoiceFromMilestones) as unknown as z.ZodType<
      PreInvoiceFromMilestones,
      MilestonesValues
    >,
  );

export const hoursResolver = (): Resolver<HoursValues, unknown, PreInvoiceFromHours> =>
  sharedSchemaResolver(
    z.preprocess(hoursBodyOf, PreInvoiceFromHours) as unknown as z.ZodType<PreInvoiceFromHours, HoursValues>,
  );

/** A calendar day `days` after `day` ('YYYY-MM-DD', in UTC so no time zone shifts it). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const monthEnd = (day: string) => {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return date.toISOString().slice(0, 10);
};

/**
 * The period a project's hours are billed for next: from the day after the last period billed (else the first of
 * last month) to the end of that month, or yesterday if the month is not over.
 */
export function nextPeriod(billedUntil: string | null, today = todayInRome()): { from: string; to: string } {
  const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  const from = billedUntil ? addDays(billedUntil, 1) : `${lastMonth}-01`;
  const yesterday = addDays(today, -1);
  const end = monthEnd(from);
  // Days as 'YYYY-MM-DD' sort as text: the earlier of the month's end and yesterday, never before `from`.
  const to = [end, yesterday].sort()[0] as string;
  return { from, to: [from, to].sort()[1] as string };
}
