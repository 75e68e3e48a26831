import {
  PROPOSAL_DEFAULT_VALIDITY_DAYS,
  type Proposal,
  ProposalCreate,
  ProposalUpdate,
  todayInRome,
} from '@portale/shared';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { sharedSchemaResolver } from '@/platform/form-errors';
import {
  changedFields,
  type InvoiceLinesValues,
  LINES_OPTION_FIELDS,
  lineFieldNames,
  linesBodyOf,
  linesValuesOf,
  withLineErrors,
} from '../invoice-lines/line-values';
import { addDays } from './format';

// The proposal form's values (text, as typed: "1.250,50" for a price) and the bodies they stand for. The form is
// checked with the shared ProposalCreate schema fed through `bodyOf`, so the browser refuses exactly what the
// server would; the totals are the shared `computeInvoiceTotals` of the same lines.

export type ProposalFormValues = InvoiceLinesValues & {
  client_id: string;
  /** Shown in the client picker; not sent. */
  client_name: string;
  contact_id: string;
  title: string;
  pipeline_id: string;
  stage_id: string;
  issue_date: string;
  valid_until: string;
  owner_id: string;
  terms: string;
  notes: string;
};

/** The fields the server's field errors are matched to, besides each line's (`lines.0.vat_rate`). */
const PROPOSAL_FIELDS = [
  'client_id',
  'contact_id',
  'title',
  'pipeline_id',
  'stage_id',
  'issue_date',
  'valid_until',
  'owner_id',
  'terms',
  'notes',
  ...LINES_OPTION_FIELDS,
] as const;

export function proposalFieldNames(lineCount: number) {
  return [...PROPOSAL_FIELDS, ...lineFieldNames(lineCount)] as (keyof ProposalFormValues)[];
}

/** The fields of the body without the lines (what a sent proposal, or a reader without money, may change). */
function fieldsOf(values: ProposalFormValues) {
  return {
    client_id: values.client_id,
    contact_id: values.contact_id || null,
    title: values.title,
    pipeline_id: values.pipeline_id || null,
    stage_id: values.stage_id || null,
    issue_date: values.issue_date || undefined,
    valid_until: values.valid_until || undefined,
    owner_id: values.owner_id || null,
    terms: values.terms,
    notes: values.notes,
  };
}

/** The body the form's values stand for, before the shared schema checks and normalises it. */
export const bodyOf = (values: ProposalFormValues) => ({ ...fieldsOf(values), ...linesBodyOf(values) });

/**
 * The shared schema as the form's resolver: ProposalCreate for a form with lines; ProposalUpdate's field rules for
 * a reader without money editing (no lines to check); the lines' errors are completed by `withLineErrors`.
 */
export function proposalResolver(withLines: boolean): Resolver<ProposalFormValues, unknown, ProposalCreate> {
  const schema = withLines
    ? z.preprocess((values: ProposalFormValues) => bodyOf(values), ProposalCreate)
    : z.preprocess((values: ProposalFormValues) => ({ ...fieldsOf(values), version: 1 }), ProposalUpdate);
  const base = sharedSchemaResolver(schema as unknown as z.ZodType<ProposalCreate, ProposalFormValues>);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    return withLines ? withLineErrors(result, values) : result;
  };
}

export type NewProposalDefaults = {
  userId?: string;
  pipelineId?: string;
  stageId?: string;
  client?: { id: string; name: string } | null;
  today?: string;
};

/** The form's values for a stored proposal, or a new one (issued today, valid 30 days, owned by the user). */
export function valuesOf(proposal: Proposal | null, defaults: NewProposalDefaults = {}): ProposalFormValues {
  if (!proposal) {
    const today = defaults.today ?? todayInRome();
    return {
      client_id: defaults.client?.id ?? '',
      client_name: defaults.client?.name ?? '',
      contact_id: '',
      title: '',
      pipeline_id: defaults.pipelineId ?? '',
      stage_id: defaults.stageId ?? '',
      issue_date: today,
      valid_until: addDays(today, PROPOSAL_DEFAULT_VALIDITY_DAYS),
      owner_id: defaults.userId ?? '',
      terms: '',
      notes: '',
      ...linesValuesOf(null),
    };
  }
  return {
    client_id: proposal.client.id,
    client_name: proposal.client.name,
    contact_id: proposal.contact?.id ?? '',
    title: proposal.title,
    pipeline_id: proposal.stage.pipeline_id,
    stage_id: proposal.stage.id,
    issue_date: proposal.issue_date,
    valid_until: proposal.valid_until,
    owner_id: proposal.owner?.id ?? '',
    terms: proposal.terms,
    notes: proposal.notes,
    ...linesValuesOf(proposal),
  };
}

/**
 * The PATCH body of an edit: the fields whose checked value differs from the stored proposal's, with the version
 * it was loaded with (a newer stored one answers 409). The lines and their options travel together. Null when
 * nothing changed.
 */
export function patchOf(saved: ProposalCreate, proposal: Proposal): ProposalUpdate | null {
  // The stored proposal through the same schema, so trimming and defaults do not count as changes; a record the
  // schema refuses today (older rules) is compared as it is.
  const raw = bodyOf(valuesOf(proposal));
  const stored = ProposalCreate.safeParse(raw);
  const before = (stored.success ? stored.data : raw) as Partial<ProposalCreate>;
  const patch = changedFields(saved, before);
  if (Object.keys(patch).length === 0) return null;
  return { ...patch, version: proposal.version } as ProposalUpdate;
}
