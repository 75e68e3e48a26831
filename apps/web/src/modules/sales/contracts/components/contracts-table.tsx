import { type ContractListItem, formatEuro, SALES_CONTRACT_TYPE_LABELS } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { RefreshCw } from 'lucide-react';
import { DataTable, type DataTableColumn, type DataTableProps } from '@/ui/data-table';
import { EmptyState } from '@/ui/empty-state';
import { CONTRACTS_TEXT } from '../strings';
import { ContractStatusBadge, ExpiringBadge } from './contract-badges';

const TEXT = CONTRACTS_TEXT.list;
const MUTED = 'text-slate-600 dark:text-slate-400';

export type ContractsTableProps = Pick<
  DataTableProps<ContractListItem>,
  'loading' | 'empty' | 'sort' | 'onSortChange'
> & {
  rows: readonly ContractListItem[];
  /** The user may see money: the value column shows. */
  money: boolean;
};

function TitleCell({ contract }: { contract: ContractListItem }) {
  return (
    <div className="max-w-80 min-w-48 whitespace-normal">
      <Link
        to="/app/crm/contracts/$contractId"
        params={{ contractId: contract.id }}
        className="font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-white dark:focus-visible:outline-primary-400"
      >
        {contract.title}
      </Link>
      <p className={`text-xs ${MUTED}`}>
        <span className="font-mono">{contract.number}</span> · {SALES_CONTRACT_TYPE_LABELS[contract.type]}
      </p>
    </div>
  );
}

/** The date that matters next: the notice deadline of a renewing contract, else its end; flagged when near. */
export function DeadlineCell({ contract }: { contract: ContractListItem }) {
  const text = contract.notice_deadline
    ? TEXT.noticeBy(contract.notice_deadline)
    : contract.end_date
      ? TEXT.endsOn(contract.end_date)
      : TEXT.openEnded;
  return (
    <div className="flex min-w-40 flex-col items-start gap-1 whitespace-normal">
      <span className={contract.expiring ? 'font-medium text-amber-800 dark:text-amber-200' : undefined}>{text}</span>
      {contract.expiring && <ExpiringBadge />}
      {contract.auto_renew && (
        <span className={`inline-flex items-center gap-1 text-xs ${MUTED}`}>
          <RefreshCw className="size-3" aria-hidden="true" />
          {TEXT.renews}
        </span>
      )}
    </div>
  );
}

function valueText(contract: ContractListItem): string {
  if (contract.value_cents == null) return '—';
  const amount = formatEuro(contract.value_cents / 100, { cents: contract.value_cents % 100 !== 0 });
  return contract.type === 'canone' && contract.fee_period
    ? `${amount} ${TEXT.perPeriod[contract.fee_period]}`
    : amount;
}

/** The contracts as a sortable table from tablet width up, as cards on phones; expiring ones stand out. */
export function ContractsTable({ rows, loading, empty, sort, onSortChange, money }: ContractsTableProps) {
  const columns: DataTableColumn<ContractListItem>[] = [
    { id: 'title', header: TEXT.contract, sortable: true, cell: (c) => <TitleCell contract={c} /> },
    {
      id: 'client',
      header: TEXT.client,
      sortable: true,
      cell: (c) => <span className="inline-block max-w-56 whitespace-normal">{c.client.name}</span>,
    },
    { id: 'status', header: TEXT.status, sortable: true, cell: (c) => <ContractStatusBadge status={c.status} /> },
    { id: 'end_date', header: TEXT.deadline, sortable: true, cell: (c) => <DeadlineCell contract={c} /> },
  ];
  if (money)
    columns.push({
      id: 'value',
      header: TEXT.value,
      sortable: true,
      className: 'hidden xl:table-cell text-right whitespace-nowrap',
      cell: valueText,
    });
  columns.push({
    id: 'owner',
    header: TEXT.owner,
    className: 'hidden 2xl:table-cell',
    cell: (c) => c.owner?.name ?? <span className={MUTED}>{TEXT.noOwner}</span>,
  });
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
          rowClassName={(c) => (c.expiring ? 'bg-amber-50/60 dark:bg-amber-950/30' : undefined)}
        />
      </div>
      <ul aria-label={TEXT.caption} aria-busy={loading || undefined} className="flex flex-col gap-3 md:hidden">
        {rows.map((contract) => (
          <li
            key={contract.id}
            className={`rounded-xl border bg-white p-4 dark:bg-slate-900 ${
              contract.expiring ? 'border-amber-300 dark:border-amber-700' : 'border-slate-200 dark:border-slate-800'
            }`}
          >
            <div className="flex items-start justify-between gap-3">
              <TitleCell contract={contract} />
              <ContractStatusBadge status={contract.status} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div className="col-span-2 min-w-0">
                <dt className={`text-xs ${MUTED}`}>{TEXT.client}</dt>
                <dd className="truncate text-slate-800 dark:text-slate-200">{contract.client.name}</dd>
              </div>
              <div className="col-span-2 min-w-0">
                <dt className={`text-xs ${MUTED}`}>{TEXT.deadline}</dt>
                <dd className="text-slate-800 dark:text-slate-200">
                  <DeadlineCell contract={contract} />
                </dd>
              </div>
              {money && (
                <div className="col-span-2 min-w-0">
                  <dt className={`text-xs ${MUTED}`}>{TEXT.value}</dt>
                  <dd className="truncate text-slate-800 dark:text-slate-200">{valueText(contract)}</dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
