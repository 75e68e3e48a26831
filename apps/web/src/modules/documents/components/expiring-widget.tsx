import { Link } from '@tanstack/react-router';
import { useDashboard } from '../api/get-dashboard';
import { DOCUMENTS_TEXT as TEXT } from '../strings';
import { DocumentBadges, FileIcon } from './document-badges';

/** The portal dashboard's card "Documenti in scadenza": what the user may read that expires within 30 days. */
export function ExpiringDocumentsWidget() {
  const { data } = useDashboard();
  const rows = data.expiring.slice(0, 6);
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        {TEXT.noExpiring}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="-my-2 divide-y divide-slate-200 dark:divide-slate-800">
        {rows.map((row) => (
          <li key={row.id} className="flex items-start gap-3 py-2.5">
            <FileIcon mime={row.mime_type} className="mt-0.5 size-5" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <Link
                to="/app/documents/$id"
                params={{ id: row.id }}
                className="truncate font-medium text-slate-900 hover:underline dark:text-white"
              >
                {row.title}
              </Link>
              <DocumentBadges document={row} />
            </div>
          </li>
        ))}
      </ul>
      <Link
        to="/app/documents/list"
        search={{ expiring: true, sort: 'expires_on' }}
        className="self-start text-sm text-primary-700 hover:underline dark:text-primary-300"
      >
        {TEXT.seeAll}
      </Link>
    </div>
  );
}
