import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Attachments } from '@/platform/attachments/attachments';
import { QueryBoundary } from '@/platform/query-boundary';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { useContract } from '../api/get-contract';
import { ContractActivityList } from '../components/contract-activity';
import { ContractFacts, RenewalPanel } from '../components/contract-facts';
import { ContractHeader } from '../components/contract-header';
import { ContractMilestones } from '../components/contract-milestones';
import { ContractProjects } from '../components/contract-projects';
import { CONTRACTS_TEXT } from '../strings';

const TEXT = CONTRACTS_TEXT.detail;
const route = getRouteApi('/app/crm/contracts/$contractId/');

/**
 * `/app/crm/contracts/{id}`: the contract's facts, its renewal and notice deadline in words, the billing
 * milestones with their pre-invoices, the linked projects, the files and the activity.
 */
export function ContractPage() {
  const { contractId } = route.useParams();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link
          to="/app/crm/contracts"
          className="inline-flex items-center gap-1 text-sm text-slate-700 hover:underline dark:text-slate-300"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {TEXT.back}
        </Link>
      </div>
      <QueryBoundary
        key={contractId}
        fallback={<ContractSkeleton />}
        errorTitle={TEXT.loadError}
        notFound={<EmptyState icon={SearchX} title={TEXT.notFound} hint={TEXT.notFoundHint} />}
      >
        <ContractDetail contractId={contractId} />
      </QueryBoundary>
    </div>
  );
}

function ContractSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{UI_TEXT.loading}</span>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function ContractDetail({ contractId }: { contractId: string }) {
  const { data: contract } = useContract(contractId);
  return (
    <>
      <ContractHeader contract={contract} />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ContractFacts contract={contract} />
        </div>
        <RenewalPanel contract={contract} />
      </div>
      <ContractMilestones contract={contract} />
      <ContractProjects contract={contract} />
      <Attachments
        recordType="contract"
        recordId={contract.id}
        title={TEXT.attachments}
        emptyHint={TEXT.attachmentsHint}
      />
      <ContractActivityList activity={contract.activity} />
    </>
  );
}
