import { KPI_DIRECTION_LABELS, KPI_FREQUENCY_LABELS, type KpiTemplate } from '@portale/shared';
import { ArrowDownRight, ArrowUpRight, Pencil, Trash2, Zap } from 'lucide-react';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { DataTable, type DataTableColumn, type DataTableProps } from '@/ui/data-table';
import { dataSourceLabel, formatTarget } from '../kpi-labels';
import { KPI_TEXT } from '../strings';

const TEXT = KPI_TEXT.table;

export type KpiTableProps = Pick<
  DataTableProps<KpiTemplate>,
  'rows' | 'loading' | 'error' | 'onRetry' | 'empty' | 'sort' | 'onSortChange'
> & {
  onEdit: (template: KpiTemplate) => void;
  onDelete: (template: KpiTemplate) => void;
};

/**
 * Which columns show depends on the width (DESIGN.md: tables must work at 390 px). What a hidden column
 * holds moves into a visible cell: the target and frequency under the name on phones, the direction icon
 * and the frequency next to the target until there is room for their own columns.
 */
export function KpiTable({ onEdit, onDelete, ...tableProps }: KpiTableProps) {
  const columns: DataTableColumn<KpiTemplate>[] = [
    { id: 'name', header: TEXT.name, sortable: true, cell: (row) => <NameCell row={row} /> },
    {
      id: 'category',
      header: TEXT.category,
      sortable: true,
      className: 'hidden sm:table-cell',
      cell: (row) =>
        row.category ? (
          <Badge>{row.category}</Badge>
        ) : (
          <span className="text-slate-600 dark:text-slate-400">{TEXT.noCategory}</span>
        ),
    },
    {
      id: 'unit',
      header: TEXT.unit,
      // The target already shows its unit ("75 %"): this column comes only when there is room to spare.
      className: 'hidden 2xl:table-cell',
      cell: (row) => row.unit || '—',
    },
    {
      id: 'direction',
      header: TEXT.direction,
      className: 'hidden xl:table-cell',
      cell: (row) => (
        <span className="inline-flex items-center gap-1.5">
          <DirectionIcon row={row} />
          {KPI_DIRECTION_LABELS[row.direction]}
        </span>
      ),
    },
    {
      id: 'target',
      header: TEXT.target,
      sortable: true,
      className: 'hidden text-right sm:table-cell',
      cell: (row) => <TargetCell row={row} />,
    },
    {
      id: 'frequency',
      header: TEXT.frequency,
      sortable: true,
      className: 'hidden 2xl:table-cell',
      cell: (row) => KPI_FREQUENCY_LABELS[row.frequency],
    },
    {
      id: 'data_source',
      header: TEXT.dataSource,
      className: 'hidden xl:table-cell',
      cell: (row) => <DataSource row={row} />,
    },
    {
      id: 'actions',
      header: TEXT.actions,
      hideHeader: true,
      className: 'w-24 text-right',
      cell: (row) => (
        <div className="flex justify-end gap-1">
          <Button
            variant="ghost"
            size="sm"
            className="size-9 px-0"
            aria-label={TEXT.edit(row.name)}
            title={TEXT.edit(row.name)}
            icon={<Pencil className="size-4" aria-hidden="true" />}
            onClick={() => onEdit(row)}
          />
          <Button
            variant="ghost"
            size="sm"
            className="size-9 px-0 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50"
            aria-label={TEXT.remove(row.name)}
            title={TEXT.remove(row.name)}
            icon={<Trash2 className="size-4" aria-hidden="true" />}
            onClick={() => onDelete(row)}
          />
        </div>
      ),
    },
  ];
  return <DataTable caption={TEXT.caption} columns={columns} rowKey={(row) => row.id} {...tableProps} />;
}

type CellProps = { row: KpiTemplate };

const targetText = (row: KpiTemplate) => (row.target === null ? null : formatTarget(row.target, row.unit));

function NameCell({ row }: CellProps) {
  const target = targetText(row);
  return (
    <div className="max-w-56 min-w-40 whitespace-normal">
      <p className="font-medium text-slate-900 dark:text-white">{row.name}</p>
      {row.description && (
        <p className="mt-0.5 line-clamp-2 text-xs text-slate-600 dark:text-slate-400">{row.description}</p>
      )}
      <p className="mt-1 text-xs text-slate-700 sm:hidden dark:text-slate-300">
        {target ? `${TEXT.target} ${target}` : TEXT.noTarget} · {KPI_FREQUENCY_LABELS[row.frequency]}
      </p>
      {row.data_source !== 'manual' && (
        <div className="mt-1.5 xl:hidden">
          <DataSource row={row} />
        </div>
      )}
    </div>
  );
}

function TargetCell({ row }: CellProps) {
  const target = targetText(row);
  return (
    <div className="flex flex-col items-end">
      <span className="inline-flex items-center gap-1">
        <span className="xl:hidden" title={KPI_DIRECTION_LABELS[row.direction]}>
          <DirectionIcon row={row} />
          <span className="sr-only">{KPI_DIRECTION_LABELS[row.direction]}</span>
        </span>
        {target ? (
          <span className="tabular-nums">{target}</span>
        ) : (
          <span className="text-slate-600 dark:text-slate-400">
            <span aria-hidden="true">—</span>
            <span className="sr-only">{TEXT.noTarget}</span>
          </span>
        )}
      </span>
      <span className="text-xs text-slate-600 2xl:hidden dark:text-slate-400">
        {KPI_FREQUENCY_LABELS[row.frequency]}
      </span>
    </div>
  );
}

function DirectionIcon({ row }: CellProps) {
  const Icon = row.direction === 'higher_is_better' ? ArrowUpRight : ArrowDownRight;
  return <Icon className="size-4 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden="true" />;
}

function DataSource({ row }: CellProps) {
  if (row.data_source === 'manual') {
    return <span className="text-slate-700 dark:text-slate-300">{dataSourceLabel(row.data_source)}</span>;
  }
  return (
    <Badge tone="info" className="gap-1">
      <Zap className="size-3" aria-hidden="true" />
      {dataSourceLabel(row.data_source)}
    </Badge>
  );
}
