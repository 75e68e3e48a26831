import { createFileRoute } from '@tanstack/react-router';
import { TestComponentsPage } from '@/modules/public-site/pages/test-components-page';

export const Route = createFileRoute('/_public/test-components')({
  staticData: { title: 'Componenti', requiresAuth: false },
  component: TestComponentsPage,
});
