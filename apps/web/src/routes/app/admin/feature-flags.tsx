import { createFileRoute } from '@tanstack/react-router';
import { featureFlagsQueryOptions } from '@/modules/admin/feature-flags/api/get-feature-flags';
import { FeatureFlagsPage } from '@/modules/admin/feature-flags/feature-flags-page';
import { ADMIN_TITLES } from '@/modules/admin/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/admin/feature-flags')({
  staticData: { title: ADMIN_TITLES.featureFlags, requiresAuth: true, requiredPermission: 'admin_access' },
  // prefetchQuery never throws: a failure is shown by the page's QueryBoundary, with 'Riprova'.
  loader: ({ context, cause }) => waitOnEnter(cause, context.queryClient.prefetchQuery(featureFlagsQueryOptions())),
  component: FeatureFlagsPage,
});
