import { createFileRoute } from '@tanstack/react-router';
import { CookiePolicyPage } from '@/modules/public-site/pages/cookie-policy-page';

export const Route = createFileRoute('/_public/cookie-policy')({
  staticData: { title: 'Cookie Policy', requiresAuth: false },
  component: CookiePolicyPage,
});
