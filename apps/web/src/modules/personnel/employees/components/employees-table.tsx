import { CONTRACT_TYPE_LABELS, EMPLOYEE_STATUS_LABELS, type EmployeeListItem } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { Pencil, Power, RotateCcw } from 'lucide-react';
import { Avatar } from '@/ui/avatar';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { DataTable, type DataTableColumn, type DataTableProps } from '@/ui/data-table';
import { UI_TEXT } from '@/ui/strings';
import { formatDate } from '../format';
import { PEOPLE_TEXT } from '../strings';

const TEXT = PEOPLE_TEXT;

export function StatusBadge({ status }: { status: string }) {
  const tone = status === 'active' ? 'success' : status === 'disabled' ? 'danger' : 'warning';
  return <Badge tone={tone}>{EMPLOYEE_STATUS_LABELS[status] ?? status}</Badge>;
}

export type EmployeesTableProps = Pick<
  DataTableProps<EmployeeListItem>,
  'rows' | 'loading' | 'empty' | 'sort' | 'onSortChange'
> & {
  onEdit: (employee: EmployeeListItem) => void;
  /** Deactivates an active or pending account, reactivates a disabled one. */
  onToggleStatus: (employee: EmployeeListItem) => void;
};

/** The employees with their department, contract, hire date and status; columns give way on narrow screens. */
export function EmployeesTable({ onEdit, onToggleStatus, ...tableProps }: EmployeesTableProps) {
  const columns: DataTableColumn<EmployeeListItem>[] = [
    {
      id: 'name',
      header: TEXT.table.person,
      sortable: true,
      cell: (e) => (
        <div className="flex min-w-0 items-center gap-3">
          <Avatar name={e.name} src={e.avatar_url} size="sm" decorative />
          <div className="min-w-0">
            <Link
              to="/app/personnel/$personId"
              params={{ personId: e.id }}
              className="block max-w-52 truncate font-medium text-slate-900 hover:underline sm:max-w-64 dark:text-white"
            >
              {e.name}
            </Link>
            <p className="max-w-52 truncate text-xs text-slate-600 sm:max-w-64 dark:text-slate-400">
              {e.job_title || e.email}
            </p>
            {/* Phones hide the status column: a non-active status shows under the name instead. */}
            {e.status !== 'active' && (
              <span className="mt-1 block sm:hidden">
                <StatusBadge status={e.status} />
              </span>
            )}
          </div>
        </div>
      ),
    },
    {
      id: 'employee_number',
      header: TEXT.table.number,
      sortable: true,
      className: 'hidden lg:table-cell',
      cell: (e) => <span className="font-mono text-sm">{e.employee_number ?? '—'}</span>,
    },
    {
      id: 'department',
      header: TEXT.table.department,
      sortable: true,
      className: 'hidden md:table-cell',
      cell: (e) => e.department_name ?? '—',
    },
    {
      id: 'contract_type',
      header: TEXT.table.contract,
      sortable: true,
      className: 'hidden xl:table-cell',
      cell: (e) => (
        <div className="text-sm">
          {e.contract_type ? CONTRACT_TYPE_LABELS[e.contract_type as keyof typeof CONTRACT_TYPE_LABELS] : '—'}
          {e.part_time_pct !== undefined && e.part_time_pct < 100 && (
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              {TEXT.table.partTime(e.part_time_pct)}
            </span>
          )}
        </div>
      ),
    },
    {
      id: 'hire_date',
      header: TEXT.table.hireDate,
      sortable: true,
      className: 'hidden lg:table-cell whitespace-nowrap',
      cell: (e) => formatDate(e.hire_date),
    },
    {
      id: 'status',
      header: TEXT.table.status,
      sortable: true,
      className: 'hidden sm:table-cell',
      cell: (e) => <StatusBadge status={e.status} />,
    },
    {
      id: 'actions',
      header: UI_TEXT.actions,
      hideHeader: true,
      className: 'w-24 text-right whitespace-nowrap',
      cell: (e) => (
        <div className="flex justify-end gap-1">
          <Button
            size="sm"
            variant="ghost"
            aria-label={`${UI_TEXT.edit} ${e.name}`}
            title={UI_TEXT.edit}
            icon={<Pencil className="size-4" aria-hidden="true" />}
            onClick={() => onEdit(e)}
          />
          <Button
            size="sm"
            variant="ghost"
            aria-label={`${e.status === 'disabled' ? TEXT.table.reactivate : TEXT.table.deactivate} ${e.name}`}
            title={e.status === 'disabled' ? TEXT.table.reactivate : TEXT.table.deactivate}
            icon={
              e.status === 'disabled' ? (
                <RotateCcw className="size-4" aria-hidden="true" />
              ) : (
                <Power className="size-4" aria-hidden="true" />
              )
            }
            onClick={() => onToggleStatus(e)}
          />
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption={TEXT.table.caption}
      columns={columns}
      rowKey={(e) => e.id}
      skeletonRows={8}
      rowClassName={(e) => (e.status === 'disabled' ? 'opacity-70' : undefined)}
      {...tableProps}
    />
  );
}
