import { mondayOfWeek, shiftIsoDate } from '@portale/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/ui/button';
import { currentMonday, weekRangeLabel } from '../dates';
import { ENTRY_TEXT } from '../strings';

export type WeekNavigatorProps = {
  weekStart: string;
  onChange: (weekStart: string) => void;
};

/** Previous / today / next, a date picker to jump, and the week's range as the heading of the grid. */
export function WeekNavigator({ weekStart, onChange }: WeekNavigatorProps) {
  const thisWeek = currentMonday();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="flex items-center gap-1">
        <Button
          variant="secondary"
          size="sm"
          aria-label={ENTRY_TEXT.previousWeek}
          title={ENTRY_TEXT.previousWeek}
          onClick={() => onChange(shiftIsoDate(weekStart, -7))}
          icon={<ChevronLeft className="size-4" aria-hidden="true" />}
        />
        <Button
          variant="secondary"
          size="sm"
          aria-label={ENTRY_TEXT.thisWeekLabel}
          disabled={weekStart === thisWeek}
          onClick={() => onChange(thisWeek)}
        >
          {ENTRY_TEXT.thisWeek}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={ENTRY_TEXT.nextWeek}
          title={ENTRY_TEXT.nextWeek}
          onClick={() => onChange(shiftIsoDate(weekStart, 7))}
          icon={<ChevronRight className="size-4" aria-hidden="true" />}
        />
      </div>
      <h2 className="text-base font-semibold text-slate-900 dark:text-white" aria-live="polite">
        {weekRangeLabel(weekStart, shiftIsoDate(weekStart, 6))}
      </h2>
      <label className="ml-auto flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <span className="hidden sm:inline">{ENTRY_TEXT.jumpTo}</span>
        <span className="sr-only sm:hidden">{ENTRY_TEXT.jumpTo}</span>
        <input
          type="date"
          value={weekStart}
          onChange={(event) => event.target.value && onChange(mondayOfWeek(event.target.value))}
          className="h-8 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:[color-scheme:dark] dark:focus-visible:outline-primary-400"
        />
      </label>
    </div>
  );
}
