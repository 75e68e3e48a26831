import { createFileRoute } from '@tanstack/react-router';
import { departmentQueryOptions } from '@/modules/personnel/departments/api/get-department';
import { DepartmentPage } from '@/modules/personnel/departments/department-page';
import { PERSONNEL_TITLES } from '@/modules/personnel/titles';

export const Route = createFileRoute('/app/personnel/departments/$departmentId/')({
  staticData: {
    title: PERSONNEL_TITLES.departments,
    requiresAuth: true,
    requiredPermission: ['view_personnel', 'view_recruiting'],
    requiresFeature: 'personnel_module',
  },
  loader: ({ context, params }) => context.queryClient.prefetchQuery(departmentQueryOptions(params.departmentId)),
  component: DepartmentPage,
});
