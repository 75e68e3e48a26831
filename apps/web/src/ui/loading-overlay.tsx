import { Button } from './button';
import { cx } from './cx';
import { Spinner } from './spinner';
import { UI_TEXT } from './strings';

export type LoadingOverlayProps = {
  /** Spec §2: the message defaults to 'Caricamento...'. */
  message?: string;
  subMessage?: string;
  /** 0–100; when given a progress bar is shown. */
  progress?: number;
  /** When given, a cancel button is shown. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** Covers the whole window; otherwise the nearest positioned parent. */
  fullscreen?: boolean;
  className?: string;
};

export function LoadingOverlay({
  message = UI_TEXT.loading,
  subMessage,
  progress,
  onCancel,
  cancelLabel = UI_TEXT.cancel,
  fullscreen = false,
  className,
}: LoadingOverlayProps) {
  const percent = progress === undefined ? undefined : Math.round(Math.min(100, Math.max(0, progress)));
  return (
    <div
      className={cx(
        fullscreen ? 'fixed z-50' : 'absolute z-10',
        'inset-0 flex items-center justify-center bg-white/75 p-4 backdrop-blur-sm dark:bg-slate-950/75',
        className,
      )}
      aria-busy="true"
    >
      <div className="flex w-full max-w-xs flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-5 text-center shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <Spinner size="lg" className="text-primary-600 dark:text-primary-400" />
        <div role="status" aria-live="polite">
          <p className="font-medium text-slate-900 dark:text-white">{message}</p>
          {subMessage && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{subMessage}</p>}
        </div>
        {percent !== undefined && (
          <div className="w-full">
            <div
              role="progressbar"
              aria-label={UI_TEXT.progress}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
            >
              <div
                className="h-full rounded-full bg-primary-600 transition-[width] dark:bg-primary-400"
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className="mt-1 text-xs font-medium text-slate-600 tabular-nums dark:text-slate-300">{percent}%</p>
          </div>
        )}
        {onCancel && (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            {cancelLabel}
          </Button>
        )}
      </div>
    </div>
  );
}
