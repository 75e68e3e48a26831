import { createFileRoute } from '@tanstack/react-router';
import { SelfHealingDashboardPage } from '@/modules/admin/self-healing/pages/dashboard-page';
import { ADMIN_TEXT } from '@/modules/admin/strings';

// Spec §6: the self-healing pages need view_system_health.
export const Route = createFileRoute('/app/admin/self-healing/')({
  staticData: { title: ADMIN_TEXT.selfHealing, requiresAuth: true, requiredPermission: 'view_system_health' },
  component: SelfHealingDashboardPage,
});
