import { type Attachment, attachmentFileUrl, formatFileSize, formatRecent } from '@portale/shared';
import { Download, File, FileArchive, FileImage, FileSpreadsheet, FileText, Trash2 } from 'lucide-react';
import { ATTACHMENT_TEXT } from './strings';

function iconOf(mime: string) {
  if (mime.startsWith('image/')) return FileImage;
  if (mime.includes('spreadsheet') || mime === 'text/csv') return FileSpreadsheet;
  if (mime === 'application/zip') return FileArchive;
  if (mime === 'application/pdf' || mime.startsWith('text/') || mime.includes('document')) return FileText;
  return File;
}

const ICON_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:outline-primary-400';

export type AttachmentItemProps = {
  attachment: Attachment;
  onDelete: (attachment: Attachment) => void;
  deleting: boolean;
};

/** One file: its name opens it (PDF and images in the browser, the rest downloads), size, who and when. */
export function AttachmentItem({ attachment, onDelete, deleting }: AttachmentItemProps) {
  const Icon = iconOf(attachment.mime_type);
  return (
    <li className="flex items-center gap-3 px-3 py-2.5">
      <Icon className="size-5 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <a
          href={attachmentFileUrl(attachment.id)}
          target="_blank"
          rel="noopener"
          aria-label={ATTACHMENT_TEXT.open(attachment.name)}
          className="block truncate text-sm font-medium text-slate-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-white dark:focus-visible:outline-primary-400"
        >
          {attachment.name}
        </a>
        <p className="truncate text-xs text-slate-600 dark:text-slate-400">
          {formatFileSize(attachment.size_bytes)} ·{' '}
          {ATTACHMENT_TEXT.uploadedBy(attachment.uploaded_by_name, formatRecent(attachment.created_at))}
        </p>
      </div>
      <a
        href={attachmentFileUrl(attachment.id, true)}
        download={attachment.name}
        aria-label={ATTACHMENT_TEXT.download(attachment.name)}
        title={ATTACHMENT_TEXT.download(attachment.name)}
        className={ICON_BUTTON}
      >
        <Download className="size-4" aria-hidden="true" />
      </a>
      {attachment.can_delete && (
        <button
          type="button"
          disabled={deleting}
          onClick={() => onDelete(attachment)}
          aria-label={ATTACHMENT_TEXT.remove(attachment.name)}
          title={ATTACHMENT_TEXT.remove(attachment.name)}
          className={`${ICON_BUTTON} hover:text-red-700 disabled:opacity-50 dark:hover:text-red-300`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      )}
    </li>
  );
}
