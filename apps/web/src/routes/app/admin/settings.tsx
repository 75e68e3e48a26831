import { createFileRoute } from '@tanstack/react-router';
import { adminConfigQueryOptions } from '@/modules/admin/settings/api/get-admin-config';
import { AdminSettingsPage } from '@/modules/admin/settings/settings-page';
import { SettingsSearch } from '@/modules/admin/settings/settings-search';
import { ADMIN_TITLES } from '@/modules/admin/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/admin/settings')({
  staticData: { title: ADMIN_TITLES.settings, requiresAuth: true, requiredPermission: 'admin_access' },
  validateSearch: SettingsSearch,
  // The configuration every tab edits; the integrations tab loads its status when it opens. prefetchQuery never
  // throws: a failure is shown by the page's QueryBoundary, with 'Riprova'.
  loader: ({ context, cause }) => waitOnEnter(cause, context.queryClient.prefetchQuery(adminConfigQueryOptions())),
  component: AdminSettingsPage,
});
