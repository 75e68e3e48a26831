import { createFileRoute } from '@tanstack/react-router';
import { type GuardArgs, guardAppRoute } from '@/app/guards';
import { AppLayout } from '@/app/layouts/app-layout';

// The one guard of /app: it reads the staticData of every matched route (spec §4/§8). The argument is cast
// because inferring the type of `matches` here would reference this very route's type (a circular type).
export const Route = createFileRoute('/app')({
  staticData: { title: '', requiresAuth: true },
  beforeLoad: (args) => guardAppRoute(args as unknown as GuardArgs),
  component: AppLayout,
});
