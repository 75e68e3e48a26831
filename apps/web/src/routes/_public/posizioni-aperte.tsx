import { createFileRoute } from '@tanstack/react-router';
import { CareersPage } from '@/modules/public-site/pages/careers-page';

export const Route = createFileRoute('/_public/posizioni-aperte')({
  staticData: { title: 'Posizioni aperte', requiresAuth: false },
  component: CareersPage,
});
