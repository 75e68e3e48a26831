import { formatDay, type PreInvoiceListItem } from '@portale/shared';
import { DataTable, type DataTableColumn, type DataTableProps } from '@/ui/data-table';
import { EmptyState } from '@/ui/empty-state';
import { PreInvoiceLink } from '../../area-links';
import { PreInvoiceStatusTag } from '../../client-360/components/status-badges';
import { formatCents } from '../../invoice-lines/format';
import { PRE_INVOICES_TEXT } from '../strings';

const TEXT = PRE_INVOICES_TEXT.list;
const MUTED = 'text-slate-600 dark:text-slate-400';
const LINK =
  'font-mono font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-white dark:focus-visible:outline-primary-400';

export type PreInvoicesTableProps = Pick<
  DataTableProps<PreInvoiceListItem>,
  'loading' | 'empty' | 'sort' | 'onSortChange'
> & { rows: readonly PreInvoiceListItem[] };

/** What it bills besides the causale: the contract, or the project and its period of hours. */
function billedText(row: PreInvoiceListItem): string | null {
  if (row.period_from && row.period_to) return TEXT.period(row.period_from, row.period_to);
  if (row.contract) return row.contract.number;
  if (row.project) return row.project.code;
  return null;
}

const invoiceText = (row: PreInvoiceListItem) =>
  row.invoice_number ? TEXT.invoiceOf(row.invoice_number, row.invoice_date) : TEXT.notInvoiced;

const dueText = (row: PreInvoiceListItem) => (row.due_date ? formatDay(row.due_date) : TEXT.noDueDate);

function NumberCell({ row }: { row: PreInvoiceListItem }) {
  const billed = billedText(row);
  return (
    <div className="max-w-36">
      <PreInvoiceLink id={row.id} className={`${LINK} whitespace-nowrap`}>
        {row.number}
      </PreInvoiceLink>
      {billed && <p className={`text-xs whitespace-normal ${MUTED}`}>{billed}</p>}
    </div>
  );
}

/** The client, and under it the causale (both wrap: the table keeps its width). */
function ClientCell({ row }: { row: PreInvoiceListItem }) {
  return (
    <div className="max-w-64 min-w-40 whitespace-normal">
      <p className="font-medium text-slate-900 dark:text-white">{row.client.name}</p>
      {row.causale && <p className={`line-clamp-2 text-xs ${MUTED}`}>{row.causale}</p>}
    </div>
  );
}

function DatesCell({ row }: { row: PreInvoiceListItem }) {
  return (
    <div className="whitespace-nowrap">
      <p>{formatDay(row.issue_date)}</p>
      <p className={`text-xs ${MUTED}`}>{TEXT.dueOn(dueText(row))}</p>
    </div>
  );
}

/** The status, and the real invoice once the accounting issued it. */
function StatusCell({ row }: { row: PreInvoiceListItem }) {
  return (
    <div className="max-w-36">
      <PreInvoiceStatusTag status={row.status} />
      {row.invoice_number && <p className={`mt-1 text-xs whitespace-normal ${MUTED}`}>{invoiceText(row)}</p>}
    </div>
  );
}

function TotalCell({ row }: { row: PreInvoiceListItem }) {
  return (
    <div className="text-right whitespace-nowrap">
      <p className="font-medium text-slate-900 tabular-nums dark:text-white">{formatCents(row.total_cents)}</p>
      <p className={`text-xs tabular-nums ${MUTED}`}>{TEXT.taxable(formatCents(row.taxable_cents))}</p>
    </div>
  );
}

/** The pre-invoices as a sortable table from tablet width up, as cards on phones. */
export function PreInvoicesTable({ rows, loading, empty, sort, onSortChange }: PreInvoicesTableProps) {
  const columns: DataTableColumn<PreInvoiceListItem>[] = [
    { id: 'number', header: TEXT.number, sortable: true, cell: (row) => <NumberCell row={row} /> },
    { id: 'client', header: TEXT.clientAndCausale, sortable: true, cell: (row) => <ClientCell row={row} /> },
    { id: 'issue_date', header: TEXT.issueDate, sortable: true, cell: (row) => <DatesCell row={row} /> },
    { id: 'status', header: TEXT.statusAndInvoice, sortable: true, cell: (row) => <StatusCell row={row} /> },
    {
      id: 'total',
      header: TEXT.total,
      sortable: true,
      className: 'text-right',
      cell: (row) => <TotalCell row={row} />,
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
          rowKey={(row) => row.id}
          loading={loading}
          empty={empty}
          sort={sort}
          onSortChange={onSortChange}
        />
      </div>
      <ul aria-label={TEXT.caption} aria-busy={loading || undefined} className="flex flex-col gap-3 md:hidden">
        {rows.map((row) => (
          <li
            key={row.id}
            className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <NumberCell row={row} />
                <p className="mt-0.5 break-words text-slate-800 dark:text-slate-200">{row.client.name}</p>
              </div>
              <PreInvoiceStatusTag status={row.status} />
            </div>
            {row.causale && <p className={`mt-2 line-clamp-2 text-sm ${MUTED}`}>{row.causale}</p>}
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div>
                <dt className={`text-xs ${MUTED}`}>{TEXT.issueDate}</dt>
                <dd className="text-slate-800 dark:text-slate-200">{formatDay(row.issue_date)}</dd>
              </div>
              <div>
                <dt className={`text-xs ${MUTED}`}>{TEXT.dueDate}</dt>
                <dd className="text-slate-800 dark:text-slate-200">{dueText(row)}</dd>
              </div>
              <div>
                <dt className={`text-xs ${MUTED}`}>{TEXT.total}</dt>
                <dd className="font-medium text-slate-900 tabular-nums dark:text-white">
                  {formatCents(row.total_cents)}
                </dd>
              </div>
              {row.invoice_number && (
                <div>
                  <dt className={`text-xs ${MUTED}`}>{TEXT.invoice}</dt>
                  <dd className="text-slate-800 dark:text-slate-200">{invoiceText(row)}</dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
