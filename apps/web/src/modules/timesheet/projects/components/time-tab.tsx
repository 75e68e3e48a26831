import { formatDay, formatEuro, formatNumber, type Project } from '@portale/shared';
import { Clock } from 'lucide-react';
import { LineChart } from '@/ui/charts/line-chart';
import { EmptyState } from '@/ui/empty-state';
import { useProjectTime } from '../api/get-time';
import { PROJECTS_TEXT } from '../strings';

const TEXT = PROJECTS_TEXT.time;

/** The "Ore" tab: hours by person (rows) and ISO week (columns), with totals and a weekly chart (suspends). */
export function TimeTab({ project }: { project: Project }) {
  const { data: t } = useProjectTime(project.id);
  if (t.total_hours === 0) return <EmptyState icon={Clock} title={TEXT.emptyTitle} hint={TEXT.emptyHint} />;
  const cell = (userId: string, week: string) =>
    t.cells.find((c) => c.user_id === userId && c.week_start === week)?.hours ?? 0;
  const hours = (n: number) => (n === 0 ? '—' : formatNumber(n));
  // The server leaves costs out for those who may not see them (docs/timesheet.md, "Chi vede cosa").
  const showCost = t.people.some((p) => p.cost !== undefined);
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.range(formatDay(t.from), formatDay(t.to))}</p>
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h2 className="mb-3 text-base font-semibold text-slate-900 dark:text-white">{TEXT.byWeek}</h2>
        <LineChart
          title={TEXT.byWeek}
          height={200}
          xLabels={t.week_totals.map((w) => formatDay(w.week_start, 'dayMonthShort'))}
          formatXLabel={(_, i) => TEXT.weekFull(formatDay(t.week_totals[i]!.week_start))}
          formatValue={(v) => `${formatNumber(v)} h`}
          series={[
            { id: 'hours', label: TEXT.total, values: t.week_totals.map((w) => w.hours), tone: 'primary', dots: true },
          ]}
        />
      </section>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1).
        tabIndex={0}
        aria-label={TEXT.caption}
        className="relative overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800"
      >
        <table className="w-full min-w-max text-sm">
          <caption className="sr-only">{TEXT.caption}</caption>
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
            <tr>
              <th scope="col" className="sticky left-0 bg-slate-50 px-4 py-2.5 text-left uppercase dark:bg-slate-800">
                {TEXT.person}
              </th>
              {t.weeks.map((week) => (
                <th key={week} scope="col" className="px-3 py-2.5 text-right whitespace-nowrap">
                  <abbr title={TEXT.weekFull(formatDay(week))} className="no-underline">
                    {formatDay(week, 'dayMonthShort')}
                  </abbr>
                </th>
              ))}
              <th scope="col" className="px-4 py-2.5 text-right uppercase">
                {TEXT.total}
              </th>
              {showCost && (
                <th scope="col" className="px-4 py-2.5 text-right uppercase">
                  {TEXT.cost}
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-900">
            {t.people.map((person) => (
              <tr key={person.user_id}>
                <th
                  scope="row"
                  className="sticky left-0 bg-white px-4 py-2.5 text-left font-medium whitespace-nowrap text-slate-900 dark:bg-slate-900 dark:text-white"
                >
                  {person.name}
                </th>
                {t.weeks.map((week) => (
                  <td key={week} className="px-3 py-2.5 text-right text-slate-800 tabular-nums dark:text-slate-200">
                    {hours(cell(person.user_id, week))}
                  </td>
                ))}
                <td className="px-4 py-2.5 text-right font-semibold text-slate-900 tabular-nums dark:text-white">
                  {formatNumber(person.hours)}
                </td>
                {showCost && (
                  <td className="px-4 py-2.5 text-right text-slate-800 tabular-nums dark:text-slate-200">
                    {formatEuro(person.cost ?? 0)}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold dark:border-slate-700 dark:bg-slate-800/60">
            <tr>
              <th
                scope="row"
                className="sticky left-0 bg-slate-50 px-4 py-2.5 text-left text-slate-900 dark:bg-slate-800 dark:text-white"
              >
                {TEXT.total}
              </th>
              {t.week_totals.map((w) => (
                <td key={w.week_start} className="px-3 py-2.5 text-right text-slate-900 tabular-nums dark:text-white">
                  {hours(w.hours)}
                </td>
              ))}
              <td className="px-4 py-2.5 text-right text-slate-900 tabular-nums dark:text-white">
                {formatNumber(t.total_hours)}
              </td>
              {showCost && (
                <td className="px-4 py-2.5 text-right text-slate-900 tabular-nums dark:text-white">
                  {formatEuro(t.people.reduce((sum, p) => sum + (p.cost ?? 0), 0))}
                </td>
              )}
            </tr>
          </tfoot>
        </table>
      </section>
    </div>
  );
}
