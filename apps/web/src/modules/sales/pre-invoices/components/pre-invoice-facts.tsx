import { formatDay, formatInstant, type PreInvoice } from '@portale/shared';
import type { ReactNode } from 'react';
import { PRE_INVOICES_TEXT } from '../strings';

const TEXT = PRE_INVOICES_TEXT.detail;
const MUTED = 'text-slate-600 dark:text-slate-400';
export const CARD = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900';

/** Dates, the period of hours, the real invoice and the causale. */
export function PreInvoiceFacts({ preInvoice }: { preInvoice: PreInvoice }) {
  return (
    <section aria-label={TEXT.facts} className={CARD}>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Fact label={TEXT.issueDate}>{formatDay(preInvoice.issue_date, 'long')}</Fact>
        <Fact label={TEXT.dueDate}>
          {preInvoice.due_date ? formatDay(preInvoice.due_date, 'long') : TEXT.noDueDate}
        </Fact>
        {preInvoice.period_from && preInvoice.period_to && (
          <Fact label={TEXT.period}>{TEXT.periodText(preInvoice.period_from, preInvoice.period_to)}</Fact>
        )}
        {preInvoice.invoice_number && (
          <Fact label={TEXT.invoice}>{TEXT.invoiceText(preInvoice.invoice_number, preInvoice.invoice_date)}</Fact>
        )}
        <div className="min-w-0 sm:col-span-2 lg:col-span-4">
          <dt className={`text-xs ${MUTED}`}>{TEXT.causale}</dt>
          <dd className="mt-0.5 break-words whitespace-pre-line text-slate-900 dark:text-white">
            {preInvoice.causale || '—'}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className={`text-xs ${MUTED}`}>{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-slate-900 dark:text-white">{children}</dd>
    </div>
  );
}

/** Who created, approved and invoiced it, and when. */
export function PreInvoiceSteps({ preInvoice }: { preInvoice: PreInvoice }) {
  const when = (at: string) => formatInstant(at, 'medium');
  const steps = [
    TEXT.created(preInvoice.created_by?.name ?? null, when(preInvoice.created_at)),
    preInvoice.approved && TEXT.approved(preInvoice.approved.by?.name ?? null, when(preInvoice.approved.at)),
    preInvoice.invoiced && TEXT.invoiced(preInvoice.invoiced.by?.name ?? null, when(preInvoice.invoiced.at)),
  ].filter((step): step is string => Boolean(step));
  return (
    <section aria-labelledby="pre-invoice-steps" className={CARD}>
      <h2 id="pre-invoice-steps" className="text-base font-semibold text-slate-900 dark:text-white">
        {TEXT.history}
      </h2>
      <ol className="mt-2 flex flex-col gap-1.5 text-sm text-slate-800 dark:text-slate-200">
        {steps.map((step) => (
          <li key={step} className="flex gap-2">
            <span
              aria-hidden="true"
              className="mt-1.5 size-1.5 shrink-0 rounded-full bg-primary-600 dark:bg-primary-400"
            />
            {step}
          </li>
        ))}
      </ol>
    </section>
  );
}
