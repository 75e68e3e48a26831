import { createFileRoute } from '@tanstack/react-router';
import { AllocationPage } from '@/modules/personnel/allocation/allocation-page';
import { AllocationSearch } from '@/modules/personnel/allocation/search';
import { PERSONNEL_TEXT } from '@/modules/personnel/strings';

export const Route = createFileRoute('/app/personnel/allocation')({
  staticData: {
    title: PERSONNEL_TEXT.allocation,
    requiresAuth: true,
    requiredPermission: 'view_recruiting',
    requiresFeature: 'personnel_module',
  },
  validateSearch: AllocationSearch,
  component: AllocationPage,
});
