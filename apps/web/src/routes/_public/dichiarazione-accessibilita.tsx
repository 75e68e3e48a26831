import { createFileRoute } from '@tanstack/react-router';
import { AccessibilityPage } from '@/modules/public-site/pages/accessibility-page';

export const Route = createFileRoute('/_public/dichiarazione-accessibilita')({
  staticData: { title: 'Dichiarazione di accessibilità', requiresAuth: false },
  component: AccessibilityPage,
});
