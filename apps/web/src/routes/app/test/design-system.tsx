import { createFileRoute } from '@tanstack/react-router';
import { DesignSystemPage } from '@/modules/design-system/pages/design-system-page';
import { DESIGN_SYSTEM_TITLE } from '@/modules/design-system/titles';

// Spec §6 let any logged-in user open the design-system page; its demo alerts and fake errors are a developer's
// tool, so since issue 15 only administrators may (the guard answers 403 to anyone else).
export const Route = createFileRoute('/app/test/design-system')({
  staticData: { title: DESIGN_SYSTEM_TITLE, requiresAuth: true, requiredPermission: 'admin_access' },
  component: DesignSystemPage,
});
