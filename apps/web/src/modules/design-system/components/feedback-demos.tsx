import { useEffect, useState } from 'react';
import { toast } from '@/platform/toast/toast';
import { TOAST_TYPES } from '@/platform/toast/toast-store';
import { Button, type ButtonVariant } from '@/ui/button';
import { LoadingOverlay } from '@/ui/loading-overlay';
import { DESIGN_SYSTEM_TEXT as TEXT } from '../strings';
import { ShowcaseSection } from './showcase-section';

const TOAST_BUTTON: Record<(typeof TOAST_TYPES)[number], ButtonVariant> = {
  success: 'primary',
  error: 'danger',
  warning: 'secondary',
  info: 'ghost',
};

export function ToastDemo() {
  return (
    <ShowcaseSection title={TEXT.sections.toasts}>
      <div className="flex flex-wrap gap-3">
        {TOAST_TYPES.map((type) => (
          <Button
            key={type}
            variant={TOAST_BUTTON[type]}
            onClick={() => toast({ type, title: TEXT.toasts[type].title, message: TEXT.toasts[type].message })}
          >
            {TEXT.toasts.labels[type]}
          </Button>
        ))}
      </div>
    </ShowcaseSection>
  );
}

/** Shows the overlay over a sample panel, with a fake progress that the cancel button stops. */
export function OverlayDemo() {
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => {
    if (progress === null) return;
    if (progress >= 100) {
      const done = setTimeout(() => setProgress(null), 400);
      return () => clearTimeout(done);
    }
    const step = setTimeout(() => setProgress((value) => (value === null ? null : value + 10)), 300);
    return () => clearTimeout(step);
  }, [progress]);

  return (
    <ShowcaseSection title={TEXT.sections.overlay}>
      <div className="relative flex min-h-72 items-center justify-center rounded-xl border border-dashed border-slate-300 dark:border-slate-700">
        <Button onClick={() => setProgress(0)}>{TEXT.overlay.show}</Button>
        {progress !== null && (
          <LoadingOverlay
            className="rounded-xl"
            message={TEXT.overlay.message}
            subMessage={TEXT.overlay.subMessage}
            progress={progress}
            cancelLabel={TEXT.overlay.cancel}
            onCancel={() => {
              setProgress(null);
              toast.info(TEXT.overlay.cancelled);
            }}
          />
        )}
      </div>
    </ShowcaseSection>
  );
}
