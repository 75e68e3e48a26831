import { type DocumentListItem, formatInstant } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAuthStore } from '@/platform/auth-store';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { type DocumentsQuery, useDocumentsCard } from '../api/list-documents';
import { useFolders } from '../api/list-folders';
import { DocumentBadges, FileIcon } from '../components/document-badges';
import { UploadZone } from '../components/upload-zone';
import { dashboardQueries } from '../search';
import { DOCUMENTS_TEXT as TEXT } from '../strings';

/**
 * `/app/documents`: quick upload, then the recent documents, the user's own and the expiring ones, each a short
 * list that links to the full, filtered list.
 */
export function DocumentsDashboardPage() {
  const me = useAuthStore((state) => state.user?.id);
  const { data: tree } = useFolders();
  const queries = dashboardQueries(me);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={TEXT.group} description={TEXT.dashboardDescription} />
      {tree.can_use_root ? (
        <UploadZone folderId={null} />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.clientHint}</p>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <DocumentsCard title={TEXT.recent} query={queries.recent} empty={TEXT.noRecent} more={{}} />
        <DocumentsCard
          title={TEXT.expiring}
          query={queries.expiring}
          empty={TEXT.noExpiring}
          more={{ expiring: true, sort: 'expires_on' }}
          detail={(row) => <DocumentBadges document={row} />}
        />
        {tree.can_use_root && (
          <DocumentsCard title={TEXT.mine} query={queries.mine} empty={TEXT.noMine} more={{ owner: me }} />
        )}
      </div>
    </div>
  );
}

function DocumentsCard({
  title,
  query,
  empty,
  more,
  detail,
}: {
  title: string;
  query: DocumentsQuery;
  empty: string;
  more: Record<string, unknown>;
  detail?: (row: DocumentListItem) => ReactNode;
}) {
  const { data, isPending, isError } = useDocumentsCard(query);
  return (
    <section
      aria-labelledby={`card-${title}`}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mb-3 flex items-baseline justify-between gap-2">
        <h2 id={`card-${title}`} className="font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        <Link
          to="/app/documents/list"
          search={more}
          className="text-sm text-primary-700 hover:underline dark:text-primary-300"
        >
          {TEXT.seeAll}
        </Link>
      </div>
      {isPending ? (
        <Skeleton className="h-40" />
      ) : isError ? (
        <p className="text-sm text-red-700 dark:text-red-400">{TEXT.loadError}</p>
      ) : data.items.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
          {data.items.map((row) => (
            <li key={row.id} className="flex items-start gap-3 py-2.5">
              <FileIcon mime={row.mime_type} className="mt-0.5 size-5" />
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <Link
                  to="/app/documents/$id"
                  params={{ id: row.id }}
                  className="truncate font-medium text-slate-900 hover:text-primary-700 hover:underline dark:text-white dark:hover:text-primary-300"
                >
                  {row.title}
                </Link>
                <span className="truncate text-xs text-slate-600 dark:text-slate-400">
                  {row.folder_name ?? TEXT.rootFolder} · {formatInstant(row.updated_at, 'medium')}
                </span>
                {detail?.(row)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
