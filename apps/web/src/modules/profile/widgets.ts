import type { DashboardWidget } from '@/platform/dashboard/widgets';
import { CLIENT_START_TEXT } from './client-start-strings';
import { ClientStartCard } from './components/client-start-card';

/** Dashboard cards of the profile module; app/dashboard-widget-registry.ts lists this module. */
export const profileWidgets: DashboardWidget[] = [
  {
    id: 'profile.client-start',
    title: CLIENT_START_TEXT.title,
    // After the client portal's cards (offers, projects, contracts, pre-invoices), when the sales module is on.
    order: 90,
    size: 'full',
    // Staff have the module cards; the client has this one too.
    forRoles: ['client'],
    component: ClientStartCard,
  },
];
