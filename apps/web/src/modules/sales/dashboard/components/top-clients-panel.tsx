import type { TopClient } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { euro } from '../format';
import { SALES_TEXT as TEXT } from '../strings';
import { Panel } from './panel';

/**
 * The five clients billed the most in twelve months (without money: with the most pre-invoices), as a ranked list
 * whose bars show each one's share of the first: the figures are written beside them, so no table is needed.
 */
export function TopClientsPanel({ clients, money }: { clients: TopClient[]; money: boolean }) {
  const measure = (c: TopClient) => (money ? (c.revenue_cents ?? 0) : c.pre_invoices);
  const top = Math.max(1, ...clients.map(measure));
  return (
    <Panel title={TEXT.topClients} hint={money ? TEXT.topClientsHint : TEXT.topClientsByCount}>
      {clients.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.noTopClients}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {clients.map((client, i) => (
            <li key={client.id} className="flex flex-col gap-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <Link
                  to="/app/crm/clients/$clientId"
                  params={{ clientId: client.id }}
                  className="min-w-0 truncate font-medium text-slate-900 hover:underline dark:text-white"
                >
                  <span className="mr-1.5 text-slate-500 tabular-nums dark:text-slate-400">{i + 1}.</span>
                  {client.name}
                </Link>
                <span className="shrink-0 text-slate-700 tabular-nums dark:text-slate-300">
                  {money ? euro(client.revenue_cents ?? 0) : TEXT.preInvoices(client.pre_invoices)}
                </span>
              </div>
              <div className="h-1.5 w-full rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden="true">
                <div
                  className="h-1.5 rounded-full bg-primary-600 dark:bg-primary-400"
                  style={{ width: `${Math.max(2, (measure(client) / top) * 100)}%` }}
                />
              </div>
              {money && (
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  {TEXT.preInvoices(client.pre_invoices)}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
