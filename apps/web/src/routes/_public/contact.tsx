import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/modules/public-site/pages/contact-page';

export const Route = createFileRoute('/_public/contact')({
  staticData: { title: 'Contatti', requiresAuth: false },
  component: ContactPage,
});
