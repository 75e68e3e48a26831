import { createFileRoute } from '@tanstack/react-router';
import { SelfHealingPatternsPage } from '@/modules/admin/self-healing/pages/patterns-page';
import { PatternsSearch } from '@/modules/admin/self-healing/search';
import { SH_TEXT } from '@/modules/admin/self-healing/strings';

// Spec §6: the self-healing pages need view_system_health.
export const Route = createFileRoute('/app/admin/self-healing/patterns')({
  staticData: { title: SH_TEXT.patterns.title, requiresAuth: true, requiredPermission: 'view_system_health' },
  validateSearch: PatternsSearch,
  component: SelfHealingPatternsPage,
});
