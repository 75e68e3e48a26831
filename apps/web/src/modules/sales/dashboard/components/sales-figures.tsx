import { type CrmDashboard, formatNumber } from '@portale/shared';
import type { ReactNode } from 'react';
import { ContractsLink, PreInvoicesLink, ProposalsLink } from '../../area-links';
import { euro, rate } from '../format';
import { SALES_TEXT as TEXT } from '../strings';

const CARD =
  'flex h-full flex-col gap-0.5 rounded-xl border border-slate-200 bg-white p-4 hover:border-primary-300 hover:bg-slate-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800/60';

function Figure({ value, label, detail }: { value: string; label: string; detail?: string }) {
  return (
    <>
      <span className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white">{value}</span>
      <span className="text-sm font-medium text-slate-700 dark:text-slate-300">{label}</span>
      {detail && <span className="text-xs text-slate-600 dark:text-slate-400">{detail}</span>}
    </>
  );
}

const sum = (values: (number | undefined)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

/**
 * The sales figures at the top of the CRM dashboard, each opening the list it counts: the open proposals, the win
 * rate, the revenue (only with money), the proposals to follow up and the contracts expiring.
 */
export function SalesFigures({ data }: { data: CrmDashboard }) {
  const money = data.can_see_money;
  const open = sum(data.pipelines.map((p) => p.open_count));
  const win = data.win_rate;
  const revenue = sum(data.revenue.months.flatMap((m) => [m.invoiced_cents, m.approved_cents]));
  const cards: [string, ReactNode][] = [
    [
      'pipeline',
      <ProposalsLink key="pipeline" search={{ view: 'board' }} className={CARD}>
        {money ? (
          <Figure
            value={euro(sum(data.pipelines.map((p) => p.value_cents)))}
            label={TEXT.pipelineValue}
            detail={`${TEXT.openProposals(open)} · ${TEXT.weighted(euro(sum(data.pipelines.map((p) => p.weighted_cents))))}`}
          />
        ) : (
          <Figure value={formatNumber(open)} label={TEXT.pipelineCount} />
        )}
      </ProposalsLink>,
    ],
    [
      'win',
      <ProposalsLink key="win" search={{ status: 'accettata' }} className={CARD}>
        <Figure
          value={win.rate === null ? '—' : rate(win.rate)}
          label={TEXT.winRate}
          detail={win.decided ? TEXT.winRateDetail(win.accepted, win.decided) : TEXT.winRateNone}
        />
      </ProposalsLink>,
    ],
  ];
  if (money)
    cards.push([
      'revenue',
      <PreInvoicesLink key="revenue" search={{ status: 'fatturata' }} className={CARD}>
        <Figure value={euro(revenue)} label={TEXT.revenue} detail={TEXT.revenueDetail} />
      </PreInvoicesLink>,
    ]);
  cards.push(
    [
      'follow-up',
      <ProposalsLink key="follow-up" search={{ status: 'inviata', sort: 'valid_until' }} className={CARD}>
        <Figure value={formatNumber(data.follow_up.total)} label={TEXT.followUp} />
      </ProposalsLink>,
    ],
    [
      'expiring',
      <ContractsLink key="expiring" search={{ status: 'attivo', sort: 'end_date' }} className={CARD}>
        <Figure value={formatNumber(data.expiring_contracts.total)} label={TEXT.expiring} />
      </ContractsLink>,
    ],
  );
  return (
    <section aria-label={TEXT.figures}>
      <ul className={`grid grid-cols-1 gap-3 sm:grid-cols-2 ${money ? 'lg:grid-cols-5' : 'lg:grid-cols-4'}`}>
        {cards.map(([key, card]) => (
          <li key={key}>{card}</li>
        ))}
      </ul>
    </section>
  );
}
