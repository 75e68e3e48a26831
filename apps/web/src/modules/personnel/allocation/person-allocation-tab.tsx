import { Alert } from '@/ui/alert';
import { cx } from '@/ui/cx';
import { usePersonAllocation } from './api/get-person-allocation';
import { HEAT_CLASSES, HeatValue, heatOf } from './heat';
import { monthLabel, ALLOCATION_TEXT as TEXT } from './strings';

export type PersonAllocationTabProps = { personId: string };

/** The profile's allocation tab: that person's next six months and the projects in each (suspends). */
export function PersonAllocationTab({ personId }: PersonAllocationTabProps) {
  const { person, has_sources } = usePersonAllocation(personId).data;
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-base font-semibold text-slate-900 dark:text-white">{TEXT.personTitle}</h3>
      {!has_sources && <Alert variant="info">{TEXT.noSources}</Alert>}
      <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
        <table className="w-full min-w-[32rem] text-sm">
          <caption className="sr-only">{TEXT.personTitle}</caption>
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-300">
            <tr>
              <th scope="col" className="px-4 py-2 text-left">
                {TEXT.month}
              </th>
              <th scope="col" className="px-4 py-2 text-center">
                {TEXT.allocated} / {TEXT.capacity}
              </th>
              <th scope="col" className="px-4 py-2 text-left">
                {TEXT.projects}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {person.cells.map((cell) => (
              <tr key={cell.month}>
                <th
                  scope="row"
                  className="px-4 py-2 text-left font-medium whitespace-nowrap text-slate-900 capitalize dark:text-white"
                >
                  {monthLabel(cell.month, 'long')}
                </th>
                <td className={cx('px-4 py-2 text-center', HEAT_CLASSES[heatOf(cell)])}>
                  <HeatValue cell={cell} />
                </td>
                <td className="px-4 py-2 text-slate-700 dark:text-slate-300">
                  {cell.items.length === 0
                    ? TEXT.noProjects
                    : cell.items.map((i) => (
                        <span key={i.label} className="mr-3 inline-block">
                          {i.link ? (
                            <a href={i.link} className="text-primary-700 hover:underline dark:text-primary-300">
                              {i.label}
                            </a>
                          ) : (
                            i.label
                          )}{' '}
                          <span className="tabular-nums">({i.pct}%)</span>
                        </span>
                      ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
