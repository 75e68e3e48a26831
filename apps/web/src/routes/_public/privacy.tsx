import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '@/modules/public-site/pages/privacy-page';

export const Route = createFileRoute('/_public/privacy')({
  staticData: { title: 'Informativa sulla privacy', requiresAuth: false },
  component: PrivacyPage,
});
