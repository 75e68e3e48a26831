import { createFileRoute } from '@tanstack/react-router';
import { DesignSystemPage } from '@/modules/design-system/pages/design-system-page';
import { DESIGN_SYSTEM_TEXT } from '@/modules/design-system/strings';

// Spec §6: the test design-system page needs only a login.
export const Route = createFileRoute('/app/test/design-system')({
  staticData: { title: DESIGN_SYSTEM_TEXT.title, requiresAuth: true },
  component: DesignSystemPage,
});
