import type { DashboardWidget } from '@/platform/dashboard/widgets';
import { CLIENT_START_TEXT } from './client-start-strings';
import { ClientStartCard } from './components/client-start-card';

/** Dashboard cards of the profile module; app/dashboard-widget-registry.ts lists this module. */
export const profileWidgets: DashboardWidget[] = [
  {
    id: 'profile.client-start',
    title: CLIENT_START_TEXT.title,
    order: 1,
    size: 'full',
    // Staff have the module cards; the client, until the sales area gives them theirs, this one.
    forRoles: ['client'],
    component: ClientStartCard,
  },
];
