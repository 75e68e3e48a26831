import { createFileRoute, redirect } from '@tanstack/react-router';
import { firstOpenPage } from '@/platform/navigation/first-open-page';

// Spec §2: /app/crm redirects to /app/crm/dashboard (whoever may not open it lands on their own first page).
export const Route = createFileRoute('/app/crm/')({
  staticData: { title: '', requiresAuth: true, requiresFeature: 'sales_module' },
  beforeLoad: ({ context }) => {
    throw redirect({ to: firstOpenPage(context.routeAccess, ['/app/crm/dashboard']), replace: true });
  },
});
