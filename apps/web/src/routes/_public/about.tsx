import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/modules/public-site/pages/about-page';

export const Route = createFileRoute('/_public/about')({
  staticData: { title: 'Chi siamo', requiresAuth: false },
  component: AboutPage,
});
