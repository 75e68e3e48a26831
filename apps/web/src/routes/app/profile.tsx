import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/modules/profile/pages/profile-page';
import { PROFILE_TEXT } from '@/modules/profile/strings';

// Spec §6: profile needs only a login.
export const Route = createFileRoute('/app/profile')({
  staticData: { title: PROFILE_TEXT.profile.title, requiresAuth: true },
  component: ProfilePage,
});
