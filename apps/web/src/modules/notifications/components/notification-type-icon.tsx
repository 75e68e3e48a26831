import type { NotificationType } from '@portale/shared';
import {
  Bell,
  FolderKanban,
  Info,
  ListChecks,
  type LucideIcon,
  Megaphone,
  MessageSquare,
  Newspaper,
  ServerCog,
  UserRound,
} from 'lucide-react';
import { cx } from '@/ui/cx';

const ICONS: Record<NotificationType, { icon: LucideIcon; tone: string }> = {
  task: { icon: ListChecks, tone: 'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300' },
  project: { icon: FolderKanban, tone: 'bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300' },
  user: { icon: UserRound, tone: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300' },
  message: { icon: MessageSquare, tone: 'bg-primary-100 text-primary-700 dark:bg-primary-950 dark:text-primary-300' },
  news: { icon: Newspaper, tone: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300' },
  communication: { icon: Megaphone, tone: 'bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300' },
  system: { icon: ServerCog, tone: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300' },
  info: { icon: Info, tone: 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300' },
};

export type NotificationTypeIconProps = { type: NotificationType; className?: string };

/** One icon and colour per notification type; decorative (the title says what it is about). */
export function NotificationTypeIcon({ type, className }: NotificationTypeIconProps) {
  const { icon: Icon, tone } = ICONS[type] ?? { icon: Bell, tone: ICONS.info.tone };
  return (
    <span
      data-type={type}
      className={cx('flex size-9 shrink-0 items-center justify-center rounded-full', tone, className)}
      aria-hidden="true"
    >
      <Icon className="size-4" />
    </span>
  );
}
