import { createFileRoute } from '@tanstack/react-router';
import { AdminSettingsPage } from '@/modules/admin/settings/settings-page';
import { ADMIN_TEXT } from '@/modules/admin/strings';

export const Route = createFileRoute('/app/admin/settings')({
  staticData: { title: ADMIN_TEXT.settings, requiresAuth: true, requiredPermission: 'admin_access' },
  component: AdminSettingsPage,
});
