import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { DOCUMENTS_TEXT as TEXT } from '../strings';

type PdfDocument = { numPages: number; getPage: (n: number) => Promise<PdfPage>; destroy: () => Promise<void> };
type PdfPage = {
  getViewport: (options: { scale: number }) => { width: number; height: number };
  render: (options: { canvas: HTMLCanvasElement; viewport: unknown }) => { promise: Promise<void>; cancel: () => void };
};

/**
 * pdf.js, loaded only when a PDF is previewed (its chunk never reaches the other pages), with the worker served from
 * our own origin (Vite emits it as an asset): one page at a time on a canvas, with page and zoom buttons.
 */
async function loadPdf(url: string): Promise<PdfDocument> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return (await pdfjs.getDocument({ url, withCredentials: true }).promise) as unknown as PdfDocument;
}

export function PdfViewer({ url, title }: { url: string; title: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);

  useEffect(() => {
    let alive = true;
    let loaded: PdfDocument | null = null;
    setPdf(null);
    setFailed(false);
    setPage(1);
    loadPdf(url).then(
      (doc) => {
        loaded = doc;
        if (alive) setPdf(doc);
        else void doc.destroy();
      },
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
      void loaded?.destroy();
    };
  }, [url]);

  useEffect(() => {
    if (!pdf || !canvas.current) return;
    let task: { cancel: () => void } | null = null;
    const target = canvas.current;
    void pdf.getPage(page).then((p) => {
      const width = target.parentElement?.clientWidth ?? 800;
      const base = p.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = p.getViewport({ scale: ((width - 2) / base.width) * zoom * ratio });
      target.width = viewport.width;
      target.height = viewport.height;
      target.style.width = `${viewport.width / ratio}px`;
      const render = p.render({ canvas: target, viewport });
      task = render;
      render.promise.catch(() => undefined);
    });
    return () => task?.cancel();
  }, [pdf, page, zoom]);

  if (failed) return <Alert variant="warning">{TEXT.previewFailed}</Alert>;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="ghost"
          aria-label={TEXT.previousPage}
          disabled={!pdf || page <= 1}
          onClick={() => setPage(page - 1)}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </Button>
        <span className="text-sm text-slate-700 tabular-nums dark:text-slate-300" aria-live="polite">
          {pdf ? TEXT.page(page, pdf.numPages) : TEXT.previewLoading}
        </span>
        <Button
          size="sm"
          variant="ghost"
          aria-label={TEXT.nextPage}
          disabled={!pdf || page >= pdf.numPages}
          onClick={() => setPage(page + 1)}
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
        <span className="ml-auto flex gap-1">
          <Button
            size="sm"
            variant="ghost"
            aria-label={TEXT.zoomOut}
            disabled={zoom <= 0.5}
            onClick={() => setZoom(zoom - 0.25)}
          >
            <ZoomOut className="size-4" aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={TEXT.zoomIn}
            disabled={zoom >= 3}
            onClick={() => setZoom(zoom + 0.25)}
          >
            <ZoomIn className="size-4" aria-hidden="true" />
          </Button>
        </span>
      </div>
      <section
        aria-label={TEXT.preview}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1).
        tabIndex={0}
        className="relative max-h-[80vh] min-h-64 overflow-auto rounded-xl border border-slate-200 bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600 dark:border-slate-800 dark:bg-slate-950"
      >
        {!pdf && (
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner />
          </div>
        )}
        <canvas
          ref={canvas}
          role="img"
          aria-label={`${TEXT.preview}: ${title}`}
          className="mx-auto block h-auto max-w-full bg-white"
          data-testid="pdf-canvas"
        />
      </section>
    </div>
  );
}
