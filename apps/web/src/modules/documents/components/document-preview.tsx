import type { DocumentDetail } from '@portale/shared';
import { Download, FileQuestion } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { buttonStyles } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { downloadUrl } from '../api/get-document';
import { DOCUMENTS_TEXT as TEXT } from '../strings';

const PdfViewer = lazy(() => import('./pdf-viewer').then((m) => ({ default: m.PdfViewer })));

// SVG is never served inline from our origin (issue 17): it may carry scripts.
const INLINE_IMAGES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** PDF through pdf.js, common images as they are, anything else a clear "not available" with the download. */
export function DocumentPreview({ document }: { document: DocumentDetail }) {
  const version = document.current_version;
  const url = downloadUrl(document.id, { version, inline: true });
  if (document.mime_type === 'application/pdf') {
    return (
      <Suspense fallback={<Skeleton className="h-96" />}>
        <PdfViewer url={url} title={document.title} />
      </Suspense>
    );
  }
  if (INLINE_IMAGES.has(document.mime_type)) {
    return (
      <img
        src={url}
        alt={`${TEXT.preview}: ${document.title}`}
        className="mx-auto max-h-[80vh] rounded-xl border border-slate-200 object-contain dark:border-slate-800"
      />
    );
  }
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center dark:border-slate-700">
      <FileQuestion className="size-10 text-slate-400 dark:text-slate-500" aria-hidden="true" />
      <p className="mt-3 font-medium text-slate-900 dark:text-white">{TEXT.previewUnavailable}</p>
      <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-400">{TEXT.previewUnavailableHint}</p>
      <a href={downloadUrl(document.id)} className={`${buttonStyles({ variant: 'secondary' })} mt-4`}>
        <Download className="size-4" aria-hidden="true" />
        {TEXT.download}
      </a>
    </div>
  );
}
