import type { WorkLocation } from '@portale/shared';
import { Building2, Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { QueryBoundary } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { ConfirmDialog } from '@/ui/dialog';
import { useDeleteWorkLocation } from '../api/delete-work-location';
import { useWorkLocations } from '../api/work-locations';
import { formatDayMonth } from '../dates';
import { LEAVE_TEXT } from '../strings';
import { RowActions } from './row-actions';
import { WorkLocationDialog } from './work-location-dialog';

const TEXT = LEAVE_TEXT.locations;

/** "Sedi e patroni": the company's sites; each site's patron saint day is a local holiday. */
export function WorkLocationsTab() {
  const remove = useDeleteWorkLocation();
  const [editing, setEditing] = useState<WorkLocation | 'new' | null>(null);
  const [deleting, setDeleting] = useState<WorkLocation | null>(null);

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

  const columns: DataTableColumn<WorkLocation>[] = [
    {
      id: 'name',
      header: TEXT.columns.name,
      cell: (location) => (
        <span className="flex flex-col">
          <span className="font-medium text-slate-900 dark:text-white">{location.name}</span>
          {/* Small screens hide the patron columns: the saint and the day show here instead. */}
          <span className="text-xs text-slate-600 sm:hidden dark:text-slate-400">{patronSummary(location)}</span>
        </span>
      ),
    },
    {
      id: 'city',
      header: TEXT.columns.city,
      className: 'hidden sm:table-cell',
      cell: (location) => location.city || '—',
    },
    {
      id: 'patron',
      header: TEXT.columns.patron,
      className: 'hidden md:table-cell',
      cell: (location) => location.patron_name || <Muted>{TEXT.noPatron}</Muted>,
    },
    {
      id: 'patron_day',
      header: TEXT.columns.day,
      className: 'hidden sm:table-cell',
      cell: (location) =>
        location.patron_month && location.patron_day ? (
          formatDayMonth(location.patron_month, location.patron_day)
        ) : (
          <Muted>{TEXT.noPatron}</Muted>
        ),
    },
    {
      id: 'actions',
      // A visible header: a visually hidden one sits outside the scrolling box and widens the page.
      header: LEAVE_TEXT.common.actions,
      className: 'text-right',
      cell: (location) => (
        <RowActions
          actions={[
            { label: TEXT.editLabel(location.name), icon: Pencil, onClick: () => setEditing(location) },
            {
              label: TEXT.deleteLabel(location.name),
              icon: Trash2,
              tone: 'danger',
              onClick: () => setDeleting(location),
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

  const table = (rows: WorkLocation[] | undefined, loading: boolean) => (
    <DataTable
      caption={TEXT.caption}
      columns={columns}
      rows={rows}
      rowKey={(location) => location.id}
      loading={loading}
      empty={{ title: TEXT.emptyTitle, hint: TEXT.emptyHint, icon: Building2, action: addButton }}
      skeletonRows={3}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">{addButton}</div>
      <QueryBoundary fallback={table(undefined, true)}>
        <WorkLocationRows>{table}</WorkLocationRows>
      </QueryBoundary>
      {editing && (
        <WorkLocationDialog
          key={editing === 'new' ? 'new' : editing.id}
          location={editing === 'new' ? null : editing}
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

/** The work locations the route loader prefetched, handed to the table. */
function WorkLocationRows({ children }: { children: (rows: WorkLocation[], loading: boolean) => ReactNode }) {
  const { data, isFetching } = useWorkLocations();
  return children(data, isFetching);
}

function patronSummary(location: WorkLocation): string {
  if (!location.patron_month || !location.patron_day) return TEXT.noPatron;
  const day = formatDayMonth(location.patron_month, location.patron_day);
  return location.patron_name ? `${location.patron_name}, ${day}` : day;
}

function Muted({ children }: { children: string }) {
  return <span className="text-slate-600 dark:text-slate-400">{children}</span>;
}
