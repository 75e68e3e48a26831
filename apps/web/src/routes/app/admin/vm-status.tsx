import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_TITLES } from '@/modules/admin/titles';
import { systemStatusQueryOptions } from '@/modules/admin/vm-status/api/system-status';
import { VmStatusPage } from '@/modules/admin/vm-status/vm-status-page';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/admin/vm-status')({
  staticData: { title: ADMIN_TITLES.vmStatus, requiresAuth: true, requiredPermission: 'admin_access' },
  // prefetchQuery never throws: a failure is shown by the page's QueryBoundary, with 'Riprova'.
  loader: ({ context, cause }) => waitOnEnter(cause, context.queryClient.prefetchQuery(systemStatusQueryOptions())),
  component: VmStatusPage,
});
