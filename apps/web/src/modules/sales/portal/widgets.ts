import type { DashboardWidget } from '@/platform/dashboard/widgets';
import { portalOverviewQueryOptions, useHasClientPortal } from './api/get-overview';
import { portalContractsQueryOptions } from './api/list-contracts';
import { portalPreInvoicesQueryOptions } from './api/list-pre-invoices';
import { portalProjectsQueryOptions } from './api/list-projects';
import { portalProposalsQueryOptions } from './api/list-proposals';
import { PORTAL_TEXT } from './strings';
import { ContractsCard } from './widgets/contracts-card';
import { PreInvoicesCard } from './widgets/pre-invoices-card';
import { ProjectsCard } from './widgets/projects-card';
import { ProposalsToDecideCard } from './widgets/proposals-card';

// The client's cards on /app/dashboard (issue 18): for client accounts (no permission tells them apart from an
// employee's) with the sales module on, and only once the server says the account reaches the portal (a company is
// linked to it); app/dashboard-widget-registry.ts lists this module.
const forClients = {
  forRoles: ['client'],
  requiresFeature: 'sales_module',
  useVisible: useHasClientPortal,
} as const satisfies Partial<DashboardWidget>;

const withOverview =
  (prefetch: DashboardWidget['prefetch'] & {}): DashboardWidget['prefetch'] =>
  (queryClient) =>
    Promise.all([queryClient.prefetchQuery(portalOverviewQueryOptions()), prefetch(queryClient)]);

export const clientPortalWidgets: DashboardWidget[] = [
  {
    id: 'client-portal.proposals',
    title: PORTAL_TEXT.widgets.proposals,
    order: 2,
    size: 'full',
    ...forClients,
    component: ProposalsToDecideCard,
    prefetch: withOverview((queryClient) => queryClient.prefetchQuery(portalProposalsQueryOptions())),
  },
  {
    id: 'client-portal.projects',
    title: PORTAL_TEXT.widgets.projects,
    order: 3,
    ...forClients,
    component: ProjectsCard,
    prefetch: withOverview((queryClient) => queryClient.prefetchQuery(portalProjectsQueryOptions())),
  },
  {
    id: 'client-portal.contracts',
    title: PORTAL_TEXT.widgets.contracts,
    order: 4,
    ...forClients,
    component: ContractsCard,
    prefetch: withOverview((queryClient) => queryClient.prefetchQuery(portalContractsQueryOptions())),
  },
  {
    id: 'client-portal.pre-invoices',
    title: PORTAL_TEXT.widgets.preInvoices,
    order: 5,
    ...forClients,
    component: PreInvoicesCard,
    prefetch: withOverview((queryClient) => queryClient.prefetchQuery(portalPreInvoicesQueryOptions())),
  },
];
