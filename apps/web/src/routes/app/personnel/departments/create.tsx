import { createFileRoute } from '@tanstack/react-router';
import { departmentPeopleQueryOptions } from '@/modules/personnel/departments/api/department-people';
import { departmentsQueryOptions } from '@/modules/personnel/departments/api/list-departments';
import { DepartmentFormPage } from '@/modules/personnel/departments/department-form-page';
import { PERSONNEL_TITLES } from '@/modules/personnel/titles';

export const Route = createFileRoute('/app/personnel/departments/create')({
  staticData: {
    title: PERSONNEL_TITLES.departments,
    requiresAuth: true,
    requiredPermission: 'manage_users',
    requiresFeature: 'personnel_module',
  },
  // The departments (the parent's choices and the one edited) and the people (the head's choices).
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.prefetchQuery(departmentsQueryOptions()),
      queryClient.prefetchQuery(departmentPeopleQueryOptions()),
    ]),
  component: () => <DepartmentFormPage />,
});
