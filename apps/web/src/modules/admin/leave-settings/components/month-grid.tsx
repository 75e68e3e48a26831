import type { Holiday } from '@portale/shared';
import { cx } from '@/ui/cx';
import { daysInMonth, isoDate, MONTH_NAMES, weekdayIndex } from '../dates';
import { KIND_STYLES } from './holiday-kind-style';

const WEEKDAYS = [
  ['L', 'lunedì'],
  ['M', 'martedì'],
  ['M', 'mercoledì'],
  ['G', 'giovedì'],
  ['V', 'venerdì'],
  ['S', 'sabato'],
  ['D', 'domenica'],
] as const;

export type MonthGridProps = {
  year: number;
  /** 1–12. */
  month: number;
  holidays: Map<string, Holiday[]>;
  today: string;
};

/** One month, weeks starting on Monday; days off are tinted by kind and named for screen readers. */
export function MonthGrid({ year, month, holidays, today }: MonthGridProps) {
  const total = daysInMonth(year, month);
  const lead = weekdayIndex(isoDate(year, month, 1));
  const cells: (number | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: total }, (_, i) => i + 1),
  ];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));

  return (
    <table className="w-full table-fixed border-collapse text-center text-xs">
      <caption className="pb-2 text-left text-sm font-semibold text-slate-900 capitalize dark:text-white">
        {MONTH_NAMES[month - 1]}
      </caption>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, full]) => (
            <th key={full} scope="col" className="pb-1 font-medium text-slate-600 dark:text-slate-400">
              <abbr title={full} className="no-underline">
                {short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find((day) => day !== null)}>
            {week.map((day, index) => {
              // biome-ignore lint/suspicious/noArrayIndexKey: a blank cell's weekday is its identity.
              if (day === null) return <td key={`blank-${index}`} />;
              const date = isoDate(year, month, day);
              const off = holidays.get(date);
              const first = off?.[0];
              const weekend = index >= 5;
              return (
                <td key={date} className="p-0.5">
                  <span
                    title={off?.map((h) => h.name).join(', ')}
                    className={cx(
                      'flex aspect-square items-center justify-center rounded-md tabular-nums',
                      first
                        ? KIND_STYLES[first.kind].cell
                        : weekend
                          ? 'text-slate-500 dark:text-slate-400'
                          : 'text-slate-800 dark:text-slate-200',
                      date === today && 'ring-2 ring-primary-600 dark:ring-primary-400',
                    )}
                  >
                    {day}
                    {off && <span className="sr-only">: {off.map((h) => h.name).join(', ')}</span>}
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
