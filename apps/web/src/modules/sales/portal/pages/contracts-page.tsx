import { type ClientPortalContractListItem, formatDay } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { FileSignature } from 'lucide-react';
import { QueryBoundary } from '@/platform/query-boundary';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { usePortalContracts } from '../api/list-contracts';
import { ContractBadge, MilestoneBadge } from '../components/badges';
import { CARD, LINK, ListSkeleton } from '../components/page-parts';
import { contractType, contractValue } from '../contract-words';
import { euro, PORTAL_TEXT } from '../strings';

const TEXT = PORTAL_TEXT.contracts;

/** `/app/portal/contracts`: the company's contracts, active first, with value, renewal and next billing. */
export function PortalContractsPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={TEXT.title} description={TEXT.intro} />
      <QueryBoundary fallback={<ListSkeleton />} errorTitle={TEXT.loadError}>
        <Contracts />
      </QueryBoundary>
    </div>
  );
}

function Contracts() {
  const { data } = usePortalContracts();
  if (data.items.length === 0) return <EmptyState icon={FileSignature} title={TEXT.empty} hint={TEXT.emptyHint} />;
  return (
    <ul className="flex flex-col gap-4">
      {data.items.map((contract) => (
        <ContractCard key={contract.id} contract={contract} />
      ))}
    </ul>
  );
}

function ContractCard({ contract }: { contract: ClientPortalContractListItem }) {
  const value = contractValue(contract);
  const next = contract.status === 'attivo' ? contract.next_milestone : null;
  return (
    <li className={`${CARD} flex flex-col gap-3`}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {contract.number} · {contractType(contract.type)}
          </p>
          <Link
            to="/app/portal/contracts/$contractId"
            params={{ contractId: contract.id }}
            className={`${LINK} mt-0.5 block text-base break-words`}
          >
            {contract.title}
          </Link>
        </div>
        <div className="flex shrink-0 items-center gap-3 sm:flex-col sm:items-end sm:gap-1">
          <ContractBadge status={contract.status} />
          {value && (
            <p className="text-sm text-slate-700 sm:text-right dark:text-slate-300">
              {value.label}: <span className="font-semibold text-slate-900 dark:text-white">{value.amount}</span>
            </p>
          )}
        </div>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">{contract.renewal_terms}</p>
      {next && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
          <p className="min-w-0 text-slate-800 dark:text-slate-200">
            <span className="font-medium">{TEXT.nextMilestone}:</span> {next.description},{' '}
            {formatDay(next.due_date, 'long')}
            {next.amount_cents !== null && ` · ${euro(next.amount_cents)}`}
          </p>
          <MilestoneBadge status={next.status} />
        </div>
      )}
    </li>
  );
}
