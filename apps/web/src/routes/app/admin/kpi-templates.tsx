import { createFileRoute } from '@tanstack/react-router';
import { KpiTemplatesPage } from '@/modules/admin/kpi-templates/kpi-templates-page';
import { KpiTemplatesSearch } from '@/modules/admin/kpi-templates/kpi-templates-search';
import { ADMIN_TEXT } from '@/modules/admin/strings';

export const Route = createFileRoute('/app/admin/kpi-templates')({
  staticData: { title: ADMIN_TEXT.kpiTemplates, requiresAuth: true, requiredPermission: 'admin_access' },
  validateSearch: KpiTemplatesSearch,
  component: KpiTemplatesPage,
});
