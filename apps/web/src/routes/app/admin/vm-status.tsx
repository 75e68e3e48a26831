import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_TEXT } from '@/modules/admin/strings';
import { VmStatusPage } from '@/modules/admin/vm-status/vm-status-page';

export const Route = createFileRoute('/app/admin/vm-status')({
  staticData: { title: ADMIN_TEXT.vmStatus, requiresAuth: true, requiredPermission: 'admin_access' },
  component: VmStatusPage,
});
