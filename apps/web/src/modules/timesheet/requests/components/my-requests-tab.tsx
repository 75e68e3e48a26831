import { LEAVE_REQUEST_STATUS_LABELS, LEAVE_REQUEST_STATUSES, type LeaveRequest, todayInRome } from '@portale/shared';
import { CalendarPlus, ChevronLeft, ChevronRight } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { QueryBoundary } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { Dialog } from '@/ui/dialog';
import { Pagination } from '@/ui/pagination';
import { SelectField } from '@/ui/select-field';
import { UI_TEXT } from '@/ui/strings';
import { useBalances } from '../api/balances';
import { useCancelRequest } from '../api/cancel-request';
import { useRequestsPage } from '../api/list-requests';
import { formatPeriod, requestAmount } from '../format';
import { myRequestsQuery, type RequestsSearch, yearOf } from '../requests-search';
import { REQUESTS_TEXT } from '../strings';
import { BalanceCards } from './balance-cards';
import { RequestStatusBadge, TypeLabel } from './status-badge';

const TEXT = REQUESTS_TEXT.list;
const STATUS_OPTIONS = LEAVE_REQUEST_STATUSES.map((value) => ({ value, label: LEAVE_REQUEST_STATUS_LABELS[value] }));

export type MyRequestsTabProps = {
  search: RequestsSearch;
  onSearchChange: (patch: Partial<RequestsSearch>) => void;
  onCreate: () => void;
};

/** Pending ones always; approved ones until they start (the server has the last word). */
const cancellable = (r: LeaveRequest, today: string) =>
  r.status === 'in_attesa' || (r.status === 'approvata' && r.start_date > today);

/**
 * "Le mie richieste": the year's balances, then the requests with their status, and cancelling. Suspends until the
 * page of requests the route loader prefetched is there; the balances load in their own boundary.
 */
