import { Link } from '@tanstack/react-router';
import { Building2, ChevronDown, ChevronRight, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { useCan } from '@/platform/use-can';
import { buttonStyles } from '@/ui/button';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { UI_TEXT } from '@/ui/strings';
import { useDepartments } from './api/list-departments';
import { DeleteDepartmentDialog } from './delete-department-dialog';
import { DEPARTMENTS_TEXT as TEXT } from './strings';
import { type DepartmentRow, treeOrder, visibleRows } from './tree';

const ICON_BUTTON =
  'inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

const NONE_COLLAPSED: ReadonlySet<string> = new Set();

/** The 'Dipartimenti' tab of 'Gestione': the department tree as an indented, collapsible table. */
export function DepartmentsPanel() {
  const canManage = useCan('manage_users');
  const [toDelete, setToDelete] = useState<DepartmentRow | null>(null);
  const tableProps = { canManage, onDelete: setToDelete };

  return (
    <section aria-labelledby="departments-panel-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="departments-panel-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            {TEXT.panelTitle}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{TEXT.panelDescription}</p>
        </div>
        {canManage && (
          <Link to="/app/personnel/departments/create" className={buttonStyles()}>
            <Plus className="size-4" aria-hidden="true" />
            {TEXT.create}
          </Link>
        )}
      </div>
      <QueryBoundary
        fallback={<DepartmentsTable {...tableProps} rows={undefined} collapsed={NONE_COLLAPSED} loading />}
        errorTitle={TEXT.loadListFailed}
      >
        <DepartmentsTree {...tableProps} />
      </QueryBoundary>
      <DeleteDepartmentDialog department={toDelete} onClose={() => setToDelete(null)} />
    </section>
  );
}

type TreeProps = { canManage: boolean; onDelete: (row: DepartmentRow) => void };

/** The departments the route loader prefetched, in tree order; branches fold. */
function DepartmentsTree(props: TreeProps) {
  const { data: departments, isFetching } = useDepartments();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(NONE_COLLAPSED);
  const rows = useMemo(() => treeOrder(departments), [departments]);
  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <DepartmentsTable
      {...props}
      rows={visibleRows(rows, collapsed)}
      loading={isFetching}
      collapsed={collapsed}
      onToggle={toggle}
    />
  );
}

type DepartmentsTableProps = TreeProps & {
  rows: DepartmentRow[] | undefined;
  loading: boolean;
  collapsed: ReadonlySet<string>;
  onToggle?: (id: string) => void;
};

function DepartmentsTable({ rows, loading, collapsed, onToggle, canManage, onDelete }: DepartmentsTableProps) {
  const columns: DataTableColumn<DepartmentRow>[] = [
    {
      id: 'name',
      header: TEXT.name,
      cell: (row) => (
        <div className="flex items-center gap-1" style={{ paddingLeft: `${row.depth * 1.5}rem` }}>
          {row.childCount > 0 ? (
            <button
              type="button"
              className={ICON_BUTTON}
              aria-expanded={!collapsed.has(row.id)}
              aria-label={collapsed.has(row.id) ? TEXT.expand(row.name) : TEXT.collapse(row.name)}
              onClick={() => onToggle?.(row.id)}
            >
              {collapsed.has(row.id) ? (
                <ChevronRight className="size-4" aria-hidden="true" />
              ) : (
                <ChevronDown className="size-4" aria-hidden="true" />
              )}
            </button>
          ) : (
            <span className="inline-block size-8" aria-hidden="true" />
          )}
          <Link
            to="/app/personnel/departments/$departmentId"
            params={{ departmentId: row.id }}
            className="font-medium text-slate-900 hover:underline dark:text-white"
          >
            {row.name}
          </Link>
        </div>
      ),
    },
    {
      id: 'code',
      header: TEXT.code,
      className: 'hidden sm:table-cell',
      cell: (row) => <span className="font-mono text-sm">{row.code ?? '—'}</span>,
    },
    { id: 'head', header: TEXT.head, className: 'hidden md:table-cell', cell: (row) => row.head_name ?? '—' },
    { id: 'members', header: TEXT.members, className: 'text-right', cell: (row) => row.members_count },
    {
      id: 'cost_center',
      header: TEXT.costCenter,
      className: 'hidden lg:table-cell',
      cell: (row) => <span className="font-mono text-sm">{row.cost_center ?? '—'}</span>,
    },
  ];
  if (canManage) {
    columns.push({
      id: 'actions',
      header: UI_TEXT.actions,
      hideHeader: true,
      className: 'text-right',
      cell: (row) => (
        <div className="flex justify-end gap-1">
          <Link
            to="/app/personnel/departments/$departmentId/edit"
            params={{ departmentId: row.id }}
            className={ICON_BUTTON}
            aria-label={TEXT.editOf(row.name)}
            title={UI_TEXT.edit}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </Link>
          <button
            type="button"
            className={ICON_BUTTON}
            aria-label={TEXT.deleteOf(row.name)}
            title={UI_TEXT.delete}
            onClick={() => onDelete(row)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
      ),
    });
  }

  return (
    <DataTable
      caption={TEXT.caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      loading={loading}
      empty={{ title: TEXT.empty, hint: TEXT.emptyHint, icon: Building2 }}
    />
  );
}
