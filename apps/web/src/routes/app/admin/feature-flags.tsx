import { createFileRoute } from '@tanstack/react-router';
import { FeatureFlagsPage } from '@/modules/admin/feature-flags/feature-flags-page';
import { ADMIN_TEXT } from '@/modules/admin/strings';

export const Route = createFileRoute('/app/admin/feature-flags')({
  staticData: { title: ADMIN_TEXT.featureFlags, requiresAuth: true, requiredPermission: 'admin_access' },
  component: FeatureFlagsPage,
});
