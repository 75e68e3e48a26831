import { formatFileSize } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { CheckCircle2, CircleAlert, Upload, X } from 'lucide-react';
import { type DragEvent, type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { buttonStyles } from '@/ui/button';
import { cx } from '@/ui/cx';
import { useUploadDocument } from '../api/upload-document';
import { DOCUMENTS_TEXT as TEXT } from '../strings';

export type UploadItem = {
  key: string;
  name: string;
  size: number;
  progress: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
  documentId?: string;
};

/** At most this many files travel at once: many small files finish sooner than all of them in parallel. */
const PARALLEL = 2;

/**
 * Drag-and-drop upload of many files at once, with a progress bar per file, and a button that opens the file
 * picker for keyboard and mobile users. The files go into `folderId` (or no folder).
 */
export function UploadZone({
  folderId,
  children,
  compact = false,
}: {
  folderId: string | null;
  children?: ReactNode;
  compact?: boolean;
}) {
  const upload = useUploadDocument();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const patch = useCallback(
    (key: string, change: Partial<UploadItem>) =>
      setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [],
  );

  const start = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return;
      const batch = files.map<UploadItem>((file, index) => ({
        key: `${Date.now()}-${index}-${file.name}`,
        name: file.name,
        size: file.size,
        progress: 0,
        status: 'waiting',
      }));
      setItems((all) => [...all.filter((item) => item.status !== 'done'), ...batch]);
      let next = 0;
      let done = 0;
      const worker = async () => {
        while (next < files.length) {
          const index = next++;
          const item = batch[index] as UploadItem;
          patch(item.key, { status: 'uploading' });
          try {
            const created = await upload(files[index] as File, folderId, (progress) => patch(item.key, { progress }));
            patch(item.key, { status: 'done', progress: 1, documentId: created.id });
            done++;
          } catch (error) {
            patch(item.key, { status: 'failed', error: errorMessage(error) });
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL, files.length) }, worker));
      if (done > 0) toast.success(TEXT.uploadsDone(done));
    },
    [folderId, patch, upload],
  );

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    void start([...event.dataTransfer.files]);
  };
  const hasFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

  return (
    <section
      aria-label={TEXT.upload}
      data-testid="upload-zone"
      onDragEnter={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        depth.current++;
        setDragging(true);
      }}
      onDragOver={(event) => hasFiles(event) && event.preventDefault()}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      }}
      onDrop={onDrop}
      className={cx(
        'relative rounded-2xl border-2 border-dashed transition-colors',
        dragging
          ? 'border-primary-500 bg-primary-50 dark:border-primary-400 dark:bg-primary-950/40'
          : 'border-slate-300 dark:border-slate-700',
      )}
    >
      {children}
      <div className={cx('flex flex-wrap items-center justify-center gap-3 text-center', compact ? 'p-4' : 'p-6')}>
        <Upload className="size-5 text-slate-500 dark:text-slate-400" aria-hidden="true" />
        <span className="text-sm text-slate-700 dark:text-slate-300">{dragging ? TEXT.dropActive : TEXT.dropHint}</span>
        <label htmlFor={inputId} className={cx(buttonStyles({ variant: 'secondary', size: 'sm' }), 'cursor-pointer')}>
          {TEXT.uploadHere}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void start(files);
          }}
        />
      </div>
      {items.length > 0 && <UploadList items={items} onDismiss={() => setItems([])} />}
    </section>
  );
}

/** One row per file: its name, size and progress bar, then a link to it or the server's reason. */
export function UploadList({ items, onDismiss }: { items: UploadItem[]; onDismiss: () => void }) {
  const busy = items.some((item) => item.status === 'uploading' || item.status === 'waiting');
  return (
    <div className="border-t border-slate-200 p-4 dark:border-slate-800">
      <ul className="flex flex-col gap-3" aria-live="polite">
        {items.map((item) => (
          <li key={item.key} className="flex flex-col gap-1 text-sm">
            <div className="flex items-center gap-2">
              {item.status === 'done' && (
                <CheckCircle2 className="size-4 text-green-600 dark:text-green-400" aria-label={TEXT.uploaded} />
              )}
              {item.status === 'failed' && (
                <CircleAlert className="size-4 text-red-600 dark:text-red-400" aria-label={TEXT.uploadFailed} />
              )}
              {item.documentId ? (
                <Link
                  to="/app/documents/$id"
                  params={{ id: item.documentId }}
                  className="min-w-0 truncate font-medium text-primary-700 hover:underline dark:text-primary-300"
                >
                  {item.name}
                </Link>
              ) : (
                <span className="min-w-0 truncate font-medium text-slate-900 dark:text-white">{item.name}</span>
              )}
              <span className="ml-auto shrink-0 text-xs text-slate-600 tabular-nums dark:text-slate-400">
                {formatFileSize(item.size)}
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={TEXT.uploading(item.name)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(item.progress * 100)}
              className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
            >
              <div
                className={cx(
                  'h-full rounded-full transition-[width]',
                  item.status === 'failed' ? 'bg-red-500' : 'bg-primary-600 dark:bg-primary-400',
                )}
                style={{ width: `${Math.round((item.status === 'failed' ? 1 : item.progress) * 100)}%` }}
              />
            </div>
            {item.error && <p className="text-xs text-red-700 dark:text-red-400">{item.error}</p>}
          </li>
        ))}
      </ul>
      {!busy && (
        <button
          type="button"
          onClick={onDismiss}
          className="mt-3 inline-flex items-center gap-1 text-xs text-slate-600 hover:underline dark:text-slate-400"
        >
          <X className="size-3" aria-hidden="true" />
          {TEXT.dismissUploads}
        </button>
      )}
    </div>
  );
}
