import {
  DOCUMENT_TYPE_LABELS,
  type DocumentDetail,
  EXTRACTION_STATE_LABELS,
  formatDay,
  formatFileSize,
  formatInstant,
} from '@portale/shared';
import { Badge } from '@/ui/badge';
import { DOCUMENTS_TEXT as TEXT } from '../strings';
import { DocumentBadges } from './document-badges';
import { DocumentThumbnail } from './document-thumbnail';

/** The document's metadata as read: what the edit form changes, plus the file and the text extraction. */
export function DocumentFacts({ document }: { document: DocumentDetail }) {
  const current = document.versions.find((v) => v.is_current);
  const rows: [string, React.ReactNode][] = [
    [TEXT.type, DOCUMENT_TYPE_LABELS[document.type]],
    [TEXT.owner, document.owner?.name ?? TEXT.none],
    [TEXT.folder, document.folder_path.map((crumb) => crumb.name).join(' / ') || TEXT.rootFolder],
    [
      TEXT.fileLabel,
      `${document.file_name} · ${formatFileSize(document.size_bytes)} · ${TEXT.version(document.current_version)}`,
    ],
    [TEXT.expiresOnLabel, document.expires_on ? formatDay(document.expires_on) : TEXT.none],
    [TEXT.retention, document.retention_until ? formatDay(document.retention_until) : TEXT.none],
    [TEXT.columns.updated, formatInstant(document.updated_at, 'medium')],
    [
      TEXT.extraction,
      current ? (
        <Badge
          key="extraction"
          tone={
            current.extraction_state === 'failed'
              ? 'danger'
              : current.extraction_state === 'done'
                ? 'success'
                : 'neutral'
          }
        >
          {EXTRACTION_STATE_LABELS[current.extraction_state]}
        </Badge>
      ) : (
        TEXT.none
      ),
    ],
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-4">
        <DocumentThumbnail document={document} size="md" />
        <div className="flex min-w-0 flex-col gap-2">
          <DocumentBadges document={document} />
          <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
            {document.description || TEXT.noDescription}
          </p>
        </div>
      </div>
      {document.tags.length > 0 && (
        <div className="flex flex-wrap gap-1">
          {document.tags.map((tag) => (
            <Badge key={tag} tone="info">
              {tag}
            </Badge>
          ))}
        </div>
      )}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="break-words text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** What happened to the document, from its versions and its check-out (the server has no per-document audit feed). */
export function DocumentActivity({ document }: { document: DocumentDetail }) {
  const events = [
    ...document.versions.map((v) => ({
      at: v.created_at,
      text:
        v.number === 1
          ? TEXT.activityCreated(v.uploaded_by?.name ?? TEXT.none)
          : TEXT.activityVersion(v.number, v.uploaded_by?.name ?? TEXT.none),
      note: v.note,
    })),
    ...(document.checked_out_by && document.checked_out_at
      ? [{ at: document.checked_out_at, text: TEXT.activityCheckout(document.checked_out_by.name), note: '' }]
      : []),
  ].sort((a, b) => b.at.localeCompare(a.at));
  if (events.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.noActivity}</p>;
  return (
    <ol className="flex flex-col gap-3 border-l border-slate-200 pl-4 dark:border-slate-800">
      {events.map((event) => (
        <li key={`${event.at}-${event.text}`} className="text-sm">
          <p className="text-slate-900 dark:text-white">{event.text}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">{formatInstant(event.at, 'medium')}</p>
          {event.note && <p className="text-slate-700 dark:text-slate-300">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}
