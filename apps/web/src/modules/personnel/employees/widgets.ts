import type { DashboardWidget } from '@/platform/dashboard/widgets';
import { birthdaysQueryOptions } from './api/birthdays';
import { newColleaguesQueryOptions } from './api/new-colleagues';
import { PEOPLE_TEXT } from './strings';
import { BirthdaysWidget, NewColleaguesWidget } from './widgets-cards';

/** Dashboard cards of personnel people; app/dashboard-widget-registry.ts lists them. */
export const employeeWidgets: DashboardWidget[] = [
  {
    id: 'personnel.birthdays',
    title: PEOPLE_TEXT.widgets.birthdays,
    order: 40,
    requiredPermission: 'view_personnel',
    requiresFeature: 'personnel_module',
    component: BirthdaysWidget,
    prefetch: (queryClient) => queryClient.prefetchQuery(birthdaysQueryOptions()),
  },
  {
    id: 'personnel.new-colleagues',
    title: PEOPLE_TEXT.widgets.newColleagues,
    order: 41,
    requiredPermission: 'view_personnel',
    requiresFeature: 'personnel_module',
    component: NewColleaguesWidget,
    prefetch: (queryClient) => queryClient.prefetchQuery(newColleaguesQueryOptions()),
  },
];
