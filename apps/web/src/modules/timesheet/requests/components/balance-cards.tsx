import type { LeaveBalance } from '@portale/shared';
import { Skeleton } from '@/ui/skeleton';
import { formatAmount, formatDate } from '../format';
import { REQUESTS_TEXT } from '../strings';

const TEXT = REQUESTS_TEXT.balances;

/** No balances yet: the skeleton of the cards. */
export type BalanceCardsProps = { balances: LeaveBalance[] | undefined };

/**
 * One card per leave type: what is left, and how it was reached. Types that are not counted (malattia,
 * smart working) only appear once used in the year, to keep the row short.
 */
export function BalanceCards({ balances }: BalanceCardsProps) {
  if (!balances)
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} className="h-32 rounded-xl" />
        ))}
      </div>
    );
  const shown = balances.filter((b) => b.counted || b.approved + b.pending > 0);
  if (shown.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.empty}</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {shown.map((b) => (
        <li key={b.leave_type.id}>
          <BalanceCard balance={b} />
        </li>
      ))}
    </ul>
  );
}

function BalanceCard({ balance: b }: { balance: LeaveBalance }) {
  const unit = b.leave_type.unit;
  const total = b.allowance + b.carried_over + b.adjusted - b.expired;
  const pct = (n: number) => (total > 0 ? Math.min(100, Math.max(0, (n / total) * 100)) : 0);
  return (
    <article
      aria-label={b.leave_type.name}
      className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:gap-3 sm:p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 className="flex min-w-0 items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
        <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: b.leave_type.color }} />
        {b.leave_type.name}
      </h3>
      {b.counted && b.available !== null ? (
        <>
          <p className="text-slate-900 dark:text-white">
            <span className="text-xl font-semibold tabular-nums sm:text-2xl">{formatAmount(b.available, unit)}</span>{' '}
            <span className="block text-sm text-slate-600 sm:inline dark:text-slate-400">
              {TEXT.available(b.available)}
            </span>
          </p>
          {total > 0 && (
            <div aria-hidden="true" className="flex h-1.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
              <span className="bg-slate-500 dark:bg-slate-400" style={{ width: `${pct(b.approved)}%` }} />
              <span className="bg-amber-400" style={{ width: `${pct(b.pending)}%` }} />
            </div>
          )}
          <dl className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-0.5 text-xs text-slate-600 dark:text-slate-400">
            <dt>{TEXT.allowance}</dt>
            <dd className="text-right tabular-nums">{formatAmount(b.allowance, unit)}</dd>
            {b.carried_over > 0 && (
              <>
                <dt>
                  {TEXT.carried}
                  {b.carry_over_expires_on && (
                    <span className="block text-[11px]">{TEXT.carriedUntil(formatDate(b.carry_over_expires_on))}</span>
                  )}
                </dt>
                <dd className="text-right tabular-nums">{formatAmount(b.carried_over, unit)}</dd>
              </>
            )}
            {b.adjusted !== 0 && (
              <>
                <dt>{TEXT.adjusted}</dt>
                <dd className="text-right tabular-nums">
                  {b.adjusted > 0 ? '+' : '−'}
                  {formatAmount(Math.abs(b.adjusted), unit)}
                </dd>
              </>
            )}
            {b.expired > 0 && (
              <>
                <dt>{TEXT.expired}</dt>
                <dd className="text-right tabular-nums">−{formatAmount(b.expired, unit)}</dd>
              </>
            )}
            <dt>{TEXT.approved}</dt>
            <dd className="text-right tabular-nums">{formatAmount(b.approved, unit)}</dd>
            <dt>{TEXT.pending}</dt>
            <dd className="text-right tabular-nums">{formatAmount(b.pending, unit)}</dd>
          </dl>
        </>
      ) : (
        <>
          <p className="text-slate-900 dark:text-white">
            <span className="text-xl font-semibold tabular-nums sm:text-2xl">{formatAmount(b.approved, unit)}</span>{' '}
            <span className="block text-sm text-slate-600 sm:inline dark:text-slate-400">
              {TEXT.usedThisYear(b.approved, unit)}
            </span>
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {TEXT.notCounted}
            {b.pending > 0 && ` · ${TEXT.pending}: ${formatAmount(b.pending, unit)}`}
          </p>
        </>
      )}
    </article>
  );
}
