import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/modules/profile/pages/profile-page';
import { PROFILE_TITLES } from '@/modules/profile/titles';

// Spec §6: profile needs only a login.
export const Route = createFileRoute('/app/profile')({
  staticData: { title: PROFILE_TITLES.profile, requiresAuth: true },
  component: ProfilePage,
});
