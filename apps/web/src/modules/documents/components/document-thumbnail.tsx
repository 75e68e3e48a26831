import type { DocumentListItem } from '@portale/shared';
import { useState } from 'react';
import { cx } from '@/ui/cx';
import { DOCUMENTS_TEXT as TEXT } from '../strings';
import { FileIcon } from './document-badges';

/** Fixed boxes, so a picture arriving late (lazy, or drawn after the upload) moves nothing around it. */
const BOXES = {
  /** List rows and dashboard cards. */
  sm: { box: 'h-12 w-9 rounded-md', icon: 'size-5', width: 36, height: 48 },
  /** The document page's details. */
  md: { box: 'h-32 w-24 rounded-lg', icon: 'size-8', width: 96, height: 128 },
} as const;

export type DocumentThumbnailProps = {
  document: Pick<DocumentListItem, 'title' | 'mime_type' | 'thumbnail_url'>;
  size?: keyof typeof BOXES;
  className?: string;
};

/**
 * The first page (PDF) or the image in small, from the server's thumbnail; the type icon when there is none yet,
 * none at all (other types, confidential documents) or the picture fails to load.
 */
export function DocumentThumbnail({ document, size = 'sm', className }: DocumentThumbnailProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const box = BOXES[size];
  const url = document.thumbnail_url !== failedUrl ? document.thumbnail_url : null;
  const frame = cx(
    'flex shrink-0 items-center justify-center overflow-hidden border border-slate-200 dark:border-slate-700',
    box.box,
    className,
  );
  if (!url) {
    return (
      <span className={cx(frame, 'bg-slate-50 dark:bg-slate-800')} data-testid="document-thumbnail-icon">
        <FileIcon mime={document.mime_type} className={box.icon} />
      </span>
    );
  }
  const alt = document.mime_type.startsWith('image/')
    ? TEXT.thumbnailOfImage(document.title)
    : TEXT.thumbnailOfPage(document.title);
  return (
    // A page is paper: white in dark mode too, framed so it does not glare at the edges.
    <span className={cx(frame, 'bg-white')}>
      <img
        src={url}
        alt={alt}
        loading="lazy"
        decoding="async"
        width={box.width}
        height={box.height}
        className="size-full object-cover object-top"
        onError={() => setFailedUrl(url)}
      />
    </span>
  );
}
