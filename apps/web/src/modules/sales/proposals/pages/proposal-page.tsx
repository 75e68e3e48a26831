import { computeInvoiceTotals, formatDay, formatInstant, type InvoiceTotals, type Proposal } from '@portale/shared';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { Alert } from '@/ui/alert';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { InvoiceLinesTable } from '../../invoice-lines/lines-table';
import { TotalsPanel } from '../../invoice-lines/totals-panel';
import { useProposal } from '../api/get-proposal';
import { AcceptedNextSteps } from '../components/accepted-next-steps';
import { DecisionRecord } from '../components/decision-record';
import { ProposalActions } from '../components/proposal-actions';
import { ProposalStatusBadge } from '../components/proposal-status-badge';
import { ValidityLabel } from '../components/validity-label';
import { FORM_TEXT } from '../form-strings';
import { PROPOSALS_TEXT } from '../strings';

const TEXT = PROPOSALS_TEXT.detail;
const route = getRouteApi('/app/crm/proposals/$proposalId/');
const MUTED = 'text-slate-600 dark:text-slate-400';
const CARD = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900';

/** `/app/crm/proposals/{id}`: the proposal, its lines and totals, its decision and what was made of it. */
export function ProposalPage() {
  const { proposalId } = route.useParams();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div>
        <Link
          to="/app/crm/proposals"
          className="inline-flex items-center gap-1 text-sm text-slate-700 hover:underline dark:text-slate-300"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {TEXT.back}
        </Link>
      </div>
      <QueryBoundary
        key={proposalId}
        fallback={<ProposalSkeleton />}
        errorTitle={TEXT.loadError}
        notFound={<EmptyState icon={SearchX} title={TEXT.notFound} hint={TEXT.notFoundHint} />}
      >
        <ProposalDetail proposalId={proposalId} />
      </QueryBoundary>
    </div>
  );
}

function ProposalSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{UI_TEXT.loading}</span>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** The totals of the lines as the server computes them, when every price was sent (money visible). */
export function proposalTotals(proposal: Proposal): InvoiceTotals | null {
  if (!proposal.can_see_money || proposal.lines.some((line) => line.unit_price_cents === undefined)) return null;
  try {
    return computeInvoiceTotals(
      proposal.lines.map((line) => ({ ...line, unit_price_cents: line.unit_price_cents ?? 0 })),
      proposal,
    );
  } catch {
    return null;
  }
}

function ProposalDetail({ proposalId }: { proposalId: string }) {
  const { data: proposal } = useProposal(proposalId);
  const totals = proposalTotals(proposal);
  return (
    <>
      <header className="flex flex-col gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className={`font-mono text-sm ${MUTED}`}>{proposal.number}</span>
            <ProposalStatusBadge status={proposal.status} />
          </div>
          <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 dark:text-white">
            {proposal.title}
          </h1>
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            <Link
              to="/app/crm/clients/$clientId"
              params={{ clientId: proposal.client.id }}
              className="font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-primary-300 dark:focus-visible:outline-primary-400"
            >
              {proposal.client.name}
            </Link>
            {proposal.contact && <span className={MUTED}> · {proposal.contact.name}</span>}
          </p>
        </div>
        <ProposalActions proposal={proposal} />
      </header>
      {proposal.status === 'inviata' && proposal.can_edit && <Alert variant="info">{TEXT.sentNotice}</Alert>}
      <DecisionRecord proposal={proposal} />
      <AcceptedNextSteps proposal={proposal} />
      <ProposalFacts proposal={proposal} />
      <section aria-labelledby="proposal-lines" className={CARD}>
        <h2 id="proposal-lines" className="text-base font-semibold text-slate-900 dark:text-white">
          {TEXT.lines}
        </h2>
        <div className="mt-3">
          <InvoiceLinesTable lines={proposal.lines} money={proposal.can_see_money} caption={TEXT.linesCaption} />
        </div>
        {proposal.can_see_money ? (
          <div className="mt-4 flex justify-end border-t border-slate-200 pt-4 dark:border-slate-800">
            <div className="w-full max-w-sm">
              <h3 className="sr-only">{FORM_TEXT.totals.title}</h3>
              <TotalsPanel totals={totals} />
            </div>
          </div>
        ) : (
          <p className={`mt-3 text-sm ${MUTED}`}>{TEXT.moneyHidden}</p>
        )}
      </section>
      {(proposal.terms || proposal.notes) && (
        <div className="grid gap-4 lg:grid-cols-2">
          {proposal.terms && <TextCard title={TEXT.terms} text={proposal.terms} />}
          {proposal.notes && <TextCard title={TEXT.notes} hint={TEXT.notesHint} text={proposal.notes} />}
        </div>
      )}
    </>
  );
}

function TextCard({ title, hint, text }: { title: string; hint?: string; text: string }) {
  return (
    <section className={CARD} aria-label={title}>
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
      {hint && <p className={`text-xs ${MUTED}`}>{hint}</p>}
      <p className="mt-2 text-sm whitespace-pre-line text-slate-800 dark:text-slate-200">{text}</p>
    </section>
  );
}

function ProposalFacts({ proposal }: { proposal: Proposal }) {
  const open = proposal.status === 'bozza' || proposal.status === 'inviata';
  return (
    <section aria-label={TEXT.facts} className={CARD}>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Fact label={TEXT.issueDate}>{formatDay(proposal.issue_date)}</Fact>
        <Fact label={TEXT.validUntil}>
          <ValidityLabel validUntil={proposal.valid_until} status={proposal.status} compact />
        </Fact>
        <Fact label={TEXT.owner}>{proposal.owner?.name ?? TEXT.none}</Fact>
        <Fact label={TEXT.pipeline}>
          {proposal.stage.pipeline_name}
          {open && ` · ${proposal.stage.name}`}
        </Fact>
        {proposal.contact && (
          <Fact label={TEXT.contact}>
            {proposal.contact.name}
            {proposal.contact.email && (
              <a
                href={`mailto:${proposal.contact.email}`}
                className="block truncate font-normal text-primary-700 underline dark:text-primary-300"
              >
                {proposal.contact.email}
              </a>
            )}
          </Fact>
        )}
        {proposal.sent_at && <Fact label={TEXT.sentAt}>{formatInstant(proposal.sent_at, 'medium')}</Fact>}
        {proposal.expired_at && <Fact label={TEXT.expiredAt}>{formatInstant(proposal.expired_at, 'medium')}</Fact>}
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
