import type { Notification } from '@portale/shared';
import * as Popover from '@radix-ui/react-popover';
import { useRouter } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import { useId, useState } from 'react';
import {
  loadNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  useNotificationsStore,
} from '@/platform/notifications/notifications-store';
import { useNotificationsSync } from '@/platform/notifications/use-notifications-sync';
import { safeRedirectPath } from '@/platform/safe-redirect';
import { toast } from '@/platform/toast/toast';
import { NOTIFICATIONS_TEXT as TEXT } from '../strings';
import { NotificationPanel } from './notification-panel';

/** Spec §2/§4 header notifications: bell with the unread badge and a panel; hidden while the flag is off. */
export function NotificationBell() {
  const active = useNotificationsSync();
  const unread = useNotificationsStore((state) => state.unreadCount);
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const titleId = useId();
  if (!active) return null;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // The list is fetched when it is looked at; once shown, later openings refresh it without a skeleton.
    if (next) void loadNotifications({ quiet: useNotificationsStore.getState().status === 'ready' });
  };

  const openNotification = (notification: Notification) => {
    if (!notification.is_read) void markNotificationRead(notification.id);
    // Only same-origin paths are followed, through the router.
    const path = notification.link ? safeRedirectPath(notification.link) : null;
    if (path) {
      setOpen(false);
      void router.navigate({ href: path });
    }
  };

  const markAll = async () => {
    if (await markAllNotificationsRead()) toast.success(TEXT.markedAll);
  };

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger
        aria-label={TEXT.trigger(unread)}
        title={TEXT.title}
        className="relative flex size-10 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 data-[state=open]:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:outline-primary-400 dark:data-[state=open]:bg-slate-800"
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 && (
          <span
            data-testid="notification-badge"
            aria-hidden="true"
            className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-semibold text-white ring-2 ring-white dark:ring-slate-900"
          >
            {TEXT.badge(unread)}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby={titleId}
          // Full width on a phone, a comfortable column from the small breakpoint up.
          className="z-50 w-[calc(100vw-1rem)] overflow-hidden rounded-xl outline-none border border-slate-200 bg-white shadow-xl sm:w-96 dark:border-slate-700 dark:bg-slate-900"
        >
          <NotificationPanel
            titleId={titleId}
            onOpen={openNotification}
            onMarkAll={() => void markAll()}
            onRetry={() => void loadNotifications()}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
