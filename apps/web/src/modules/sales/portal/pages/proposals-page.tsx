import { type ClientProposalListItem, todayInRome } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { FileText } from 'lucide-react';
import { QueryBoundary } from '@/platform/query-boundary';
import { buttonStyles } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { awaitsDecision, usePortalProposals } from '../api/list-proposals';
import { ProposalBadge } from '../components/badges';
import { CARD, LINK, ListSkeleton, Section } from '../components/page-parts';
import { euro, PORTAL_TEXT } from '../strings';

const TEXT = PORTAL_TEXT.proposals;

/** `/app/portal/proposals`: the offers sent to the client's company, those to evaluate first. */
export function PortalProposalsPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={TEXT.title} description={TEXT.intro} />
      <QueryBoundary fallback={<ListSkeleton />} errorTitle={TEXT.loadError}>
        <Proposals />
      </QueryBoundary>
    </div>
  );
}

function Proposals() {
  const { data } = usePortalProposals();
  const today = todayInRome();
  if (data.items.length === 0) return <EmptyState icon={FileText} title={TEXT.empty} hint={TEXT.emptyHint} />;
  const open = data.items.filter((p) => awaitsDecision(p, today));
  const rest = data.items.filter((p) => !awaitsDecision(p, today));
  return (
    <div className="flex flex-col gap-8">
      <Section id="proposals-to-decide" title={TEXT.toDecide}>
        {open.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.noneToDecide}</p>
        ) : (
          <ProposalCards items={open} today={today} />
        )}
      </Section>
      {rest.length > 0 && (
        <Section id="proposals-history" title={TEXT.history}>
          <ProposalCards items={rest} today={today} />
        </Section>
      )}
    </div>
  );
}

function ProposalCards({ items, today }: { items: ClientProposalListItem[]; today: string }) {
  return (
    <ul className="flex flex-col gap-3">
      {items.map((proposal) => {
        const toDecide = awaitsDecision(proposal, today);
        const expired = proposal.status === 'inviata' && !toDecide;
        return (
          <li
            key={proposal.id}
            className={`${CARD} flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between`}
          >
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {proposal.number} {TEXT.issuedOn(proposal.issue_date)}
                </span>
                <ProposalBadge status={proposal.status} expired={expired} />
              </div>
              <Link
                to="/app/portal/proposals/$proposalId"
                params={{ proposalId: proposal.id }}
                className={`${LINK} mt-1 block text-base break-words`}
              >
                {proposal.title}
              </Link>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {proposal.decided_at
                  ? TEXT.decidedOn(proposal.decided_at)
                  : toDecide
                    ? TEXT.validUntil(proposal.valid_until)
                    : TEXT.expiredOn(proposal.valid_until)}
              </p>
            </div>
            <div className="flex shrink-0 flex-row items-center justify-between gap-4 sm:flex-col sm:items-end sm:gap-2">
              <p className="text-right">
                <span className="block text-xs text-slate-600 dark:text-slate-400">{TEXT.total}</span>
                <span className="font-semibold text-slate-900 tabular-nums dark:text-white">
                  {euro(proposal.total_cents)}
                </span>
              </p>
              {toDecide && (
                <Link
                  to="/app/portal/proposals/$proposalId"
                  params={{ proposalId: proposal.id }}
                  className={buttonStyles({ size: 'sm' })}
                  aria-label={`${TEXT.open}: ${proposal.title}`}
                >
                  {TEXT.open}
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
