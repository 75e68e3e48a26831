import type { OneTimeTokenInfo } from '@portale/shared';
import { Card } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { AUTH_TEXT } from '../strings';

const TEXT = AUTH_TEXT.oneTimeLink;

/** What the set-password page shows while the link is being checked (and its form's code downloads). */
export function CheckingLinkCard({ purpose }: { purpose: OneTimeTokenInfo['purpose'] }) {
  return (
    <Card aria-busy="true">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{TEXT[purpose].title}</h1>
      <p role="status" className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">
        {TEXT.checking}
      </p>
      <div className="flex flex-col gap-5">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </Card>
  );
}
