import { createFileRoute } from '@tanstack/react-router';
import { ServicesPage } from '@/modules/public-site/pages/services-page';

export const Route = createFileRoute('/_public/services')({
  staticData: { title: 'Servizi', requiresAuth: false },
  component: ServicesPage,
});
