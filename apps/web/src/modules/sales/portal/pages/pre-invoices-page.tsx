import { type ClientPortalPreInvoiceListItem, formatDay } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { Receipt } from 'lucide-react';
import { QueryBoundary } from '@/platform/query-boundary';
import { Alert } from '@/ui/alert';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { usePortalPreInvoices } from '../api/list-pre-invoices';
import { PreInvoiceBadge } from '../components/badges';
import { CARD, LINK, ListSkeleton } from '../components/page-parts';
import { euro, PORTAL_TEXT } from '../strings';

const TEXT = PORTAL_TEXT.preInvoices;

/** `/app/portal/pre-invoices`: the summaries awaiting their invoice, and the invoiced ones with the invoice. */
export function PortalPreInvoicesPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={TEXT.title} description={TEXT.intro} />
      <Alert variant="info" title={TEXT.whatIs}>
        <p>{TEXT.whatIsText}</p>
      </Alert>
      <QueryBoundary fallback={<ListSkeleton />} errorTitle={TEXT.loadError}>
        <PreInvoices />
      </QueryBoundary>
    </div>
  );
}

function PreInvoices() {
  const { data } = usePortalPreInvoices();
  if (data.items.length === 0) return <EmptyState icon={Receipt} title={TEXT.empty} hint={TEXT.emptyHint} />;
  return (
    <ul className="flex flex-col gap-3">
      {data.items.map((preInvoice) => (
        <PreInvoiceCard key={preInvoice.id} preInvoice={preInvoice} />
      ))}
    </ul>
  );
}

function PreInvoiceCard({ preInvoice }: { preInvoice: ClientPortalPreInvoiceListItem }) {
  return (
    <li className={`${CARD} flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between`}>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to="/app/portal/pre-invoices/$preInvoiceId"
            params={{ preInvoiceId: preInvoice.id }}
            className={`${LINK} text-base`}
          >
            {PORTAL_TEXT.preInvoice.heading(preInvoice.number)}
          </Link>
          <PreInvoiceBadge status={preInvoice.status} />
        </div>
        <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-300">
          {[TEXT.dated(preInvoice.issue_date), preInvoice.causale].filter(Boolean).join(' · ')}
        </p>
        {preInvoice.invoice_number && (
          <p className="mt-0.5 text-sm font-medium text-emerald-800 dark:text-emerald-300">
            {TEXT.invoice(preInvoice.invoice_number, preInvoice.invoice_date)}
          </p>
        )}
        {preInvoice.contract && (
          <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
            {PORTAL_TEXT.contract.heading(preInvoice.contract.number)}
            {preInvoice.due_date && ` · ${PORTAL_TEXT.preInvoice.due} ${formatDay(preInvoice.due_date, 'long')}`}
          </p>
        )}
      </div>
      <p className="shrink-0 sm:text-right">
        <span className="block text-xs text-slate-600 dark:text-slate-400">{TEXT.amountDue}</span>
        <span className="font-semibold text-slate-900 tabular-nums dark:text-white">
          {euro(preInvoice.amount_due_cents)}
        </span>
      </p>
    </li>
  );
}
