import type { Notification } from '@portale/shared';
import { BellOff, CheckCheck, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNotificationsStore } from '@/platform/notifications/notifications-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { NOTIFICATIONS_TEXT as TEXT } from '../strings';
import { NotificationItem } from './notification-item';

export type NotificationPanelProps = {
  titleId: string;
  onOpen: (notification: Notification) => void;
  onMarkAll: () => void;
  onRetry: () => void;
};

/** Relative times ('5 min fa') move on while the panel stays open. */
function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function LoadingRows() {
  return (
    <div role="status" className="flex flex-col gap-4 px-4 py-4">
      <span className="sr-only">{TEXT.loading}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-start gap-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The panel under the bell: 'N totali', mark all, and the list newest first (with loading, error, empty). */
export function NotificationPanel({ titleId, onOpen, onMarkAll, onRetry }: NotificationPanelProps) {
  const { items, unreadCount, status, error } = useNotificationsStore();
  const now = useNow(30_000);
  const loadingFirst = (status === 'loading' || status === 'idle') && items.length === 0;

  return (
    <div className="flex max-h-[min(32rem,calc(100dvh-6rem))] flex-col">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold text-slate-900 dark:text-white">
            {TEXT.title}
          </h2>
          <p className="text-xs text-slate-600 dark:text-slate-400">{TEXT.total(items.length)}</p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={onMarkAll}
          disabled={unreadCount === 0}
          icon={<CheckCheck className="size-4" aria-hidden="true" />}
          className="shrink-0 text-primary-700 dark:text-primary-300"
        >
          {TEXT.markAll}
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {error && (
          <div className="px-4 pt-3">
            <Alert variant="error">
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span>{error}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={onRetry}
                  icon={<RotateCw className="size-4" aria-hidden="true" />}
                >
                  {TEXT.retry}
                </Button>
              </span>
            </Alert>
          </div>
        )}
        {loadingFirst ? (
          <LoadingRows />
        ) : items.length === 0 ? (
          !error && (
            <EmptyState icon={BellOff} title={TEXT.emptyTitle} hint={TEXT.emptyHint} className="m-4 border-0 py-8" />
          )
        ) : (
          <ul aria-label={TEXT.list} className="divide-y divide-slate-100 py-1 dark:divide-slate-800">
            {items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} now={now} onOpen={onOpen} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
