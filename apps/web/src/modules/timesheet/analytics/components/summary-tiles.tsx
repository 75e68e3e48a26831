import { type AnalyticsTotals, formatEuro, formatHours, VIEW_MONEY } from '@portale/shared';
import { useCan } from '@/platform/use-can';
import { cx } from '@/ui/cx';
import { Skeleton } from '@/ui/skeleton';
import { formatPct } from '../period';
import { ANALYTICS_UI } from '../strings';

const TEXT = ANALYTICS_UI.summary;

function Tile({ label, value, hint }: { label: string; value: string | undefined; hint?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1">
        {value === undefined ? (
          <Skeleton className="h-7 w-24" />
        ) : (
          <span className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums dark:text-white">
            {value}
          </span>
        )}
        {hint && <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">{hint}</span>}
      </dd>
    </div>
  );
}

/**
 * The period at a glance: hours, billable share, value and cost (with the margin). Value and cost are money: the
 * server leaves them out without view_all_invoices, and so do the tiles (never a zero in their place).
 */
export function SummaryTiles({ totals }: { totals: AnalyticsTotals | undefined }) {
  const money = useCan(VIEW_MONEY) && (totals === undefined || totals.amount !== undefined);
  const amount = totals?.amount;
  const cost = totals?.cost;
  return (
    <dl className={cx('grid grid-cols-2 gap-3', money && 'lg:grid-cols-4')}>
      <Tile label={TEXT.hours} value={totals && formatHours(totals.hours)} />
      <Tile
        label={TEXT.billable}
        value={totals && formatHours(totals.billable_hours)}
        hint={totals ? TEXT.billableShare(formatPct(totals.billable_pct)) : undefined}
      />
      {money && (
        <>
          <Tile
            label={TEXT.amount}
            value={amount === undefined ? undefined : formatEuro(amount)}
            hint={TEXT.amountHint}
          />
          <Tile
            label={TEXT.cost}
            value={cost === undefined ? undefined : formatEuro(cost)}
            hint={amount !== undefined && cost !== undefined ? TEXT.margin(formatEuro(amount - cost)) : undefined}
          />
        </>
      )}
    </dl>
  );
}
