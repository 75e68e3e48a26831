import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Suspense } from 'react';
import { ErrorBoundary } from '@/ui/error-boundary';
import { SectionCard } from '@/ui/section-card';
import { Skeleton } from '@/ui/skeleton';
import { NotificationPreferencesForm } from '../components/notification-preferences-form';
import { ThemeCard } from '../components/theme-card';
import { PROFILE_TEXT } from '../strings';

function PreferencesSkeleton() {
  return (
    <div role="status" className="grid gap-3 sm:grid-cols-2">
      <span className="sr-only">{PROFILE_TEXT.notifications.title}</span>
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity.
        <Skeleton key={index} className="h-6" />
      ))}
    </div>
  );
}

export function SettingsPage() {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {PROFILE_TEXT.settings.heading}
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{PROFILE_TEXT.settings.intro}</p>
      </div>
      <ThemeCard />
      <SectionCard
        title={PROFILE_TEXT.notifications.title}
        description={PROFILE_TEXT.notifications.hint}
        titleId="settings-notifications-title"
      >
        <QueryErrorResetBoundary>
          {({ reset }) => (
            <ErrorBoundary onReset={reset} title={PROFILE_TEXT.notifications.loadFailed}>
              <Suspense fallback={<PreferencesSkeleton />}>
                <NotificationPreferencesForm />
              </Suspense>
            </ErrorBoundary>
          )}
        </QueryErrorResetBoundary>
      </SectionCard>
    </div>
  );
}
