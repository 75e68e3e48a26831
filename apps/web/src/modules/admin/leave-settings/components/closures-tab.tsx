import type { CompanyClosure } from '@portale/shared';
import { CalendarOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { QueryBoundary } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { ConfirmDialog } from '@/ui/dialog';
import { useClosures } from '../api/closures';
import { useDeleteClosure } from '../api/delete-closure';
import { daysBetween, formatShortDate } from '../dates';
import { LEAVE_TEXT } from '../strings';
import { ClosureDialog } from './closure-dialog';
import { RowActions } from './row-actions';
import { YearStepper } from './year-stepper';

const TEXT = LEAVE_TEXT.closures;

export type ClosuresTabProps = { year: number; onYearChange: (year: number) => void; currentYear: number };

/** "Chiusure aziendali": days the whole company is closed, one year at a time. */
export function ClosuresTab({ year, onYearChange, currentYear }: ClosuresTabProps) {
  const remove = useDeleteClosure();
  const [editing, setEditing] = useState<CompanyClosure | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CompanyClosure | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(TEXT.deleted, deleting.name);
      setDeleting(null);
    } catch (error) {
      toast.error(TEXT.deleteFailed, errorMessage(error));
    }
  };

  const columns: DataTableColumn<CompanyClosure>[] = [
    {
      id: 'name',
      header: TEXT.columns.name,
      cell: (closure) => (
        <span className="flex flex-col">
          <span className="font-medium text-slate-900 dark:text-white">{closure.name}</span>
          {/* Small screens hide the period column: it shows here instead. */}
          <span className="text-xs text-slate-600 sm:hidden dark:text-slate-400">{periodOf(closure)}</span>
        </span>
      ),
    },
    {
      id: 'period',
      header: TEXT.columns.period,
      className: 'hidden sm:table-cell',
      cell: periodOf,
    },
    {
      id: 'days',
      header: TEXT.columns.days,
      className: 'hidden md:table-cell',
      cell: (closure) => TEXT.duration(daysBetween(closure.start_date, closure.end_date)),
    },
    {
      id: 'actions',
      // A visible header: a visually hidden one sits outside the scrolling box and widens the page.
      header: LEAVE_TEXT.common.actions,
      className: 'text-right',
      cell: (closure) => (
        <RowActions
          actions={[
            { label: TEXT.editLabel(closure.name), icon: Pencil, onClick: () => setEditing(closure) },
            {
              label: TEXT.deleteLabel(closure.name),
              icon: Trash2,
              tone: 'danger',
              onClick: () => setDeleting(closure),
            },
          ]}
        />
      ),
    },
  ];

  const addButton = (
    <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setEditing('new')}>
      {TEXT.add}
    </Button>
  );

  const table = (shownYear: number, rows: CompanyClosure[] | undefined, loading: boolean) => (
    <DataTable
      caption={TEXT.caption(shownYear)}
      columns={columns}
      rows={rows}
      rowKey={(closure) => closure.id}
      loading={loading}
      empty={{ title: TEXT.emptyTitle(shownYear), hint: TEXT.emptyHint, icon: CalendarOff, action: addButton }}
      skeletonRows={3}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <YearStepper year={year} onChange={onYearChange} currentYear={currentYear} />
        {addButton}
      </div>
      <QueryBoundary fallback={table(year, undefined, true)}>
        <ClosureRows year={year}>{table}</ClosureRows>
      </QueryBoundary>
      {editing && (
        <ClosureDialog
          key={editing === 'new' ? 'new' : editing.id}
          closure={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? TEXT.deleteTitle(deleting.name) : ''}
        description={TEXT.deleteDescription}
        confirmLabel={LEAVE_TEXT.common.delete}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

type ClosureRowsProps = {
  year: number;
  children: (year: number, rows: CompanyClosure[], loading: boolean) => ReactNode;
};

/** The year's closures the route loader prefetched; another year keeps the table until its data is there. */
function ClosureRows({ year, children }: ClosureRowsProps) {
  const shown = useDeferredValue(year);
  const { data, isFetching } = useClosures(shown);
  return children(shown, data, isFetching || shown !== year);
}

function periodOf(closure: CompanyClosure): string {
  return closure.start_date === closure.end_date
    ? formatShortDate(closure.start_date)
    : `${formatShortDate(closure.start_date)} – ${formatShortDate(closure.end_date)}`;
}