export function MyRequestsTab({ search, onSearchChange, onCreate }: MyRequestsTabProps) {
  const today = todayInRome();
  const year = yearOf(search, today);
  // The URL moves at once; what is shown stays until the next data is there (platform/route-loading.ts).
  const shown = useDeferredValue(search);
  const { data, isFetching } = useRequestsPage(myRequestsQuery(shown, today));
  const cancel = useCancelRequest();
  const [cancelling, setCancelling] = useState<LeaveRequest | null>(null);
  const [cancelError, setCancelError] = useState<string>();

  const columns: DataTableColumn<LeaveRequest>[] = [
    { id: 'type', header: TEXT.type, cell: (r) => <TypeLabel name={r.leave_type.name} color={r.leave_type.color} /> },
    { id: 'period', header: TEXT.period, cell: (r) => <span className="whitespace-nowrap">{formatPeriod(r)}</span> },
    { id: 'amount', header: TEXT.amount, cell: (r) => <span className="tabular-nums">{requestAmount(r)}</span> },
    {
      id: 'status',
      header: TEXT.status,
      cell: (r) => (
        <div className="flex flex-col items-start gap-1">
          <RequestStatusBadge status={r.status} />
          {r.status === 'in_attesa' && r.approver && (
            <span className="text-xs text-slate-600 dark:text-slate-400">{TEXT.waitingFor(r.approver.name)}</span>
          )}
        </div>
      ),
    },
    {
      id: 'comment',
      header: TEXT.comment,
      className: 'max-w-72 whitespace-normal',
      cell: (r) => (
        <div className="flex flex-col gap-0.5 text-sm">
          {r.note && <span>{r.note}</span>}
          {r.decision_comment && (
            <span className="text-slate-600 dark:text-slate-400">
              {r.approver?.name ?? ''}: «{r.decision_comment}»
            </span>
          )}
        </div>
      ),
    },
    {
      id: 'actions',
      header: UI_TEXT.actions,
      hideHeader: true,
      className: 'text-right',
      cell: (r) =>
        cancellable(r, today) ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label={TEXT.cancelLabel(`${r.leave_type.name}, ${formatPeriod(r)}`)}
            onClick={() => {
              setCancelError(undefined);
              setCancelling(r);
            }}
          >
            {TEXT.cancel}
          </Button>
        ) : null,
    },
  ];

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync(cancelling.id);
      toast.success(REQUESTS_TEXT.cancel.done);
      setCancelling(null);
    } catch (error) {
      setCancelError(errorMessage(error));
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="balances-title" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-3">
          <h2 id="balances-title" className="text-base font-semibold text-slate-900 dark:text-white">
            {REQUESTS_TEXT.balances.title(year)}
          </h2>
          <div className="flex items-center gap-1">
            <Button
              size="sm"
              variant="secondary"
              aria-label={REQUESTS_TEXT.balances.previousYear}
              icon={<ChevronLeft className="size-4" aria-hidden="true" />}
              onClick={() => onSearchChange({ year: year - 1, page: undefined })}
            />
            <span className="min-w-14 text-center text-sm font-medium tabular-nums text-slate-800 dark:text-slate-200">
              {year}
            </span>
            <Button
              size="sm"
              variant="secondary"
              aria-label={REQUESTS_TEXT.balances.nextYear}
              icon={<ChevronRight className="size-4" aria-hidden="true" />}
              onClick={() => onSearchChange({ year: year + 1, page: undefined })}
            />
          </div>
        </div>
        <QueryBoundary fallback={<BalanceCards balances={undefined} />} errorTitle={REQUESTS_TEXT.balancesError}>
          <YearBalances year={year} />
        </QueryBoundary>
      </section>

      <section aria-label={TEXT.caption} className="flex flex-col gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <SelectField
            label={TEXT.filterStatus}
            placeholder={TEXT.allStatuses}
            options={STATUS_OPTIONS}
            value={search.status ?? ''}
            onChange={(event) =>
              onSearchChange({ status: (event.target.value || undefined) as RequestsSearch['status'], page: undefined })
            }
            className="sm:w-56"
          />
        </div>
        <DataTable
          caption={TEXT.caption}
          columns={columns}
          rows={data.items}
          rowKey={(r) => r.id}
          loading={isFetching || shown !== search}
          empty={{
            title: TEXT.emptyTitle,
            hint: TEXT.emptyHint,
            icon: CalendarPlus,
            action: <Button onClick={onCreate}>{REQUESTS_TEXT.newRequest}</Button>,
          }}
        />
        {data && data.pagination.total_pages > 1 && (
          <Pagination
            pagination={data.pagination}
            onPageChange={(next) => onSearchChange({ page: next > 1 ? next : undefined })}
          />
        )}
      </section>

      {/* Not ConfirmDialog: its "Annulla" (dismiss) would sit next to "Annulla richiesta" (confirm). */}
      <Dialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && !cancel.isPending && setCancelling(null)}
        title={REQUESTS_TEXT.cancel.title}
        description={
          cancelling
            ? REQUESTS_TEXT.cancel.description(`${cancelling.leave_type.name}, ${formatPeriod(cancelling)}`)
            : ''
        }
        size="sm"
        dismissible={!cancel.isPending}
        footer={
          <>
            <Button variant="secondary" onClick={() => setCancelling(null)} disabled={cancel.isPending}>
              {REQUESTS_TEXT.cancel.back}
            </Button>
            <Button variant="danger" loading={cancel.isPending} onClick={() => void confirmCancel()}>
              {REQUESTS_TEXT.cancel.confirm}
            </Button>
          </>
        }
      >
        {cancelError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {cancelError}
          </p>
        ) : undefined}
      </Dialog>
    </div>
  );
}

function YearBalances({ year }: { year: number }) {
  const shownYear = useDeferredValue(year);
  const { data } = useBalances(shownYear);
  return (
    <div aria-busy={shownYear !== year || undefined} className={shownYear !== year ? 'opacity-70' : undefined}>
      <BalanceCards balances={data} />
    </div>
  );
}
