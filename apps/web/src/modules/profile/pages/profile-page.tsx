import { useAuthStore } from '@/platform/auth-store';
import { AvatarCard } from '../components/avatar-card';
import { NameForm } from '../components/name-form';
import { PasswordChangeForm } from '../components/password-form';
import { PROFILE_TEXT } from '../strings';

export function ProfilePage() {
  const user = useAuthStore((state) => state.user);
  // The /app guard guarantees a user; this only covers the instant after logout clears the store.
  if (!user) return null;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {PROFILE_TEXT.profile.heading}
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{PROFILE_TEXT.profile.intro}</p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[18rem_1fr]">
        <AvatarCard user={user} />
        <div className="flex flex-col gap-6">
          <NameForm user={user} />
          <PasswordChangeForm />
        </div>
      </div>
    </div>
  );
}
