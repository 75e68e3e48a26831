import { draftKeyOf } from '@portale/shared';
import { pickLike } from '@/platform/drafts/restore';
import { linesFromDraft } from '../invoice-lines/line-values';
import type { PreInvoiceFormValues } from './pre-invoice-form-values';

/** The by-hand form kept as the user's draft while it is not saved (issue 15), under "Vendite" in /app/drafts. */
export const preInvoiceDraftKey = (preInvoiceId: string | undefined) =>
  draftKeyOf('sales', 'pre-invoice', preInvoiceId ?? 'new');

/** The stored draft laid over the form's defaults, or null when it is not this form's. */
export function preInvoiceFromDraft(payload: unknown, defaults: PreInvoiceFormValues): PreInvoiceFormValues | null {
  const values = pickLike(defaults, payload);
  if (!values || !Array.isArray(values.lines) || typeof values.causale !== 'string') return null;
  return linesFromDraft(values, defaults);
}
