import { createFileRoute } from '@tanstack/react-router';
import { preferencesQueryOptions } from '@/modules/profile/api/get-preferences';
import { SettingsPage } from '@/modules/profile/pages/settings-page';
import { PROFILE_TITLES } from '@/modules/profile/titles';

// Spec §6: settings need only a login.
export const Route = createFileRoute('/app/settings')({
  staticData: { title: PROFILE_TITLES.settings, requiresAuth: true },
  // Prefetch, not ensure: a failed load is shown inside the notifications card (with 'Riprova'), not as a 500.
  loader: ({ context }) => context.queryClient.prefetchQuery(preferencesQueryOptions()),
  component: SettingsPage,
});
