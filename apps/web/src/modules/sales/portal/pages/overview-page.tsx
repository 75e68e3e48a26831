import { Link, type LinkProps } from '@tanstack/react-router';
import { Building2, FileSignature, FileText, FolderKanban, Info, Receipt, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { buttonStyles } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { usePortalOverview } from '../api/get-overview';
import { CARD, PageSkeleton } from '../components/page-parts';
import { PORTAL_TEXT } from '../strings';

const TEXT = PORTAL_TEXT.overview;

/** `/app/portal`: the client's company at a glance, with a way into each of its areas. */
export function PortalOverviewPage() {
  return (
    <QueryBoundary
      fallback={<PageSkeleton />}
      errorTitle={TEXT.loadError}
      notFound={<EmptyState icon={UserX} title={TEXT.noCompany} hint={TEXT.noCompanyHint} />}
    >
      <Overview />
    </QueryBoundary>
  );
}

function Tile({
  to,
  icon,
  label,
  value,
  note,
}: {
  to: LinkProps['to'];
  icon: ReactNode;
  label: string;
  value: number;
  note?: string;
}) {
  return (
    <Link
      to={to}
      className={`${CARD} flex items-center gap-4 transition-colors hover:border-primary-300 hover:bg-primary-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:hover:border-primary-700 dark:hover:bg-primary-950/30`}
    >
      <span
        className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700 dark:bg-primary-400/15 dark:text-primary-300"
        aria-hidden="true"
      >
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block text-2xl font-bold text-slate-900 tabular-nums dark:text-white">{value}</span>
        <span className="block text-sm text-slate-700 dark:text-slate-300">{label}</span>
        {note && <span className="block text-xs text-slate-600 dark:text-slate-400">{note}</span>}
      </span>
    </Link>
  );
}

function Overview() {
  const { data } = usePortalOverview();
  const { counts } = data;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={TEXT.title} description={TEXT.intro(data.company.name)} />
      {counts.proposals_to_decide > 0 && (
        <section
          aria-labelledby="portal-to-decide"
          className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5 dark:border-amber-700 dark:bg-amber-950/40"
        >
          <div className="flex gap-3">
            <FileText className="mt-0.5 size-6 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden="true" />
            <div>
              <h2 id="portal-to-decide" className="font-semibold text-slate-900 dark:text-white">
                {TEXT.toDecide(counts.proposals_to_decide)}
              </h2>
              <p className="mt-0.5 text-sm text-slate-700 dark:text-slate-300">{TEXT.toDecideHint}</p>
            </div>
          </div>
          <Link to="/app/portal/proposals" className={`${buttonStyles()} shrink-0`}>
            {TEXT.toDecideAction}
          </Link>
        </section>
      )}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Tile
          to="/app/portal/proposals"
          icon={<FileText className="size-6" />}
          label={TEXT.tiles.proposals}
          value={counts.proposals_to_decide}
        />
        <Tile
          to="/app/portal/projects"
          icon={<FolderKanban className="size-6" />}
          label={TEXT.tiles.projects}
          value={counts.active_projects}
        />
        <Tile
          to="/app/portal/contracts"
          icon={<FileSignature className="size-6" />}
          label={TEXT.tiles.contracts}
          value={counts.active_contracts}
        />
        <Tile
          to="/app/portal/pre-invoices"
          icon={<Receipt className="size-6" />}
          label={TEXT.tiles.preInvoices}
          value={counts.pre_invoices}
          note={
            counts.pre_invoices_awaiting_invoice > 0
              ? TEXT.tiles.awaitingInvoice(counts.pre_invoices_awaiting_invoice)
              : undefined
          }
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="portal-pre-invoice-info" className={`${CARD} flex gap-3`}>
          <Info className="mt-0.5 size-5 shrink-0 text-sky-700 dark:text-sky-300" aria-hidden="true" />
          <div>
            <h2 id="portal-pre-invoice-info" className="font-semibold text-slate-900 dark:text-white">
              {PORTAL_TEXT.preInvoices.whatIs}
            </h2>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{PORTAL_TEXT.preInvoices.whatIsText}</p>
          </div>
        </section>
        <section aria-labelledby="portal-questions" className={`${CARD} flex gap-3`}>
          <Building2 className="mt-0.5 size-5 shrink-0 text-primary-700 dark:text-primary-300" aria-hidden="true" />
          <div>
            <h2 id="portal-questions" className="font-semibold text-slate-900 dark:text-white">
              {TEXT.questions}
            </h2>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{TEXT.questionsHint}</p>
          </div>
        </section>
      </div>
    </div>
  );
}
