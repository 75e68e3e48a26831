import { createFileRoute } from '@tanstack/react-router';
import { CareersPage } from '@/modules/public-site/pages/careers-page';

export const Route = createFileRoute('/_public/careers')({
  staticData: { title: 'Lavora con noi', requiresAuth: false },
  component: CareersPage,
});
