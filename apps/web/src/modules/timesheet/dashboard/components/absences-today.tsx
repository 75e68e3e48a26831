import type { TimesheetAbsence } from '@portale/shared';
import { Palmtree } from 'lucide-react';
import { Avatar } from '@/ui/avatar';
import { EmptyState } from '@/ui/empty-state';
import { dayRange } from '../format';
import { DASHBOARD_TEXT as TEXT } from '../strings';

/** Who is away today (approved leave), and until when. */
export function AbsencesToday({ items }: { items: TimesheetAbsence[] }) {
  if (items.length === 0) return <EmptyState title={TEXT.absencesEmpty} icon={Palmtree} />;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {items.map((a) => (
        <li key={`${a.user.id}/${a.start_date}/${a.start_time}`} className="flex items-center gap-3 py-2.5">
          <Avatar name={a.user.name} size="sm" decorative />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-slate-900 dark:text-white">{a.user.name}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {a.start_time && a.end_time ? `${a.start_time}–${a.end_time}` : dayRange(a.start_date, a.end_date)}
            </p>
          </div>
          <span className="inline-flex shrink-0 items-center gap-1.5 text-sm text-slate-700 dark:text-slate-200">
            <span
              className="size-2.5 rounded-full"
              style={{ backgroundColor: a.leave_type.color }}
              aria-hidden="true"
            />
            {a.leave_type.name}
          </span>
        </li>
      ))}
    </ul>
  );
}
