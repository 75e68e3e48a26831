import { formatDay, type PreInvoice } from '@portale/shared';
import { formatCents } from '../../invoice-lines/format';
import { InvoiceLinesTable } from '../../invoice-lines/lines-table';
import { TotalsPanel } from '../../invoice-lines/totals-panel';
import { PRE_INVOICES_TEXT } from '../strings';
import { CARD } from './pre-invoice-facts';

const TEXT = PRE_INVOICES_TEXT.detail;
const MUTED = 'text-slate-600 dark:text-slate-400';

/**
 * The lines and the totals the server stored, by the shared rules the XML follows: the VAT summary per rate or
 * Natura, the bollo, split payment, the withholding and what the client pays.
 */
export function PreInvoiceLines({ preInvoice }: { preInvoice: PreInvoice }) {
  return (
    <section aria-labelledby="pre-invoice-lines" className={CARD}>
      <h2 id="pre-invoice-lines" className="text-base font-semibold text-slate-900 dark:text-white">
        {TEXT.lines}
      </h2>
      <div className="mt-3">
        <InvoiceLinesTable lines={preInvoice.lines} money caption={TEXT.linesCaption} />
      </div>
      <div className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4 sm:items-end dark:border-slate-800">
        <div className="w-full sm:max-w-sm">
          <h3 className="sr-only">{TEXT.totals}</h3>
          <TotalsPanel totals={preInvoice.totals} />
        </div>
        {preInvoice.split_payment && <p className={`text-xs sm:max-w-sm ${MUTED}`}>{TEXT.splitPayment}</p>}
      </div>
    </section>
  );
}

/** The contract's milestones this pre-invoice bills (freed again if the draft is deleted). */
export function PreInvoiceMilestones({ preInvoice }: { preInvoice: PreInvoice }) {
  if (preInvoice.milestones.length === 0) return null;
  return (
    <section aria-labelledby="pre-invoice-milestones" className={CARD}>
      <h2 id="pre-invoice-milestones" className="text-base font-semibold text-slate-900 dark:text-white">
        {TEXT.milestones}
      </h2>
      <ul aria-label={TEXT.milestonesCaption} className="mt-2 divide-y divide-slate-100 text-sm dark:divide-slate-800">
        {preInvoice.milestones.map((m) => (
          <li key={m.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2">
            <span className="text-slate-900 dark:text-white">{m.description}</span>
            <span className={`tabular-nums ${MUTED}`}>
              {formatDay(m.due_date)}
              {m.amount_cents !== null && ` · ${formatCents(m.amount_cents)}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
