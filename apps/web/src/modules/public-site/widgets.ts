import type { DashboardWidget } from '@/platform/dashboard/widgets';
import { contactMessagesQueryOptions, LATEST_CONTACT_MESSAGES } from './api/contact-messages';
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
    prefetch: (queryClient) => queryClient.prefetchQuery(contactMessagesQueryOptions(LATEST_CONTACT_MESSAGES)),
  },
];
