import { formatFileSize } from '@portale/shared';
import { CircleAlert, X } from 'lucide-react';
import { ATTACHMENT_TEXT } from './strings';
import type { QueuedUpload } from './use-upload-queue';

export type UploadRowProps = { item: QueuedUpload; onDismiss: (key: number) => void };

/** A file being uploaded, with its own progress bar, or the Italian reason it was refused. */
export function UploadRow({ item, onDismiss }: UploadRowProps) {
  const percent = Math.round(item.progress * 100);
  return (
    <li className="flex items-center gap-3 px-3 py-2.5">
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p className="truncate text-sm font-medium text-slate-900 dark:text-white">{item.name}</p>
          <span className="shrink-0 text-xs text-slate-600 tabular-nums dark:text-slate-400">
            {item.error ? formatFileSize(item.size) : `${percent}%`}
          </span>
        </div>
        {item.error ? (
          <p role="alert" className="mt-1 flex items-start gap-1.5 text-sm text-red-700 dark:text-red-300">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {item.error}
          </p>
        ) : (
          <progress
            className="mt-1.5 block h-1.5 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-primary-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-primary-600 dark:[&::-webkit-progress-bar]:bg-slate-700 dark:[&::-webkit-progress-value]:bg-primary-400"
            max={100}
            value={percent}
            aria-label={ATTACHMENT_TEXT.uploading(item.name)}
          />
        )}
      </div>
      {(item.error || item.abort) && (
        <button
          type="button"
          onClick={() => {
            item.abort?.();
            onDismiss(item.key);
          }}
          aria-label={item.error ? ATTACHMENT_TEXT.dismiss(item.name) : ATTACHMENT_TEXT.cancel(item.name)}
          className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </li>
  );
}
