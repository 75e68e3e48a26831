import { todayInRome } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useBalances } from '../requests/api/balances';
import { formatAmount } from '../requests/format';
import { HOME_CARDS_TEXT } from './strings';

const TEXT = HOME_CARDS_TEXT.myBalances;

export const balancesYear = () => Number(todayInRome().slice(0, 4));

/** Dashboard card "I miei saldi": what is left of each counted leave type this year, pending requests apart. */
export function MyBalancesCard() {
  const { data } = useBalances(balancesYear());
  const counted = data.filter((b) => b.counted && b.available !== null);
  return (
    <div className="flex flex-1 flex-col gap-4">
      {counted.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.empty}</p>
      ) : (
        <ul className="-my-2 divide-y divide-slate-200 dark:divide-slate-800">
          {counted.map((b) => (
            <li key={b.leave_type.id} className="flex items-center justify-between gap-3 py-2.5">
              <span className="flex min-w-0 items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
                <span
                  aria-hidden="true"
                  className="size-2.5 shrink-0 rounded-full"
                  style={{ backgroundColor: b.leave_type.color }}
                />
                <span className="truncate">{b.leave_type.name}</span>
              </span>
              <span className="text-right">
                <span className="block font-semibold text-slate-900 tabular-nums dark:text-white">
                  {formatAmount(b.available ?? 0, b.leave_type.unit)}{' '}
                  <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
                    {TEXT.available(b.available ?? 0)}
                  </span>
                </span>
                {b.pending > 0 && (
                  <span className="block text-xs text-amber-700 dark:text-amber-300">
                    {TEXT.pending(formatAmount(b.pending, b.leave_type.unit))}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/app/timesheet/requests"
        className="mt-auto inline-flex items-center gap-1 self-start text-sm font-medium text-primary-700 hover:underline dark:text-primary-300"
      >
        {TEXT.open}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}
