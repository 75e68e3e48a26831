import { createFileRoute } from '@tanstack/react-router';
import { requireAuthenticated } from '../../app/guards';
import { AppLayout } from '../../app/layouts/app-layout';

export const Route = createFileRoute('/app')({
  staticData: { title: '', requiresAuth: true },
  beforeLoad: ({ location }) => requireAuthenticated(location),
  component: AppLayout,
});
