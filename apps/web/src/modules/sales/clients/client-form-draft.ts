import { draftKeyOf } from '@portale/shared';
import { pickLike } from '@/platform/drafts/restore';
import type { ClientFormValues } from './client-form-values';

// The client form kept as the user's draft while it is not saved (issue 15).

export const clientDraftKey = (clientId: string | undefined) => draftKeyOf('sales', 'client', clientId ?? 'new');

/** The stored draft laid over the form's defaults, or null when it is not a client form's. */
export function clientFromDraft(payload: unknown, defaults: ClientFormValues): ClientFormValues | null {
  const values = pickLike(defaults, payload);
  if (!values || (values.kind !== 'company' && values.kind !== 'person')) return null;
  return values;
}
