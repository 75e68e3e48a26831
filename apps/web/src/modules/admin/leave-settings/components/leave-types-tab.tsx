import { LEAVE_UNIT_LABELS, type LeaveType } from '@portale/shared';
import { CalendarX2, Pencil, Plus, Power, PowerOff, RotateCcw, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { QueryBoundary } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { ConfirmDialog } from '@/ui/dialog';
import { useDeleteLeaveType } from '../api/delete-leave-type';
import { useLeaveTypes } from '../api/leave-types';
import { useLoadDefaultLeaveTypes } from '../api/load-default-leave-types';
import { useSaveLeaveType } from '../api/save-leave-type';
import { allowanceLabel, carryOverLabel } from '../leave-type-summary';
import { LEAVE_TEXT } from '../strings';
import { LeaveTypeDialog } from './leave-type-dialog';
import { RowActions } from './row-actions';

const TEXT = LEAVE_TEXT.leaveTypes;

const MAX_RULES_SHOWN = 3;

type Pending = { kind: 'delete' | 'deactivate'; type: LeaveType } | null;

/** "Tipi di assenza": the types employees can request, with unit, rules, allowances and carry-over. */
export function LeaveTypesTab() {
  const save = useSaveLeaveType();
  const remove = useDeleteLeaveType();
  const defaults = useLoadDefaultLeaveTypes();
  const [editing, setEditing] = useState<LeaveType | 'new' | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [confirmDefaults, setConfirmDefaults] = useState(false);

  const setActive = async (type: LeaveType, active: boolean) => {
    try {
      await save.mutateAsync({ id: type.id, body: { active } });
      toast.success(active ? TEXT.activated : TEXT.deactivated, type.name);
      setPending(null);
    } catch (error) {
      toast.error(TEXT.updateFailed, errorMessage(error));
    }
  };

  const confirmPending = async () => {
    if (!pending) return;
    if (pending.kind === 'deactivate') return setActive(pending.type, false);
    try {
      await remove.mutateAsync(pending.type.id);
      toast.success(TEXT.deleted, pending.type.name);
      setPending(null);
    } catch (error) {
      toast.error(TEXT.deleteFailed, errorMessage(error));
    }
  };

  const restoreDefaults = async () => {
    try {
      const { added } = await defaults.mutateAsync();
      if (added > 0) toast.success(TEXT.restored(added));
      else toast.info(TEXT.restoredNone);
      setConfirmDefaults(false);
    } catch (error) {
      toast.error(TEXT.restoreFailed, errorMessage(error));
    }
  };

  // Sized to fit the 960 px content area of a 1280 px screen; smaller screens drop the secondary columns.
  const columns: DataTableColumn<LeaveType>[] = [
    {
      id: 'name',
      header: TEXT.columns.name,
      cell: (type) => (
        <span className="flex items-start gap-2.5">
          <span
            aria-hidden="true"
            className="mt-1 size-3 shrink-0 rounded-full ring-1 ring-black/10 dark:ring-white/20"
            style={{ backgroundColor: type.color }}
          />
          <span className="flex max-w-36 flex-col items-start gap-0.5 whitespace-normal sm:max-w-52">
            <span className="font-medium text-slate-900 dark:text-white">{type.name}</span>
            <span className="text-xs break-all text-slate-600 dark:text-slate-400">
              <span className="sr-only">{TEXT.columns.code}: </span>
              <code>{type.code}</code>
              {type.payroll_code && (
                <>
                  {' · '}
                  <span className="sr-only">{TEXT.columns.payrollCode}: </span>
                  <abbr title={TEXT.columns.payrollCode} className="font-semibold no-underline">
                    {type.payroll_code}
                  </abbr>
                </>
              )}
            </span>
            {/* Small screens hide the allowance column: its first rule shows here instead. */}
            <span className="text-xs text-slate-600 md:hidden dark:text-slate-400">
              {type.allowances[0] ? allowanceLabel(type.unit, type.allowances[0]) : TEXT.noBalance}
            </span>
            {!type.active && <Badge tone="neutral">{TEXT.inactive}</Badge>}
          </span>
        </span>
      ),
    },
    {
      id: 'unit',
      header: TEXT.columns.unit,
      className: 'hidden sm:table-cell',
      cell: (type) => <Badge tone={type.unit === 'days' ? 'primary' : 'info'}>{LEAVE_UNIT_LABELS[type.unit]}</Badge>,
    },
    {
      id: 'paid',
      header: TEXT.columns.paid,
      className: 'hidden lg:table-cell',
      cell: (type) => <YesNo value={type.paid} />,
    },
    {
      id: 'requires_approval',
      header: TEXT.columns.approval,
      className: 'hidden lg:table-cell',
      cell: (type) => <YesNo value={type.requires_approval} />,
    },
    {
      id: 'allowances',
      header: TEXT.columns.allowances,
      className: 'hidden md:table-cell',
      cell: (type) => <AllowanceSummary type={type} />,
    },
    {
      id: 'actions',
      // A visible header: a visually hidden one sits outside the scrolling box and widens the page.
      header: LEAVE_TEXT.common.actions,
      className: 'text-right',
      cell: (type) => (
        <RowActions
          actions={[
            { label: TEXT.editLabel(type.name), icon: Pencil, onClick: () => setEditing(type) },
            type.active
              ? {
                  label: TEXT.deactivateLabel(type.name),
                  icon: PowerOff,
                  onClick: () => setPending({ kind: 'deactivate', type }),
                }
              : { label: TEXT.activateLabel(type.name), icon: Power, onClick: () => setActive(type, true) },
            {
              label: TEXT.deleteLabel(type.name),
              icon: Trash2,
              tone: 'danger',
              onClick: () => setPending({ kind: 'delete', type }),
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

  const table = (rows: LeaveType[] | undefined, loading: boolean) => (
    <DataTable
      caption={TEXT.caption}
      columns={columns}
      rows={rows}
      rowKey={(type) => type.id}
      loading={loading}
      empty={{ title: TEXT.emptyTitle, hint: TEXT.emptyHint, icon: CalendarX2, action: addButton }}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          icon={<RotateCcw className="size-4" aria-hidden="true" />}
          onClick={() => setConfirmDefaults(true)}
        >
          {TEXT.restoreDefaults}
        </Button>
        {addButton}
      </div>
      <QueryBoundary fallback={table(undefined, true)}>
        <LeaveTypesRows>{table}</LeaveTypesRows>
      </QueryBoundary>

      {editing && (
        <LeaveTypeDialog
          leaveType={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          key={editing === 'new' ? 'new' : editing.id}
        />
      )}

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending
            ? pending.kind === 'delete'
              ? TEXT.deleteTitle(pending.type.name)
              : TEXT.deactivateTitle(pending.type.name)
            : ''
        }
        description={pending?.kind === 'delete' ? TEXT.deleteDescription : TEXT.deactivateDescription}
        confirmLabel={pending?.kind === 'delete' ? LEAVE_TEXT.common.delete : TEXT.deactivate}
        pending={remove.isPending || save.isPending}
        onConfirm={confirmPending}
      />

      <ConfirmDialog
        open={confirmDefaults}
        onOpenChange={setConfirmDefaults}
        title={TEXT.restoreTitle}
        description={TEXT.restoreDescription}
        confirmLabel={TEXT.restoreConfirm}
        tone="primary"
        pending={defaults.isPending}
        onConfirm={restoreDefaults}
      />
    </div>
  );
}

/** The leave types the route loader prefetched, handed to the table. */
function LeaveTypesRows({ children }: { children: (rows: LeaveType[], loading: boolean) => ReactNode }) {
  const { data, isFetching } = useLeaveTypes();
  return children(data, isFetching);
}

function YesNo({ value }: { value: boolean }) {
  return value ? (
    <Badge tone="success">{LEAVE_TEXT.common.yes}</Badge>
  ) : (
    <Badge tone="neutral">{LEAVE_TEXT.common.no}</Badge>
  );
}

function AllowanceSummary({ type }: { type: LeaveType }) {
  const shown = type.allowances.slice(0, MAX_RULES_SHOWN);
  const hidden = type.allowances.length - shown.length;
  return (
    <div className="flex max-w-60 flex-col gap-0.5 text-sm whitespace-normal">
      {type.allowances.length === 0 ? (
        <span className="text-slate-600 dark:text-slate-400">{TEXT.noBalance}</span>
      ) : (
        <ul>
          {shown.map((allowance) => (
            <li key={`${allowance.contract_type}-${allowance.ccnl}`}>{allowanceLabel(type.unit, allowance)}</li>
          ))}
          {hidden > 0 && <li className="text-xs text-slate-600 dark:text-slate-400">{TEXT.otherRules(hidden)}</li>}
        </ul>
      )}
      <span className="text-xs text-slate-600 dark:text-slate-400">{carryOverLabel(type.unit, type.carry_over)}</span>
    </div>
  );
}
