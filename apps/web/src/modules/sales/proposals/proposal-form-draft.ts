import { draftKeyOf } from '@portale/shared';
import { pickLike } from '@/platform/drafts/restore';
import { linesFromDraft } from '../invoice-lines/line-values';
import type { ProposalFormValues } from './proposal-form-values';

// The proposal form kept as the user's draft while it is not saved (issue 15), under "Vendite" in /app/drafts.

export const proposalDraftKey = (proposalId: string | undefined) =>
  draftKeyOf('sales', 'proposal', proposalId ?? 'new');

/**
 * The stored draft laid over the form's defaults, or null when it is not a proposal form's. The lines and the
 * withholding are checked one by one: a draft may be older than the form's current shape.
 */
export function proposalFromDraft(payload: unknown, defaults: ProposalFormValues): ProposalFormValues | null {
  const values = pickLike(defaults, payload);
  if (!values || !Array.isArray(values.lines) || typeof values.title !== 'string') return null;
  return linesFromDraft(values, defaults);
}
