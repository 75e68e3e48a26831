import { DOCUMENT_TYPE_LABELS, type DocumentSearchHit, formatInstant } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/ui/badge';
import { cx } from '@/ui/cx';
import { DOCUMENTS_TEXT as TEXT } from '../strings';
import { DocumentBadges, FileIcon } from './document-badges';
import { Snippet } from './snippet';

/** Ranked hits: title, where it is, the snippet with the words highlighted, and whether they were in the file. */
export function SearchResults({ hits, busy }: { hits: readonly DocumentSearchHit[]; busy?: boolean }) {
  return (
    <ol
      aria-busy={busy}
      className={cx(
        'flex flex-col divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900',
        busy && 'opacity-70',
      )}
    >
      {hits.map((hit) => (
        <li key={hit.id} className="flex items-start gap-3 px-4 py-4">
          <FileIcon mime={hit.mime_type} className="mt-0.5 size-5" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Link
              to="/app/documents/$id"
              params={{ id: hit.id }}
              className="font-medium break-words text-slate-900 hover:text-primary-700 hover:underline dark:text-white dark:hover:text-primary-300"
            >
              {hit.title}
            </Link>
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {DOCUMENT_TYPE_LABELS[hit.type]} · {hit.folder_name ?? TEXT.rootFolder} ·{' '}
              {formatInstant(hit.updated_at, 'medium')}
              {hit.owner ? ` · ${hit.owner.name}` : ''}
            </span>
            <Snippet text={hit.snippet} />
            <span className="flex flex-wrap gap-1">
              {hit.in_content && <Badge tone="primary">{TEXT.inContent}</Badge>}
              {hit.tags.map((tag) => (
                <Badge key={tag} tone="info">
                  {tag}
                </Badge>
              ))}
            </span>
            <DocumentBadges document={hit} />
          </div>
        </li>
      ))}
    </ol>
  );
}
