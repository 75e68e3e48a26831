import {
  CLIENT_STATUS_LABELS,
  CLIENT_STATUSES,
  type ClientListItem,
  formatNumber,
  formatRecent,
} from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { BarChart } from '@/ui/charts/bar-chart';
import { ClientStatusBadge } from '../../clients/components/client-status-badge';
import type { ClientsListSearch } from '../../clients/search';
import { useCrmOverview } from '../api/get-overview';
import { DASHBOARD_TEXT as TEXT } from '../strings';
import { MORE_LINK, Panel } from './panel';

/** The clients by status (figures that open the filtered list, and a chart), the newest and the stale leads. */
export function ClientsOverview() {
  const { data } = useCrmOverview();
  const total = CLIENT_STATUSES.reduce((sum, status) => sum + data.byStatus[status], 0);
  return (
    <>
      <Panel title={TEXT.byStatus} className="lg:col-span-2">
        <ul className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
          <Figure label={TEXT.total} value={total} search={{}} />
          {CLIENT_STATUSES.map((status) => (
            <Figure
              key={status}
              label={CLIENT_STATUS_LABELS[status]}
              value={data.byStatus[status]}
              search={{ status }}
            />
          ))}
        </ul>
        {total > 0 && (
          <BarChart
            title={TEXT.byStatus}
            orientation="horizontal"
            categories={CLIENT_STATUSES.map((status) => CLIENT_STATUS_LABELS[status])}
            series={[{ id: 'clients', label: TEXT.clients, values: CLIENT_STATUSES.map((s) => data.byStatus[s]) }]}
            formatValue={(value) => formatNumber(value, 0)}
          />
        )}
      </Panel>
      <Panel title={TEXT.newest} action={<SeeAll search={{ sort: '-created_at' }} />}>
        <ClientRows rows={data.newest} empty={TEXT.noNewest} when={(c) => TEXT.added(formatRecent(c.created_at))} />
      </Panel>
      <Panel
        title={TEXT.staleLeads}
        hint={TEXT.staleLeadsHint}
        action={<SeeAll search={{ status: 'lead', sort: 'updated_at' }} />}
      >
        <ClientRows
          rows={data.staleLeads}
          empty={TEXT.noStaleLeads}
          when={(c) => TEXT.lastTouched(formatRecent(c.updated_at))}
        />
      </Panel>
    </>
  );
}

function SeeAll({ search }: { search: ClientsListSearch }) {
  return (
    <Link to="/app/crm/clients" search={search} className={MORE_LINK}>
      {TEXT.seeAll}
    </Link>
  );
}

function Figure({ label, value, search }: { label: string; value: number; search: ClientsListSearch }) {
  return (
    <li>
      <Link
        to="/app/crm/clients"
        search={search}
        className="flex h-full flex-col rounded-xl border border-slate-200 p-3 hover:border-primary-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800/60"
      >
        <span className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white">{formatNumber(value, 0)}</span>
        <span className="text-xs text-slate-600 dark:text-slate-400">{label}</span>
      </Link>
    </li>
  );
}

type RowsProps = { rows: ClientListItem[]; empty: string; when: (client: ClientListItem) => string };

function ClientRows({ rows, empty, when }: RowsProps) {
  if (rows.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
      {rows.map((client) => (
        <li key={client.id} className="flex items-center justify-between gap-3 py-2.5">
          <div className="min-w-0">
            <Link
              to="/app/crm/clients/$clientId"
              params={{ clientId: client.id }}
              className="block truncate font-medium text-slate-900 hover:underline dark:text-white"
            >
              {client.name}
            </Link>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {[client.owner?.name, when(client)].filter(Boolean).join(' · ')}
            </p>
          </div>
          <ClientStatusBadge status={client.status} />
        </li>
      ))}
    </ul>
  );
}
