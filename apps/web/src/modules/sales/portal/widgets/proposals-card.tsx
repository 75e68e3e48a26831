import { Link } from '@tanstack/react-router';
import { buttonStyles } from '@/ui/button';
import { awaitsDecision, usePortalProposals } from '../api/list-proposals';
import { euro, PORTAL_TEXT } from '../strings';
import { WidgetEmpty, WidgetMore } from './widget-parts';

const TEXT = PORTAL_TEXT.widgets;

/** Dashboard card "Offerte da valutare": the offers the client may still accept, each with its call to action. */
export function ProposalsToDecideCard() {
  const { data } = usePortalProposals();
  const open = data.items.filter((proposal) => awaitsDecision(proposal));
  return (
    <div className="flex flex-col gap-3">
      {open.length === 0 ? (
        <WidgetEmpty>{PORTAL_TEXT.proposals.noneToDecide}</WidgetEmpty>
      ) : (
        <ul className="flex flex-col gap-3">
          {open.slice(0, 3).map((proposal) => (
            <li
              key={proposal.id}
              className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-amber-700 dark:bg-amber-950/40"
            >
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900 dark:text-white">{proposal.title}</p>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {proposal.number} · {euro(proposal.total_cents)}
                </p>
                <p className="text-xs text-slate-700 dark:text-slate-300">
                  {PORTAL_TEXT.proposals.validUntil(proposal.valid_until)}
                </p>
              </div>
              <Link
                to="/app/portal/proposals/$proposalId"
                params={{ proposalId: proposal.id }}
                className={`${buttonStyles()} shrink-0`}
                aria-label={`${TEXT.decide}: ${proposal.title}`}
              >
                {TEXT.decide}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <WidgetMore to="/app/portal/proposals">{TEXT.allProposals}</WidgetMore>
    </div>
  );
}
