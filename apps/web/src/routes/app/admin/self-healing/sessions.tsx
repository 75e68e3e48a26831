import { createFileRoute } from '@tanstack/react-router';
import { SelfHealingSessionsPage } from '@/modules/admin/self-healing/pages/sessions-page';
import { SessionsSearch } from '@/modules/admin/self-healing/search';
import { SH_TEXT } from '@/modules/admin/self-healing/strings';

// Spec §6: the self-healing pages need view_system_health.
export const Route = createFileRoute('/app/admin/self-healing/sessions')({
  staticData: { title: SH_TEXT.sessions.title, requiresAuth: true, requiredPermission: 'view_system_health' },
  validateSearch: SessionsSearch,
  component: SelfHealingSessionsPage,
});
