import { Link } from '@tanstack/react-router';
import { FilePlus2, Plus } from 'lucide-react';
import { QueryBoundary } from '@/platform/query-boundary';
import { useCan } from '@/platform/use-can';
import { buttonStyles } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { ContractsLink, NewProposalLink, ProposalsLink } from '../area-links';
import { useCrmDashboard } from './api/get-crm-dashboard';
import { ClientsOverview } from './components/clients-overview';
import { ExpiringContractsList, FollowUpList } from './components/deal-lists';
import { MORE_LINK, Panel } from './components/panel';
import { PipelinePanel } from './components/pipeline-panel';
import { RevenuePanel } from './components/revenue-panel';
import { SalesFigures } from './components/sales-figures';
import { TopClientsPanel } from './components/top-clients-panel';
import { WinRatePanel } from './components/win-rate-panel';
import { SALES_TEXT, DASHBOARD_TEXT as TEXT } from './strings';

/**
 * `/app/crm/dashboard`: the sales figures (pipeline by stage, win rate, revenue by month and the milestones to
 * bill, top clients, proposals to follow up, contracts expiring; amounts only with view_all_invoices), then the
 * clients by status, the newest clients and the leads waiting the longest. Each chart has its table.
 */
export function CrmDashboardPage() {
  const canEdit = useCan('edit_project');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={TEXT.title}
        description={TEXT.description}
        actions={
          canEdit ? (
            <>
              <NewProposalLink className={buttonStyles({ variant: 'secondary' })}>
                <FilePlus2 className="size-4" aria-hidden="true" />
                {TEXT.newProposal}
              </NewProposalLink>
              <Link to="/app/crm/clients/create" className={buttonStyles()}>
                <Plus className="size-4" aria-hidden="true" />
                {TEXT.newClient}
              </Link>
            </>
          ) : undefined
        }
      />
      <QueryBoundary fallback={<Skeleton className="h-96 w-full" />} errorTitle={TEXT.loadError}>
        <SalesOverview />
      </QueryBoundary>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <QueryBoundary fallback={<Skeleton className="h-96 w-full lg:col-span-2" />} errorTitle={TEXT.loadError}>
          <ClientsOverview />
        </QueryBoundary>
      </div>
    </div>
  );
}

function SalesOverview() {
  const { data } = useCrmDashboard();
  const money = data.can_see_money;
  return (
    <div className="flex flex-col gap-6">
      <SalesFigures data={data} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel
          title={SALES_TEXT.followUp}
          hint={SALES_TEXT.followUpHint(data.follow_up.within_days)}
          action={
            <ProposalsLink search={{ status: 'inviata', sort: 'valid_until' }} className={MORE_LINK}>
              {TEXT.seeAllFem}
              <span className="sr-only"> ({SALES_TEXT.followUp})</span>
            </ProposalsLink>
          }
        >
          <FollowUpList items={data.follow_up.items} />
        </Panel>
        <Panel
          title={SALES_TEXT.expiring}
          hint={SALES_TEXT.expiringHint(data.expiring_contracts.within_days)}
          action={
            <ContractsLink search={{ status: 'attivo', sort: 'end_date' }} className={MORE_LINK}>
              {TEXT.seeAll}
              <span className="sr-only"> ({SALES_TEXT.expiring})</span>
            </ContractsLink>
          }
        >
          <ExpiringContractsList items={data.expiring_contracts.items} />
        </Panel>
        <PipelinePanel pipelines={data.pipelines} money={money} />
        <RevenuePanel revenue={data.revenue} money={money} />
        <WinRatePanel winRate={data.win_rate} />
        <TopClientsPanel clients={data.top_clients} money={money} />
      </div>
    </div>
  );
}
