import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { HELP_TEXT } from '../strings';

const TEXT = HELP_TEXT.form;

export type ErrorReportSuccessProps = {
  trackingId: string;
  /** Below the tracking id: the auto-close notice (modal) or a button to start again (page). */
  children?: ReactNode;
};

/** Spec §4: success shows the tracking ID. */
export function ErrorReportSuccess({ trackingId, children }: ErrorReportSuccessProps) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
      <CircleCheck className="size-12 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
      <p className="text-lg font-semibold text-slate-900 dark:text-white">{TEXT.successTitle}</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {TEXT.trackingId}:{' '}
        <code
          data-testid="error-report-tracking-id"
          className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm break-all text-slate-900 dark:bg-slate-800 dark:text-slate-100"
        >
          {trackingId}
        </code>
      </p>
      {children}
    </div>
  );
}
