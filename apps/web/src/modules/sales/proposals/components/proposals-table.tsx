import { formatDay, type ProposalListItem } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { DataTable, type DataTableColumn, type DataTableProps } from '@/ui/data-table';
import { EmptyState } from '@/ui/empty-state';
import { formatCents } from '../format';
import { PROPOSALS_TEXT } from '../strings';
import { ProposalStatusBadge } from './proposal-status-badge';
import { ValidityLabel } from './validity-label';

const TEXT = PROPOSALS_TEXT.list;
const MUTED = 'text-slate-600 dark:text-slate-400';
const LINK =
  'hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-400';

export type ProposalsTableProps = Pick<
  DataTableProps<ProposalListItem>,
  'loading' | 'empty' | 'sort' | 'onSortChange'
> & {
  rows: readonly ProposalListItem[];
};

function ProposalCell({ proposal }: { proposal: ProposalListItem }) {
  return (
    <div className="max-w-72 min-w-40 whitespace-normal">
      <p className={`font-mono text-xs ${MUTED}`}>{proposal.number}</p>
      <Link
        to="/app/crm/proposals/$proposalId"
        params={{ proposalId: proposal.id }}
        className={`font-medium break-words text-slate-900 dark:text-white ${LINK}`}
      >
        {proposal.title}
      </Link>
    </div>
  );
}

const isOpen = (proposal: ProposalListItem) => proposal.status === 'bozza' || proposal.status === 'inviata';

function ClientLink({ proposal }: { proposal: ProposalListItem }) {
  return (
    <Link
      to="/app/crm/clients/$clientId"
      params={{ clientId: proposal.client.id }}
      className={`text-primary-700 dark:text-primary-300 ${LINK}`}
    >
      {proposal.client.name}
    </Link>
  );
}

/** The total when the server sent it: a reader without view_all_invoices gets no money, and sees no zero either. */
function TotalCell({ proposal }: { proposal: ProposalListItem }) {
  if (proposal.total_cents === undefined) return null;
  return (
    <div className="text-right whitespace-nowrap">
      <p className="font-medium text-slate-900 tabular-nums dark:text-white">{formatCents(proposal.total_cents)}</p>
      {proposal.taxable_cents !== undefined && proposal.taxable_cents !== proposal.total_cents && (
        <p className={`text-xs tabular-nums ${MUTED}`}>{TEXT.taxable(formatCents(proposal.taxable_cents))}</p>
      )}
    </div>
  );
}

/** The proposals as a sortable table from tablet width up, as cards on phones. */
export function ProposalsTable({ rows, loading, empty, sort, onSortChange }: ProposalsTableProps) {
  const money = rows.some((row) => row.total_cents !== undefined);
  const columns: DataTableColumn<ProposalListItem>[] = [
    { id: 'number', header: TEXT.proposal, sortable: true, cell: (p) => <ProposalCell proposal={p} /> },
    {
      id: 'client',
      header: TEXT.client,
      sortable: true,
      cell: (p) => (
        <div className="max-w-48 min-w-28 whitespace-normal">
          <ClientLink proposal={p} />
        </div>
      ),
    },
    {
      id: 'status',
      header: TEXT.status,
      sortable: true,
      cell: (p) => (
        <div className="flex flex-col items-start gap-1">
          <ProposalStatusBadge status={p.status} />
          {isOpen(p) && <span className={`text-xs ${MUTED}`}>{p.stage.name}</span>}
        </div>
      ),
    },
    {
      id: 'issue_date',
      header: TEXT.issueDate,
      className: 'hidden 2xl:table-cell whitespace-nowrap',
      cell: (p) => formatDay(p.issue_date),
    },
    {
      id: 'valid_until',
      header: TEXT.validity,
      sortable: true,
      cell: (p) => <ValidityLabel validUntil={p.valid_until} status={p.status} />,
    },
    {
      id: 'owner',
      header: TEXT.owner,
      className: 'hidden 2xl:table-cell',
      cell: (p) => p.owner?.name ?? <span className={MUTED}>{TEXT.noOwner}</span>,
    },
  ];
  if (money)
    columns.push({
      id: 'total',
      header: TEXT.total,
      sortable: true,
      className: 'text-right',
      cell: (p) => <TotalCell proposal={p} />,
    });
  if (rows.length === 0) return <EmptyState {...empty} />;
  return (
    <>
      <div className="hidden md:block">
        <DataTable
          caption={TEXT.caption}
          columns={columns}
          rows={rows}
          rowKey={(p) => p.id}
          loading={loading}
          empty={empty}
          sort={sort}
          onSortChange={onSortChange}
        />
      </div>
      <ul aria-label={TEXT.caption} aria-busy={loading || undefined} className="flex flex-col gap-3 md:hidden">
        {rows.map((proposal) => (
          <li
            key={proposal.id}
            className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-start justify-between gap-3">
              <ProposalCell proposal={proposal} />
              <ProposalStatusBadge status={proposal.status} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div className="col-span-2 min-w-0">
                <dt className={`text-xs ${MUTED}`}>{TEXT.client}</dt>
                <dd className="truncate">
                  <ClientLink proposal={proposal} />
                </dd>
              </div>
              <div className="min-w-0">
                <dt className={`text-xs ${MUTED}`}>{TEXT.validity}</dt>
                <dd className="text-slate-800 dark:text-slate-200">
                  <ValidityLabel validUntil={proposal.valid_until} status={proposal.status} />
                </dd>
              </div>
              {proposal.total_cents !== undefined ? (
                <div className="min-w-0 text-right">
                  <dt className={`text-xs ${MUTED}`}>{TEXT.total}</dt>
                  <dd className="font-medium text-slate-900 tabular-nums dark:text-white">
                    {formatCents(proposal.total_cents)}
                  </dd>
                </div>
              ) : (
                <div className="min-w-0">
                  <dt className={`text-xs ${MUTED}`}>{TEXT.owner}</dt>
                  <dd className="truncate text-slate-800 dark:text-slate-200">
                    {proposal.owner?.name ?? TEXT.noOwner}
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
