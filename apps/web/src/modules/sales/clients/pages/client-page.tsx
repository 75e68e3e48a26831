import { CLIENT_KIND_LABELS, CLIENT_SIZE_LABELS, type Client } from '@portale/shared';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Pencil, RotateCcw, SearchX, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { QueryBoundary } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button, buttonStyles } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { ClientTabs, useClientTabs } from '../../client-360/components/client-tabs';
import { ClientSummaryBar } from '../../client-360/components/summary-bar';
import { useClient } from '../api/get-client';
import { useDeleteClient, useRestoreClient } from '../api/remove-client';
import { ClientStatusBadge } from '../components/client-status-badge';
import type { ClientTab } from '../search';
import { CLIENTS_TEXT } from '../strings';

const TEXT = CLIENTS_TEXT.detail;
const route = getRouteApi('/app/crm/clients/$clientId/');

/**
 * `/app/crm/clients/{id}`: the client's 360° page: its figures, facts and tabs (in the URL: `?tab=…`) of contacts,
 * proposals, contracts, projects, pre-invoices, shared documents and activity (issue 18).
 */
export function ClientPage() {
  const { clientId } = route.useParams();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link
          to="/app/crm/clients"
          className="inline-flex items-center gap-1 text-sm text-slate-700 hover:underline dark:text-slate-300"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {TEXT.back}
        </Link>
      </div>
      <QueryBoundary
        key={clientId}
        fallback={<ClientSkeleton />}
        errorTitle={TEXT.loadError}
        notFound={<EmptyState icon={SearchX} title={TEXT.notFound} hint={TEXT.notFoundHint} />}
      >
        <ClientDetail clientId={clientId} />
      </QueryBoundary>
    </div>
  );
}

function ClientSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{UI_TEXT.loading}</span>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function ClientDetail({ clientId }: { clientId: string }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data: client } = useClient(clientId);
  const tabs = useClientTabs();
  const tab: ClientTab = search.tab && tabs.includes(search.tab) ? search.tab : 'contatti';
  const showProjects = tabs.includes('progetti');
  return (
    <>
      <ClientHeader client={client} />
      <QueryBoundary fallback={<Skeleton className="h-20 w-full" />} errorTitle={TEXT.tabError}>
        <ClientSummaryBar clientId={client.id} showProjects={showProjects} />
      </QueryBoundary>
      <ClientFacts client={client} />
      <ClientTabs
        client={client}
        tabs={tabs}
        tab={tab}
        highlightContact={search.contact}
        onTabChange={(value) =>
          void navigate({
            search: (previous) => ({
              ...previous,
              tab: value === 'contatti' ? undefined : value,
              contact: undefined,
            }),
            replace: true,
          })
        }
      />
    </>
  );
}

function ClientHeader({ client }: { client: Client }) {
  const navigate = useNavigate();
  const remove = useDeleteClient();
  const restore = useRestoreClient();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      {client.archived_at && (
        <Alert variant="warning" title={TEXT.archivedBanner}>
          {client.can_edit && (
            <Button
              size="sm"
              variant="secondary"
              className="mt-2 self-start"
              loading={restore.isPending}
              icon={<RotateCcw className="size-4" aria-hidden="true" />}
              onClick={() =>
                restore.mutate(
                  { id: client.id, version: client.version },
                  {
                    onSuccess: () => toast.success(TEXT.restored),
                    onError: (error) => toast.error(errorMessage(error)),
                  },
                )
              }
            >
              {TEXT.restore}
            </Button>
          )}
        </Alert>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="text-sm text-slate-600 dark:text-slate-400">{CLIENT_KIND_LABELS[client.kind]}</span>
            <ClientStatusBadge status={client.status} />
          </div>
          <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 dark:text-white">
            {client.name}
          </h1>
          {client.tags.length > 0 && (
            <div className="mt-2 flex flex-wrap gap-1">
              {client.tags.map((tag) => (
                <span
                  key={tag}
                  className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300"
                >
                  {tag}
                </span>
              ))}
            </div>
          )}
        </div>
        {client.can_edit && !client.archived_at && (
          <div className="flex shrink-0 flex-wrap gap-2">
            <Link
              to="/app/crm/clients/$clientId/edit"
              params={{ clientId: client.id }}
              className={buttonStyles({ variant: 'secondary' })}
            >
              <Pencil className="size-4" aria-hidden="true" />
              {UI_TEXT.edit}
            </Link>
            <Button
              variant="ghost"
              className="text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50"
              icon={<Trash2 className="size-4" aria-hidden="true" />}
              onClick={() => setConfirming(true)}
            >
              {TEXT.delete}
            </Button>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={TEXT.deleteTitle}
        description={TEXT.deleteDescription(client.name)}
        confirmLabel={TEXT.delete}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(client.id, {
            onSuccess: (result) => {
              setConfirming(false);
              if (result.outcome === 'archived') toast.info(TEXT.archivedInstead);
              else {
                toast.success(TEXT.deleted);
                void navigate({ to: '/app/crm/clients' });
              }
            },
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      />
    </div>
  );
}

function ClientFacts({ client }: { client: Client }) {
  const address = [
    client.street,
    [client.postal_code, client.city, client.province ? `(${client.province})` : null].filter(Boolean).join(' '),
    client.country !== 'IT' ? client.country : null,
  ]
    .filter(Boolean)
    .join(', ');
  const delivery = [client.sdi_code, client.pec].filter(Boolean).join(' · ');
  // [label, value, in a monospaced font (codes)]
  const facts: [string, string, boolean][] = [
    [TEXT.vatNumber, client.vat_number ?? TEXT.none, Boolean(client.vat_number)],
    [TEXT.taxCode, client.tax_code ?? TEXT.none, Boolean(client.tax_code)],
    [TEXT.delivery, delivery || TEXT.none, false],
    [TEXT.address, address || TEXT.none, false],
    [TEXT.owner, client.owner?.name ?? TEXT.none, false],
    [TEXT.ateco, client.ateco_code ?? TEXT.none, false],
  ];
  if (client.kind === 'company')
    facts.push([TEXT.size, client.size ? CLIENT_SIZE_LABELS[client.size] : TEXT.none, false]);
  return (
    <section
      aria-label={TEXT.facts}
      className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {facts.map(([label, value, mono]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className={`mt-0.5 font-medium break-words text-slate-900 dark:text-white ${mono ? 'font-mono' : ''}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {client.portal_users_count > 0 && (
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{TEXT.portalUsers(client.portal_users_count)}</p>
      )}
      {client.notes && (
        <div className="mt-4 border-t border-slate-200 pt-3 dark:border-slate-800">
          <p className="text-xs text-slate-600 dark:text-slate-400">{TEXT.notes}</p>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-800 dark:text-slate-200">{client.notes}</p>
        </div>
      )}
    </section>
  );
}
