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
