import type { DashboardWidget } from '@/platform/dashboard/widgets';
import { ContactMessagesWidget } from './components/contact-messages-widget';
import { PUBLIC_SITE_TEXT } from './strings';

/** Dashboard cards of the public-site module; app/dashboard-widget-registry.ts lists this module. */
export const publicSiteWidgets: DashboardWidget[] = [
  {
    id: 'public-site.contact-messages',
    title: PUBLIC_SITE_TEXT.messagesWidget.title,
    order: 50,
    size: 'full',
    requiredPermission: 'admin_access',
    component: ContactMessagesWidget,
  },
];
