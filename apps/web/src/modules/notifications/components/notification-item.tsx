import type { Notification } from '@portale/shared';
import { formatRelativeTime } from '@/platform/notifications/relative-time';
import { cx } from '@/ui/cx';
import { NOTIFICATIONS_TEXT } from '../strings';
import { NotificationTypeIcon } from './notification-type-icon';

export type NotificationItemProps = {
  notification: Notification;
  now: number;
  onOpen: (notification: Notification) => void;
};

/** One row of the panel: the whole row is the button that marks it read and follows its link. */
export function NotificationItem({ notification, now, onOpen }: NotificationItemProps) {
  const { title, message, type, is_read, created_at } = notification;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        data-unread={!is_read}
        className={cx(
          'flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600 dark:hover:bg-slate-800/70 dark:focus-visible:bg-slate-800/70 dark:focus-visible:outline-primary-400',
          !is_read && 'bg-primary-50/60 dark:bg-primary-950/30',
        )}
      >
        <NotificationTypeIcon type={type} />
        <span className="min-w-0 flex-1">
          <span className="flex items-start gap-2">
            <span
              className={cx(
                'min-w-0 flex-1 text-sm break-words text-slate-900 dark:text-white',
                is_read ? 'font-medium' : 'font-semibold',
              )}
            >
              {title}
            </span>
            <time
              dateTime={created_at}
              className="shrink-0 pt-0.5 text-xs whitespace-nowrap text-slate-600 dark:text-slate-400"
            >
              {formatRelativeTime(created_at, now)}
            </time>
          </span>
          {message && (
            <span className="mt-0.5 line-clamp-2 block text-sm break-words text-slate-600 dark:text-slate-300">
              {message}
            </span>
          )}
        </span>
        {!is_read && (
          <span className="mt-1.5 flex size-2.5 shrink-0 rounded-full bg-primary-600 dark:bg-primary-400">
            <span className="sr-only">{NOTIFICATIONS_TEXT.unread}</span>
          </span>
        )}
      </button>
    </li>
  );
}
