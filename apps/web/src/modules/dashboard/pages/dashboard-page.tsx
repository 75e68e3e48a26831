import { ROLE_LABELS } from '@portale/shared';
import { useNavigate } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import { useLogout } from '../../../platform/auth-session';
import { useAuthStore } from '../../../platform/auth-store';
import { formatLongDate } from '../../../platform/format';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { DASHBOARD_TEXT as TEXT } from '../strings';

export function DashboardPage() {
  const user = useAuthStore((state) => state.user);
  const logout = useLogout();
  const navigate = useNavigate();

  // The /app guard guarantees a user; this only covers the instant after logout clears the store.
  if (!user) return null;

  const onLogout = async () => {
    await logout.mutateAsync();
    await navigate({ to: '/auth/login', replace: true });
  };

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            {TEXT.greeting(user.first_name)}
          </h1>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{TEXT.today(formatLongDate(new Date()))}</p>
        </div>
        <Button
          variant="secondary"
          icon={<LogOut className="size-4" aria-hidden="true" />}
          loading={logout.isPending}
          onClick={() => void onLogout()}
          className="self-start"
        >
          {TEXT.logout}
        </Button>
      </div>
      <Card>
        <dl className="grid gap-6 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{TEXT.role}</dt>
            <dd className="mt-1 font-semibold text-slate-900 dark:text-white">{ROLE_LABELS[user.role]}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{TEXT.username}</dt>
            <dd className="mt-1 font-semibold break-all text-slate-900 dark:text-white">{user.username}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{TEXT.email}</dt>
            <dd className="mt-1 font-semibold break-all text-slate-900 dark:text-white">{user.email}</dd>
          </div>
        </dl>
        <p className="mt-6 border-t border-slate-200 pt-6 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
          {TEXT.comingSoon}
        </p>
      </Card>
    </div>
  );
}
