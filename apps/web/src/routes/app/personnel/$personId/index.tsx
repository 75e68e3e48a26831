import { createFileRoute } from '@tanstack/react-router';
import { PersonAllocationTab } from '@/modules/personnel/allocation/person-allocation-tab';
import { employeeQueryOptions } from '@/modules/personnel/employees/api/get-employee';
import { PersonPage } from '@/modules/personnel/employees/person-page';
import { PersonSearch } from '@/modules/personnel/employees/person-search';
import type { PersonTabs } from '@/modules/personnel/employees/person-tabs';
import { PersonPerformanceTab } from '@/modules/personnel/performance/person-performance-tab';
import { PersonSkillsTab } from '@/modules/personnel/skills/person-skills-tab';
import { PERSONNEL_TITLES } from '@/modules/personnel/titles';
import { PersonLeaveTab } from '@/modules/timesheet/requests/components/person-leave-tab';

// The person page is built by the people area; the other areas contribute their tabs here, where the module's
// areas and other modules may meet (modules/* never import a sibling folder or another module).
const TABS: PersonTabs = {
  skills: PersonSkillsTab,
  allocation: PersonAllocationTab,
  performance: PersonPerformanceTab,
  leave: PersonLeaveTab,
};

export const Route = createFileRoute('/app/personnel/$personId/')({
  staticData: {
    title: PERSONNEL_TITLES.person,
    requiresAuth: true,
    requiredPermission: ['view_personnel', 'view_recruiting'],
    requiresFeature: 'personnel_module',
  },
  validateSearch: PersonSearch,
  // The record; each tab loads its own data when it opens. prefetchQuery never throws: the page shows a failure.
  loader: ({ context, params }) => context.queryClient.prefetchQuery(employeeQueryOptions(params.personId)),
  component: PersonRoute,
});

function PersonRoute() {
  const { personId } = Route.useParams();
  return <PersonPage personId={personId} tabs={TABS} />;
}
