import { DOCUMENT_TYPE_LABELS, type DocumentListItem, formatFileSize, formatInstant } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/ui/badge';
import { cx } from '@/ui/cx';
import { DOCUMENTS_TEXT as TEXT } from '../strings';
import { DocumentBadges } from './document-badges';
import { DocumentThumbnail } from './document-thumbnail';

export type DocumentsTableProps = {
  rows: readonly DocumentListItem[];
  selected?: ReadonlySet<string>;
  onToggle?: (id: string) => void;
  onToggleAll?: (select: boolean) => void;
  /** Shows the folder column (every document, search results). */
  showFolder?: boolean;
  busy?: boolean;
};

/** The documents of a folder or a filter: a checkbox, the title with its badges, then facts that give way on phones. */
export function DocumentsTable({ rows, selected, onToggle, onToggleAll, showFolder, busy }: DocumentsTableProps) {
  const allSelected = rows.length > 0 && rows.every((row) => selected?.has(row.id));
  const muted = 'text-slate-600 dark:text-slate-400';
  return (
    <div
      className={cx(
        'overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
        busy && 'opacity-70',
      )}
      aria-busy={busy}
    >
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-950 dark:text-slate-400">
          <tr>
            {onToggle && (
              <th scope="col" className="w-10 px-3 py-2">
                <input
                  type="checkbox"
                  aria-label={TEXT.selectAll}
                  checked={allSelected}
                  onChange={(event) => onToggleAll?.(event.target.checked)}
                  className="size-4 rounded border-slate-300"
                />
              </th>
            )}
            <th scope="col" className="px-3 py-2 font-medium">
              {TEXT.columns.title}
            </th>
            <th scope="col" className="hidden px-3 py-2 font-medium md:table-cell">
              {TEXT.columns.type}
            </th>
            {showFolder && (
              <th scope="col" className="hidden px-3 py-2 font-medium lg:table-cell">
                {TEXT.columns.folder}
              </th>
            )}
            <th scope="col" className="hidden px-3 py-2 font-medium lg:table-cell">
              {TEXT.columns.owner}
            </th>
            <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
              {TEXT.columns.updated}
            </th>
            <th scope="col" className="hidden px-3 py-2 text-right font-medium xl:table-cell">
              {TEXT.columns.size}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row.id} className={cx(selected?.has(row.id) && 'bg-primary-50/60 dark:bg-primary-950/30')}>
              {onToggle && (
                <td className="px-3 py-2.5 align-top">
                  <input
                    type="checkbox"
                    aria-label={TEXT.select(row.title)}
                    checked={selected?.has(row.id) ?? false}
                    onChange={() => onToggle(row.id)}
                    className="mt-0.5 size-4 rounded border-slate-300"
                  />
                </td>
              )}
              <td className="px-3 py-2.5">
                <div className="flex items-start gap-2.5">
                  <DocumentThumbnail document={row} />
                  <div className="flex min-w-0 flex-col gap-1">
                    <Link
                      to="/app/documents/$id"
                      params={{ id: row.id }}
                      className="font-medium break-words text-slate-900 hover:text-primary-700 hover:underline dark:text-white dark:hover:text-primary-300"
                    >
                      {row.title}
                    </Link>
                    <span className={cx('text-xs break-all', muted)}>
                      {row.file_name} · {TEXT.version(row.current_version)}
                      <span className="md:hidden"> · {DOCUMENT_TYPE_LABELS[row.type]}</span>
                    </span>
                    <DocumentBadges document={row} />
                    {row.tags.length > 0 && (
                      <span className="flex flex-wrap gap-1">
                        {row.tags.map((tag) => (
                          <Badge key={tag} tone="info">
                            {tag}
                          </Badge>
                        ))}
                      </span>
                    )}
                  </div>
                </div>
              </td>
              <td className="hidden px-3 py-2.5 align-top md:table-cell">{DOCUMENT_TYPE_LABELS[row.type]}</td>
              {showFolder && (
                <td className={cx('hidden px-3 py-2.5 align-top lg:table-cell', muted)}>
                  {row.folder_name ?? TEXT.none}
                </td>
              )}
              <td className={cx('hidden px-3 py-2.5 align-top lg:table-cell', muted)}>
                {row.owner?.name ?? TEXT.none}
              </td>
              <td className={cx('hidden px-3 py-2.5 align-top whitespace-nowrap sm:table-cell', muted)}>
                {formatInstant(row.updated_at, 'medium')}
              </td>
              <td
                className={cx(
                  'hidden px-3 py-2.5 text-right align-top whitespace-nowrap tabular-nums xl:table-cell',
                  muted,
                )}
              >
                {formatFileSize(row.size_bytes)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
