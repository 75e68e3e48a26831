import type { Pagination as PaginationData } from '@portale/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';
import { cx } from './cx';
import { UI_TEXT } from './strings';

export type PaginationProps = {
  /** With `total_capped` (lists counted up to a cap), more than `total` match: "Più di …", and no "di N" pages. */
  pagination: (PaginationData & { total_capped?: boolean }) | undefined;
  onPageChange: (page: number) => void;
  className?: string;
};

/** Server-side pagination below a table: total, 'Pagina X di Y' (or 'Pagina X' past a capped count), previous and next. */
export function Pagination({ pagination, onPageChange, className }: PaginationProps) {
  if (!pagination) return null;
  const { page, total, total_pages: pages, total_capped: capped = false } = pagination;
  return (
    <nav
      aria-label={UI_TEXT.pagination}
      className={cx(
        'flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600 dark:text-slate-400',
        className,
      )}
    >
      <p>{capped ? UI_TEXT.moreResults(total) : UI_TEXT.results(total)}</p>
      <div className="flex items-center gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
          aria-label={UI_TEXT.previousPage}
          icon={<ChevronLeft className="size-4" aria-hidden="true" />}
        />
        <span aria-live="polite" className="min-w-24 text-center">
          {capped ? UI_TEXT.page(page) : UI_TEXT.pageOf(page, pages)}
        </span>
        <Button
          size="sm"
          variant="secondary"
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
          aria-label={UI_TEXT.nextPage}
          icon={<ChevronRight className="size-4" aria-hidden="true" />}
        />
      </div>
    </nav>
  );
}
