import { createFileRoute } from '@tanstack/react-router';
import { ProjectFormPage } from '@/modules/timesheet/projects/pages/project-form-page';
import { TIMESHEET_TEXT } from '@/modules/timesheet/strings';

export const Route = createFileRoute('/app/projects/create')({
  staticData: {
    title: TIMESHEET_TEXT.projects,
    requiresAuth: true,
    requiredPermission: 'edit_project',
    requiresFeature: 'timesheet_module',
  },
  component: () => <ProjectFormPage />,
});
