import { ArrowDown, ArrowUp, ArrowUpDown, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { cx } from './cx';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { Skeleton } from './skeleton';
import { UI_TEXT } from './strings';

export type DataTableColumn<T> = {
  /** Also the sort key sent to the server when `sortable`. */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  /** Applied to the header and every cell, e.g. 'text-right' or 'hidden md:table-cell'. */
  className?: string;
  /** Hides the header text visually (an actions column); it stays the accessible name. */
  hideHeader?: boolean;
};

export type DataTableProps<T> = {
  /** Announced by screen readers as the table's name; not shown. */
  caption: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  loading?: boolean;
  /** An error message replaces the table; `onRetry` adds a retry button. */
  error?: string;
  onRetry?: () => void;
  empty: EmptyStateProps;
  /** Server-side sort, as a field name with a leading '-' for descending (DESIGN.md §5). */
  sort?: string;
  onSortChange?: (sort: string) => void;
  skeletonRows?: number;
  rowClassName?: (row: T) => string | undefined;
};

type Direction = 'asc' | 'desc' | undefined;

function directionOf(sort: string | undefined, id: string): Direction {
  if (sort === id) return 'asc';
  if (sort === `-${id}`) return 'desc';
  return undefined;
}

const CELL = 'px-4 py-3 align-middle';

/**
 * The table every list page uses: server-side sorting through the column headers (buttons, so the
 * keyboard works), skeleton rows while loading, an empty state and an error with retry. Wide tables
 * scroll sideways inside their card on small screens.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  error,
  onRetry,
  empty,
  sort,
  onSortChange,
  skeletonRows = 5,
  rowClassName,
}: DataTableProps<T>) {
  if (error) {
    return (
      <Alert variant="error" title={UI_TEXT.tableError}>
        <p>{error}</p>
        {onRetry && (
          <Button
            size="sm"
            variant="secondary"
            className="mt-2"
            icon={<RotateCw className="size-4" aria-hidden="true" />}
            onClick={onRetry}
          >
            {UI_TEXT.retry}
          </Button>
        )}
      </Alert>
    );
  }

  const showSkeleton = loading && rows === undefined;
  if (!showSkeleton && rows !== undefined && rows.length === 0) return <EmptyState {...empty} />;

  return (
    // A keyboard user must be able to scroll a table wider than the screen: the region takes focus.
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1).
      tabIndex={0}
      aria-label={caption}
      className={cx(
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-400',
        // relative: the sr-only texts (position: absolute) inside must not widen the page on small screens.
        'relative overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800',
        loading && !showSkeleton && 'opacity-70 transition-opacity',
      )}
      aria-busy={loading || undefined}
    >
      <table className="w-full min-w-max border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-300">
          <tr>
            {columns.map((column) => {
              const direction = directionOf(sort, column.id);
              const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined;
              return (
                <th key={column.id} scope="col" aria-sort={ariaSort} className={cx(CELL, 'py-2.5', column.className)}>
                  {column.sortable && onSortChange ? (
                    <button
                      type="button"
                      onClick={() => onSortChange(direction === 'asc' ? `-${column.id}` : column.id)}
                      className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600 dark:hover:text-white dark:focus-visible:outline-primary-400"
                    >
                      {column.header}
                      <SortIcon direction={direction} />
                      <span className="sr-only">
                        {direction === 'asc'
                          ? `, ${UI_TEXT.sortAscending}`
                          : direction === 'desc'
                            ? `, ${UI_TEXT.sortDescending}`
                            : `, ${UI_TEXT.sortBy(column.header)}`}
                      </span>
                    </button>
                  ) : (
                    <span className={cx(column.hideHeader && 'sr-only')}>{column.header}</span>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-900">
          {showSkeleton
            ? Array.from({ length: skeletonRows }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity.
                <tr key={index}>
                  {columns.map((column) => (
                    <td key={column.id} className={cx(CELL, column.className)}>
                      <Skeleton className="h-4 w-full max-w-40" />
                    </td>
                  ))}
                </tr>
              ))
            : rows?.map((row) => (
                <tr
                  key={rowKey(row)}
                  className={cx('hover:bg-slate-50 dark:hover:bg-slate-800/40', rowClassName?.(row))}
                >
                  {columns.map((column) => (
                    <td key={column.id} className={cx(CELL, 'text-slate-800 dark:text-slate-200', column.className)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
      {showSkeleton && (
        <p role="status" className="sr-only">
          {UI_TEXT.tableLoading}
        </p>
      )}
    </section>
  );
}

function SortIcon({ direction }: { direction: Direction }) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return <Icon className={cx('size-3.5', direction ? 'opacity-100' : 'opacity-40')} aria-hidden="true" />;
}
