import { type DocumentListItem, formatFileSize, formatInstant } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { HardDrive } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAuthStore } from '@/platform/auth-store';
import { PageHeader } from '@/ui/page-header';
import { useDashboard } from '../api/get-dashboard';
import { useFolders } from '../api/list-folders';
import { DocumentBadges } from '../components/document-badges';
import { DocumentThumbnail } from '../components/document-thumbnail';
import { UploadZone } from '../components/upload-zone';
import type { DocumentsListSearch } from '../search';
import { DOCUMENTS_TEXT as TEXT } from '../strings';

/**
 * `/app/documents`: quick upload, then the recent documents, the user's own, those shared with them and the
 * expiring ones, each a short list that links to the full, filtered list; and the space the archive takes.
 */
export function DocumentsDashboardPage() {
  const me = useAuthStore((state) => state.user?.id);
  const { data: tree } = useFolders();
  const { data } = useDashboard();
  const internal = tree.can_use_root;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={TEXT.group} description={internal ? TEXT.dashboardDescription : TEXT.clientHint} />
      {internal && <UploadZone folderId={null} />}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <DocumentsCard
          title={TEXT.recent}
          rows={data.recent}
          empty={internal ? TEXT.noRecent : TEXT.emptyReadOnlyHint}
          more={{}}
        />
        {internal && <DocumentsCard title={TEXT.sharedWithMe} rows={data.shared_with_me} empty={TEXT.noShared} />}
        {internal && <DocumentsCard title={TEXT.mine} rows={data.mine} empty={TEXT.noMine} more={{ owner: me }} />}
        <DocumentsCard
          title={TEXT.expiring}
          rows={data.expiring}
          empty={TEXT.noExpiring}
          more={{ expiring: true, sort: 'expires_on' }}
          detail={(row) => <DocumentBadges document={row} />}
        />
      </div>
      <section
        aria-labelledby="storage"
        className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <HardDrive className="size-6 text-slate-500 dark:text-slate-400" aria-hidden="true" />
        <div className="flex flex-col">
          <h2 id="storage" className="font-semibold text-slate-900 dark:text-white">
            {TEXT.storage}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {TEXT.storageOf(formatFileSize(data.storage.readable_bytes), data.storage.readable_documents)}
          </p>
          {data.storage.archive_bytes !== null && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {TEXT.storageArchive(
                formatFileSize(data.storage.archive_bytes),
                formatFileSize(data.storage.blob_bytes ?? 0),
              )}
            </p>
          )}
        </div>
      </section>
    </div>
  );
}

function DocumentsCard({
  title,
  rows,
  empty,
  more,
  detail,
}: {
  title: string;
  rows: readonly DocumentListItem[];
  empty: string;
  more?: DocumentsListSearch;
  detail?: (row: DocumentListItem) => ReactNode;
}) {
  const id = `card-${title.replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mb-3 flex items-baseline justify-between gap-2">
        <h2 id={id} className="font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {more && rows.length > 0 && (
          <Link
            to="/app/documents/list"
            search={more}
            className="text-sm text-primary-700 hover:underline dark:text-primary-300"
          >
            {TEXT.seeAll}
          </Link>
        )}
      </div>
      {rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((row) => (
            <li key={row.id} className="flex items-start gap-3 py-2.5">
              <DocumentThumbnail document={row} />
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
