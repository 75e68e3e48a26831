import { createFileRoute } from '@tanstack/react-router';
import { DepartmentsPanel } from '@/modules/personnel/departments/departments-panel';
import { PersonnelAdminPage } from '@/modules/personnel/employees/admin-page';
import { PersonnelAdminSearch } from '@/modules/personnel/employees/admin-search';
import { PERSONNEL_TEXT } from '@/modules/personnel/strings';

export const Route = createFileRoute('/app/personnel/admin')({
  staticData: {
    title: PERSONNEL_TEXT.admin,
    requiresAuth: true,
    requiredPermission: 'admin_access',
    requiresFeature: 'personnel_module',
  },
  validateSearch: PersonnelAdminSearch,
  component: () => <PersonnelAdminPage departmentsPanel={DepartmentsPanel} />,
});
