import {
  CLIENT_STATUS_LABELS,
  CLIENT_STATUSES,
  type ClientListItem,
  formatNumber,
  formatRecent,
} from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { useCan } from '@/platform/use-can';
import { buttonStyles } from '@/ui/button';
import { BarChart } from '@/ui/charts/bar-chart';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { ClientStatusBadge } from '../clients/components/client-status-badge';
import type { ClientsListSearch } from '../clients/search';
import { useCrmOverview } from './api/get-overview';
import { DASHBOARD_TEXT as TEXT } from './strings';

/**
 * `/app/crm/dashboard`: the clients by status (a chart with its table), the newest clients and the leads waiting
 * the longest. Pipeline value, win rate and revenue join when proposals and pre-invoices exist (issue 18).
 */
export function CrmDashboardPage() {
  const canEdit = useCan('edit_project');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={TEXT.title}
        description={TEXT.description}
        actions={
          canEdit ? (
            <Link to="/app/crm/clients/create" className={buttonStyles()}>
              <Plus className="size-4" aria-hidden="true" />
              {TEXT.newClient}
            </Link>
          ) : undefined
        }
      />
      <QueryBoundary fallback={<Skeleton className="h-96 w-full" />} errorTitle={TEXT.loadError}>
        <Overview />
      </QueryBoundary>
    </div>
  );
}

function Overview() {
  const { data } = useCrmOverview();
  const total = CLIENT_STATUSES.reduce((sum, status) => sum + data.byStatus[status], 0);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
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
      <Panel title={TEXT.newest} more={{ sort: '-created_at' }}>
        <ClientRows rows={data.newest} empty={TEXT.noNewest} when={(c) => TEXT.added(formatRecent(c.created_at))} />
      </Panel>
      <Panel title={TEXT.staleLeads} hint={TEXT.staleLeadsHint} more={{ status: 'lead', sort: 'updated_at' }}>
        <ClientRows
          rows={data.staleLeads}
          empty={TEXT.noStaleLeads}
          when={(c) => TEXT.lastTouched(formatRecent(c.updated_at))}
        />
      </Panel>
    </div>
  );
}

type PanelProps = { title: string; hint?: string; more?: ClientsListSearch; className?: string; children: ReactNode };

function Panel({ title, hint, more, className, children }: PanelProps) {
  return (
    <section
      aria-label={title}
      className={`flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900 ${className ?? ''}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
          {hint && <p className="text-sm text-slate-600 dark:text-slate-400">{hint}</p>}
        </div>
        {more && (
          <Link
            to="/app/crm/clients"
            search={more}
            className="shrink-0 text-sm font-medium text-primary-700 hover:underline dark:text-primary-300"
          >
            {TEXT.seeAll}
          </Link>
        )}
      </div>
      {children}
    </section>
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
