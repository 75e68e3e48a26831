import { createFileRoute, redirect } from '@tanstack/react-router';
import { firstOpenPage } from '@/platform/navigation/first-open-page';

// Spec §2: /app/invoicing redirects to /app/invoicing/pre-invoices (whoever may not open it lands on their own
// first page).
export const Route = createFileRoute('/app/invoicing/')({
  staticData: { title: '', requiresAuth: true, requiresFeature: 'sales_module' },
  beforeLoad: ({ context }) => {
    throw redirect({ to: firstOpenPage(context.routeAccess, ['/app/invoicing/pre-invoices']), replace: true });
  },
});
