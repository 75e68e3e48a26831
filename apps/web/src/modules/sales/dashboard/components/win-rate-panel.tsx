import { formatNumber, type WinRate } from '@portale/shared';
import { rate } from '../format';
import { SALES_TEXT as TEXT } from '../strings';
import { ChartOrTable } from './chart-or-table';
import { Panel } from './panel';

const count = (value: number) => formatNumber(value, 0);

/** How the proposals decided in twelve months ended: the win rate, and accepted, refused and expired as bars. */
export function WinRatePanel({ winRate }: { winRate: WinRate }) {
  const values = [winRate.accepted, winRate.refused, winRate.expired];
  return (
    <Panel title={TEXT.outcomes} hint={TEXT.outcomesHint(winRate.from)}>
      <p className="flex items-baseline gap-2">
        <span className="text-3xl font-bold text-slate-900 tabular-nums dark:text-white">
          {winRate.rate === null ? '—' : rate(winRate.rate)}
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {winRate.decided ? TEXT.winRateDetail(winRate.accepted, winRate.decided) : TEXT.winRateNone}
        </span>
      </p>
      {winRate.decided > 0 && (
        <ChartOrTable
          title={TEXT.outcomes}
          rowHeader={TEXT.outcome}
          orientation="horizontal"
          categories={[TEXT.accepted, TEXT.refused, TEXT.expired]}
          series={[{ id: 'proposals', label: TEXT.proposals, values, tone: 'success' }]}
          formatValue={count}
        />
      )}
    </Panel>
  );
}
