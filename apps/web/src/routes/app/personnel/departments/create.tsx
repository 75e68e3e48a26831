import { createFileRoute } from '@tanstack/react-router';
import { DepartmentFormPage } from '@/modules/personnel/departments/department-form-page';
import { PERSONNEL_TEXT } from '@/modules/personnel/strings';

export const Route = createFileRoute('/app/personnel/departments/create')({
  staticData: {
    title: PERSONNEL_TEXT.departments,
    requiresAuth: true,
    requiredPermission: 'manage_users',
    requiresFeature: 'personnel_module',
  },
  component: () => <DepartmentFormPage />,
});
