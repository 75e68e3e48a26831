import { DOCUMENT_EXPIRING_DAYS, type DocumentListItem, formatDay, todayInRome } from '@portale/shared';
import { FileArchive, FileImage, FileSpreadsheet, FileText, Lock, type LucideIcon, PenLine } from 'lucide-react';
import { Badge } from '@/ui/badge';
import { DOCUMENTS_TEXT as TEXT } from '../strings';

/** A type icon from the file's MIME type (cards use it instead of a heavy thumbnail). */
export function fileIcon(mime: string): LucideIcon {
  if (mime.startsWith('image/')) return FileImage;
  if (/spreadsheet|excel|csv/.test(mime)) return FileSpreadsheet;
  if (/zip|compressed|archive/.test(mime)) return FileArchive;
  return FileText;
}

export function FileIcon({ mime, className = 'size-5' }: { mime: string; className?: string }) {
  const Icon = fileIcon(mime);
  const tone = mime === 'application/pdf' ? 'text-red-600 dark:text-red-400' : 'text-primary-600 dark:text-primary-400';
  return <Icon className={`${className} shrink-0 ${tone}`} aria-hidden="true" />;
}

/** Expired, expiring within 30 days, or nothing. */
export function expiryState(expiresOn: string | null, today = todayInRome()): 'expired' | 'soon' | null {
  if (!expiresOn) return null;
  if (expiresOn < today) return 'expired';
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + DOCUMENT_EXPIRING_DAYS);
  return expiresOn <= limit.toISOString().slice(0, 10) ? 'soon' : null;
}

/** Riservato, in modifica da…, scadenza: what one must know about a document before opening it. */
export function DocumentBadges({ document }: { document: DocumentListItem }) {
  const expiry = expiryState(document.expires_on);
  return (
    <span className="flex flex-wrap gap-1">
      {document.confidential && (
        <Badge tone="danger">
          <Lock className="mr-1 size-3" aria-hidden="true" />
          {TEXT.confidential}
        </Badge>
      )}
      {document.checked_out_by && (
        <Badge tone="warning">
          <PenLine className="mr-1 size-3" aria-hidden="true" />
          {TEXT.checkedOutBy(document.checked_out_by.name)}
        </Badge>
      )}
      {expiry && document.expires_on && (
        <Badge tone={expiry === 'expired' ? 'danger' : 'warning'}>
          {expiry === 'expired' ? TEXT.expired : TEXT.expiresOn(formatDay(document.expires_on))}
        </Badge>
      )}
    </span>
  );
}
