import { createFileRoute } from '@tanstack/react-router';
import { departmentsQueryOptions } from '@/modules/personnel/departments/api/list-departments';
import { DepartmentsPanel } from '@/modules/personnel/departments/departments-panel';
import { PersonnelAdminPage } from '@/modules/personnel/employees/admin-page';
import { employeesQuery, PersonnelAdminSearch } from '@/modules/personnel/employees/admin-search';
import { employeeOptionsQueryOptions } from '@/modules/personnel/employees/api/employee-options';
import { employeesQueryOptions } from '@/modules/personnel/employees/api/list-employees';
import { PERSONNEL_TITLES } from '@/modules/personnel/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/personnel/admin')({
  staticData: {
    title: PERSONNEL_TITLES.admin,
    requiresAuth: true,
    requiredPermission: 'admin_access',
    requiresFeature: 'personnel_module',
  },
  validateSearch: PersonnelAdminSearch,
  // A new search state (tab, filter, sort, page) runs the loader again; the old page stays until it has its data.
  loaderDeps: ({ search }) => search,
  // prefetchQuery never throws: a failure is shown by the tab's QueryBoundary, with 'Riprova'.
  loader: ({ context: { queryClient }, deps, cause }) =>
    waitOnEnter(
      cause,
      deps.tab === 'dipartimenti'
        ? queryClient.prefetchQuery(departmentsQueryOptions())
        : Promise.all([
            queryClient.prefetchQuery(employeesQueryOptions(employeesQuery(deps))),
            queryClient.prefetchQuery(employeeOptionsQueryOptions()),
          ]),
    ),
  component: () => <PersonnelAdminPage departmentsPanel={DepartmentsPanel} />,
});
