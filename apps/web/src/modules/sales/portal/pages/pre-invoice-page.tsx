import { formatDay } from '@portale/shared';
import { getRouteApi, Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { Alert } from '@/ui/alert';
import { EmptyState } from '@/ui/empty-state';
import { usePortalPreInvoice } from '../api/get-pre-invoice';
import { PreInvoiceBadge } from '../components/badges';
import { DocumentLines } from '../components/document-lines';
import { BackLink, Facts, LINK, PageSkeleton, Section } from '../components/page-parts';
import { PORTAL_TEXT } from '../strings';

const TEXT = PORTAL_TEXT.preInvoice;
const route = getRouteApi('/app/portal/pre-invoices/$preInvoiceId');

/** `/app/portal/pre-invoices/{id}`: a summary awaiting its invoice (or invoiced), with its lines and totals. */
export function PortalPreInvoicePage() {
  const { preInvoiceId } = route.useParams();
  return (
    <div className="flex flex-col gap-6">
      <BackLink to="/app/portal/pre-invoices">{TEXT.back}</BackLink>
      <QueryBoundary
        key={preInvoiceId}
        fallback={<PageSkeleton />}
        errorTitle={TEXT.loadError}
        notFound={<EmptyState icon={SearchX} title={TEXT.notFound} hint={TEXT.notFoundHint} />}
      >
        <PreInvoiceDetail preInvoiceId={preInvoiceId} />
      </QueryBoundary>
    </div>
  );
}

function PreInvoiceDetail({ preInvoiceId }: { preInvoiceId: string }) {
  const { data: preInvoice } = usePortalPreInvoice(preInvoiceId);
  const facts: [string, ReactNode][] = [[TEXT.issued, formatDay(preInvoice.issue_date, 'long')]];
  if (preInvoice.due_date) facts.push([TEXT.due, formatDay(preInvoice.due_date, 'long')]);
  if (preInvoice.contract)
    facts.push([
      TEXT.contract,
      <Link
        key="contract"
        to="/app/portal/contracts/$contractId"
        params={{ contractId: preInvoice.contract.id }}
        className={LINK}
      >
        {preInvoice.contract.number}
      </Link>,
    ]);
  if (preInvoice.project) facts.push([TEXT.project, `${preInvoice.project.code} · ${preInvoice.project.name}`]);
  if (preInvoice.period_from && preInvoice.period_to)
    facts.push([TEXT.period, TEXT.periodValue(preInvoice.period_from, preInvoice.period_to)]);
  if (preInvoice.causale) facts.push([TEXT.causale, preInvoice.causale]);
  return (
    <div className="flex flex-col gap-6">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <PreInvoiceBadge status={preInvoice.status} />
        </div>
        <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 dark:text-white">
          {TEXT.heading(preInvoice.number)}
        </h1>
      </div>
      {preInvoice.invoice_number ? (
        <Alert variant="success" title={TEXT.invoice}>
          <p>{PORTAL_TEXT.preInvoices.invoice(preInvoice.invoice_number, preInvoice.invoice_date)}</p>
        </Alert>
      ) : (
        <Alert variant="info" title={PORTAL_TEXT.preInvoices.whatIs}>
          <p>{PORTAL_TEXT.preInvoices.whatIsText}</p>
          <p className="mt-1">{TEXT.invoiceWaiting}</p>
        </Alert>
      )}
      <Facts label={TEXT.heading(preInvoice.number)} facts={facts} />
      <Section id="pre-invoice-lines" title={TEXT.lines}>
        <DocumentLines {...preInvoice} />
      </Section>
    </div>
  );
}
