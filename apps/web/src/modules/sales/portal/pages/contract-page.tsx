import { type ClientPortalContract, formatDay, formatPercent } from '@portale/shared';
import { getRouteApi, Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { QueryBoundary } from '@/platform/query-boundary';
import { EmptyState } from '@/ui/empty-state';
import { usePortalContract } from '../api/get-contract';
import { ContractBadge, MilestoneBadge, ProjectBadge } from '../components/badges';
import { BackLink, CARD, Facts, LINK, PageSkeleton, Referent, Section } from '../components/page-parts';
import { contractType, contractValue } from '../contract-words';
import { euro, PORTAL_TEXT } from '../strings';

const TEXT = PORTAL_TEXT.contract;
const route = getRouteApi('/app/portal/contracts/$contractId');

/** `/app/portal/contracts/{id}`: one contract's terms, duration and renewal, billing milestones and projects. */
export function PortalContractPage() {
  const { contractId } = route.useParams();
  return (
    <div className="flex flex-col gap-6">
      <BackLink to="/app/portal/contracts">{TEXT.back}</BackLink>
      <QueryBoundary
        key={contractId}
        fallback={<PageSkeleton />}
        errorTitle={TEXT.loadError}
        notFound={<EmptyState icon={SearchX} title={TEXT.notFound} hint={TEXT.notFoundHint} />}
      >
        <ContractDetail contractId={contractId} />
      </QueryBoundary>
    </div>
  );
}

function ContractDetail({ contractId }: { contractId: string }) {
  const { data: contract } = usePortalContract(contractId);
  const value = contractValue(contract);
  const facts: [string, string][] = [
    [TEXT.type, contractType(contract.type)],
    ...(value ? ([[value.label, `${value.amount} (${PORTAL_TEXT.contracts.vatExcluded})`]] as [string, string][]) : []),
    ...(contract.signed_on ? ([[TEXT.signed, formatDay(contract.signed_on, 'long')]] as [string, string][]) : []),
    [TEXT.start, formatDay(contract.start_date, 'long')],
    [TEXT.end, contract.end_date ? formatDay(contract.end_date, 'long') : TEXT.noEnd],
    ...(contract.terminated_on
      ? ([[TEXT.terminated, formatDay(contract.terminated_on, 'long')]] as [string, string][])
      : []),
  ];
  return (
    <div className="flex flex-col gap-6">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-600 dark:text-slate-400">{TEXT.heading(contract.number)}</span>
          <ContractBadge status={contract.status} />
        </div>
        <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 dark:text-white">
          {contract.title}
        </h1>
      </div>
      <Facts label={TEXT.heading(contract.number)} facts={facts} />
      <Section id="contract-duration" title={TEXT.duration}>
        <p className={`${CARD} text-sm text-slate-800 dark:text-slate-200`}>{contract.renewal_terms}</p>
      </Section>
      <Section id="contract-milestones" title={TEXT.milestones} hint={TEXT.milestonesHint}>
        <Milestones contract={contract} />
      </Section>
      {contract.projects.length > 0 && (
        <Section id="contract-projects" title={TEXT.projects}>
          <ul className={`${CARD} divide-y divide-slate-200 py-1 dark:divide-slate-800`}>
            {contract.projects.map((project) => (
              <li key={project.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link to="/app/portal/projects" className={LINK}>
                  {project.code} · {project.name}
                </Link>
                <ProjectBadge status={project.status} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      {(contract.proposal || contract.referent) && (
        <div className={`${CARD} flex flex-col gap-4 sm:flex-row sm:justify-between`}>
          {contract.referent && (
            <Referent title={TEXT.referent} name={contract.referent.name} email={contract.referent.email} />
          )}
          {contract.proposal && (
            <p className="text-sm">
              <span className="block text-xs text-slate-600 dark:text-slate-400">{TEXT.proposal}</span>
              <Link
                to="/app/portal/proposals/$proposalId"
                params={{ proposalId: contract.proposal.id }}
                className={LINK}
              >
                {PORTAL_TEXT.proposal.heading(contract.proposal.number)}
              </Link>
            </p>
          )}
        </div>
      )}
    </div>
  );
}

function Milestones({ contract }: { contract: ClientPortalContract }) {
  if (contract.milestones.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.noMilestones}</p>;
  return (
    <ul className={`${CARD} divide-y divide-slate-200 py-1 dark:divide-slate-800`} aria-label={TEXT.milestones}>
      {contract.milestones.map((milestone) => (
        <li key={milestone.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="text-sm font-medium break-words text-slate-900 dark:text-white">{milestone.description}</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {TEXT.due} {formatDay(milestone.due_date, 'long')}
              {milestone.pre_invoice && (
                <>
                  {' · '}
                  <Link
                    to="/app/portal/pre-invoices/$preInvoiceId"
                    params={{ preInvoiceId: milestone.pre_invoice.id }}
                    className={LINK}
                  >
                    {PORTAL_TEXT.preInvoice.heading(milestone.pre_invoice.number)}
                  </Link>
                </>
              )}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-3">
            {milestone.amount_cents !== null && (
              <span className="text-sm font-semibold text-slate-900 tabular-nums dark:text-white">
                {euro(milestone.amount_cents)}
                {milestone.percent !== null && (
                  <span className="ml-1 font-normal text-slate-600 dark:text-slate-400">
                    ({formatPercent(milestone.percent, 2)})
                  </span>
                )}
              </span>
            )}
            <MilestoneBadge status={milestone.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}
