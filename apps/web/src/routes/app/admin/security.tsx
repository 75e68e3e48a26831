import { createFileRoute } from '@tanstack/react-router';
import { SecurityPage } from '@/modules/admin/security/security-page';
import { ADMIN_TEXT } from '@/modules/admin/strings';

export const Route = createFileRoute('/app/admin/security')({
  staticData: {
    title: ADMIN_TEXT.security,
    requiresAuth: true,
    requiredPermission: 'admin_access',
    requiresFeature: 'security_dashboard',
  },
  component: SecurityPage,
});
