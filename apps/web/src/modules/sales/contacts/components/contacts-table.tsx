import type { Contact } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { Star } from 'lucide-react';
import { Badge } from '@/ui/badge';
import { DataTable, type DataTableColumn, type DataTableProps } from '@/ui/data-table';
import { EmptyState } from '@/ui/empty-state';
import { CONTACTS_TEXT } from '../strings';
import { ContactChannels } from './client-contacts-tab';
import { ConsentBadge } from './consent-badge';

const TEXT = CONTACTS_TEXT.columns;
const MUTED = 'text-slate-600 dark:text-slate-400';

export type ContactsTableProps = Pick<DataTableProps<Contact>, 'loading' | 'empty' | 'sort' | 'onSortChange'> & {
  rows: readonly Contact[];
};

function ClientLink({ contact }: { contact: Contact }) {
  return (
    <Link
      to="/app/crm/clients/$clientId"
      params={{ clientId: contact.client_id }}
      className="text-slate-900 underline-offset-2 hover:underline dark:text-white"
    >
      {contact.client_name}
    </Link>
  );
}

function NameCell({ contact }: { contact: Contact }) {
  return (
    <div className="max-w-64 min-w-40 whitespace-normal">
      <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
        {contact.name}
        {contact.is_primary && (
          <Badge tone="primary">
            <Star className="mr-1 size-3" aria-hidden="true" />
            {CONTACTS_TEXT.primary}
          </Badge>
        )}
      </p>
      {contact.role && <p className={`text-xs ${MUTED}`}>{contact.role}</p>}
    </div>
  );
}

/** The contacts across clients: a sortable table from tablet width up, cards on phones. */
export function ContactsTable({ rows, loading, empty, sort, onSortChange }: ContactsTableProps) {
  const columns: DataTableColumn<Contact>[] = [
    { id: 'last_name', header: TEXT.name, sortable: true, cell: (c) => <NameCell contact={c} /> },
    { id: 'client_name', header: TEXT.client, sortable: true, cell: (c) => <ClientLink contact={c} /> },
    {
      id: 'channels',
      header: `${TEXT.email} / ${TEXT.phone}`,
      className: 'hidden lg:table-cell',
      cell: (c) => (
        <div className="max-w-72 whitespace-normal">
          <ContactChannels contact={c} />
        </div>
      ),
    },
    { id: 'consent', header: TEXT.consent, cell: (c) => <ConsentBadge consent={c.marketing_consent} /> },
  ];
  if (rows.length === 0) return <EmptyState {...empty} />;
  return (
    <>
      <div className="hidden md:block">
        <DataTable
          caption={CONTACTS_TEXT.page.caption}
          columns={columns}
          rows={rows}
          rowKey={(c) => c.id}
          loading={loading}
          empty={empty}
          sort={sort}
          onSortChange={onSortChange}
        />
      </div>
      <ul
        aria-label={CONTACTS_TEXT.page.caption}
        aria-busy={loading || undefined}
        className="flex flex-col gap-3 md:hidden"
      >
        {rows.map((contact) => (
          <li
            key={contact.id}
            className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <NameCell contact={contact} />
            <p className="text-sm">
              <span className={`mr-1 text-xs ${MUTED}`}>{TEXT.client}</span>
              <ClientLink contact={contact} />
            </p>
            <ContactChannels contact={contact} />
            <div className="text-sm">
              <span className={`mr-2 text-xs ${MUTED}`}>{TEXT.consent}</span>
              <ConsentBadge consent={contact.marketing_consent} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
