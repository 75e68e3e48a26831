import { createFileRoute } from '@tanstack/react-router';
import { DepartmentFormPage } from '@/modules/personnel/departments/department-form-page';
import { PERSONNEL_TEXT } from '@/modules/personnel/strings';

export const Route = createFileRoute('/app/personnel/departments/$departmentId/edit')({
  staticData: {
    title: PERSONNEL_TEXT.departments,
    requiresAuth: true,
    requiredPermission: 'manage_users',
    requiresFeature: 'personnel_module',
  },
  component: EditDepartment,
});

function EditDepartment() {
  const { departmentId } = Route.useParams();
  return <DepartmentFormPage departmentId={departmentId} />;
}
