import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/modules/public-site/pages/home-page';

export const Route = createFileRoute('/_public/')({
  staticData: { title: 'Home', requiresAuth: false },
  component: HomePage,
});
