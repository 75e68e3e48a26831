import { createFileRoute } from '@tanstack/react-router';
import { LeaveSettingsPage } from '@/modules/admin/leave-settings/leave-settings-page';
import { ADMIN_TEXT } from '@/modules/admin/strings';

export const Route = createFileRoute('/app/admin/leave-settings')({
  staticData: { title: ADMIN_TEXT.leaveSettings, requiresAuth: true, requiredPermission: 'admin_access' },
  component: LeaveSettingsPage,
});
