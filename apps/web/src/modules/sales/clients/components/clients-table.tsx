import { type ClientListItem, formatRecent } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { Building2, Mail, User } from 'lucide-react';
import { Badge } from '@/ui/badge';
import { DataTable, type DataTableColumn, type DataTableProps } from '@/ui/data-table';
import { EmptyState } from '@/ui/empty-state';
import { CLIENTS_TEXT } from '../strings';
import { ClientStatusBadge } from './client-status-badge';

const TEXT = CLIENTS_TEXT.list;
const MUTED = 'text-slate-600 dark:text-slate-400';

export type ClientsTableProps = Pick<DataTableProps<ClientListItem>, 'loading' | 'empty' | 'sort' | 'onSortChange'> & {
  rows: readonly ClientListItem[];
};

const placeOf = (c: ClientListItem) =>
  [c.city, c.province && c.province !== 'EE' ? `(${c.province})` : c.country !== 'IT' ? c.country : null]
    .filter(Boolean)
    .join(' ');

function KindIcon({ client }: { client: ClientListItem }) {
  const Icon = client.kind === 'person' ? User : Building2;
  return <Icon className="mt-0.5 size-4 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden="true" />;
}

function NameCell({ client }: { client: ClientListItem }) {
  return (
    <div className="flex max-w-72 min-w-48 items-start gap-2 whitespace-normal">
      <KindIcon client={client} />
      <div className="min-w-0">
        <Link
          to="/app/crm/clients/$clientId"
          params={{ clientId: client.id }}
          className="font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-white dark:focus-visible:outline-primary-400"
        >
          {client.name}
        </Link>
        {(client.vat_number || client.tax_code) && (
          <p className={`font-mono text-xs ${MUTED}`}>{client.vat_number ?? client.tax_code}</p>
        )}
        {(client.tags.length > 0 || client.archived_at) && (
          <div className="mt-1 flex flex-wrap gap-1">
            {client.archived_at && <Badge>{TEXT.archived}</Badge>}
            {client.tags.map((tag) => (
              <span
                key={tag}
                className="rounded bg-slate-100 px-1.5 py-0.5 text-[0.6875rem] text-slate-700 dark:bg-slate-800 dark:text-slate-300"
              >
                {tag}
              </span>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

function ContactCell({ client }: { client: ClientListItem }) {
  const contact = client.primary_contact;
  if (!contact) return <span className={MUTED}>{TEXT.contacts(client.contacts_count)}</span>;
  return (
    <div className="max-w-56 text-sm whitespace-normal">
      <p className="text-slate-900 dark:text-white">{contact.name}</p>
      {contact.email && <p className={`truncate text-xs ${MUTED}`}>{contact.email}</p>}
    </div>
  );
}

/** The clients as a sortable table from tablet width up, as cards on phones. */
export function ClientsTable({ rows, loading, empty, sort, onSortChange }: ClientsTableProps) {
  const columns: DataTableColumn<ClientListItem>[] = [
    { id: 'name', header: TEXT.name, sortable: true, cell: (c) => <NameCell client={c} /> },
    { id: 'status', header: TEXT.status, sortable: true, cell: (c) => <ClientStatusBadge status={c.status} /> },
    {
      id: 'owner',
      header: TEXT.owner,
      className: 'hidden lg:table-cell',
      cell: (c) => c.owner?.name ?? <span className={MUTED}>{TEXT.noOwner}</span>,
    },
    { id: 'city', header: TEXT.place, sortable: true, cell: (c) => placeOf(c) || '—' },
    { id: 'contact', header: TEXT.contact, className: 'hidden xl:table-cell', cell: (c) => <ContactCell client={c} /> },
    {
      id: 'updated_at',
      header: TEXT.updated,
      sortable: true,
      className: 'hidden 2xl:table-cell whitespace-nowrap',
      cell: (c) => formatRecent(c.updated_at),
    },
  ];
  if (rows.length === 0) return <EmptyState {...empty} />;
  return (
    <>
      <div className="hidden md:block">
        <DataTable
          caption={TEXT.caption}
          columns={columns}
          rows={rows}
          rowKey={(c) => c.id}
          loading={loading}
          empty={empty}
          sort={sort}
          onSortChange={onSortChange}
          rowClassName={(c) => (c.archived_at ? 'opacity-70' : undefined)}
        />
      </div>
      <ul aria-label={TEXT.caption} aria-busy={loading || undefined} className="flex flex-col gap-3 md:hidden">
        {rows.map((client) => (
          <li
            key={client.id}
            className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-start justify-between gap-3">
              <NameCell client={client} />
              <ClientStatusBadge status={client.status} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div className="min-w-0">
                <dt className={`text-xs ${MUTED}`}>{TEXT.place}</dt>
                <dd className="truncate text-slate-800 dark:text-slate-200">{placeOf(client) || '—'}</dd>
              </div>
              <div className="min-w-0">
                <dt className={`text-xs ${MUTED}`}>{TEXT.owner}</dt>
                <dd className="truncate text-slate-800 dark:text-slate-200">{client.owner?.name ?? TEXT.noOwner}</dd>
              </div>
              {client.primary_contact && (
                <div className="col-span-2 min-w-0">
                  <dt className={`text-xs ${MUTED}`}>{TEXT.contact}</dt>
                  <dd className="flex items-center gap-1.5 truncate text-slate-800 dark:text-slate-200">
                    {client.primary_contact.name}
                    {client.primary_contact.email && (
                      <a
                        href={`mailto:${client.primary_contact.email}`}
                        className="inline-flex items-center gap-1 truncate text-primary-700 underline dark:text-primary-300"
                      >
                        <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                        {client.primary_contact.email}
                      </a>
                    )}
                  </dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
