import { Link } from '@tanstack/react-router';
import { usePortalPreInvoices } from '../api/list-pre-invoices';
import { PreInvoiceBadge } from '../components/badges';
import { euro, PORTAL_TEXT } from '../strings';
import { WidgetEmpty, WidgetMore } from './widget-parts';

const TEXT = PORTAL_TEXT.widgets;

/** Dashboard card "Pre-fatture": the latest summaries, awaiting their invoice or invoiced. */
export function PreInvoicesCard() {
  const { data } = usePortalPreInvoices();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.preInvoicesHint}</p>
      {data.items.length === 0 ? (
        <WidgetEmpty>{TEXT.noPreInvoices}</WidgetEmpty>
      ) : (
        <ul className="-my-1 divide-y divide-slate-200 dark:divide-slate-800">
          {data.items.slice(0, 3).map((preInvoice) => (
            <li key={preInvoice.id} className="flex items-start justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <Link
                  to="/app/portal/pre-invoices/$preInvoiceId"
                  params={{ preInvoiceId: preInvoice.id }}
                  className="font-medium text-slate-900 hover:underline dark:text-white"
                >
                  {PORTAL_TEXT.preInvoice.heading(preInvoice.number)}
                </Link>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {preInvoice.invoice_number
                    ? PORTAL_TEXT.preInvoices.invoice(preInvoice.invoice_number, preInvoice.invoice_date)
                    : PORTAL_TEXT.preInvoices.dated(preInvoice.issue_date)}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span className="text-sm font-semibold text-slate-900 tabular-nums dark:text-white">
                  {euro(preInvoice.amount_due_cents)}
                </span>
                <PreInvoiceBadge status={preInvoice.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <WidgetMore to="/app/portal/pre-invoices">{TEXT.allPreInvoices}</WidgetMore>
    </div>
  );
}
