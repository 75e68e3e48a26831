import type { DashboardWidget } from '@/platform/dashboard/widgets';
import { dashboardQueryOptions } from './api/get-dashboard';
import { ExpiringDocumentsWidget } from './components/expiring-widget';
import { DOCUMENTS_TEXT } from './strings';

/** Dashboard cards of the documents module; app/dashboard-widget-registry.ts lists this module. */
export const documentsWidgets: DashboardWidget[] = [
  {
    id: 'documents.expiring',
    title: DOCUMENTS_TEXT.widgetExpiring,
    order: 30,
    requiredPermission: 'view_documents',
    requiresFeature: 'document_manager_module',
    component: ExpiringDocumentsWidget,
    prefetch: (queryClient) => queryClient.prefetchQuery(dashboardQueryOptions()),
  },
];
