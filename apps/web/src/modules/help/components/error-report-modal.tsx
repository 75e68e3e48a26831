import { ERROR_REPORT_AUTO_CLOSE_MS } from '@portale/shared';
import { useEffect, useId, useLayoutEffect } from 'react';
import { Dialog } from '@/ui/dialog';
import { HELP_TEXT } from '../strings';
import { ErrorReportActions } from './error-report-actions';
import { ErrorReportFields } from './error-report-fields';
import { ErrorReportSuccess } from './error-report-success';
import { useErrorReport } from './use-error-report';

const TEXT = HELP_TEXT.form;

export type ErrorReportModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Spec §4 detailed report modal: resets when opened, then editing → sending → success (tracking ID, closes
 * by itself after 3000 ms) or error (the message). Escape closes it, Ctrl or Cmd+Enter submits.
 */
export function ErrorReportModal({ open, onOpenChange }: ErrorReportModalProps) {
  const report = useErrorReport();
  const formId = useId();
  const { reset, status } = report;

  // Before paint, so a previous report's success or text never flashes on reopening.
  useLayoutEffect(() => {
    if (open) reset();
  }, [open, reset]);

  useEffect(() => {
    if (!open || status !== 'success') return;
    const timer = setTimeout(() => onOpenChange(false), ERROR_REPORT_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, status, onOpenChange]);

  const succeeded = status === 'success' && report.trackingId;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={TEXT.title}
      description={TEXT.intro}
      size="lg"
      footer={
        succeeded ? undefined : (
          <ErrorReportActions report={report} formId={formId} onCancel={() => onOpenChange(false)} />
        )
      }
    >
      {succeeded ? (
        <ErrorReportSuccess trackingId={report.trackingId ?? ''}>
          <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.autoClose}</p>
        </ErrorReportSuccess>
      ) : (
        <ErrorReportFields report={report} formId={formId} />
      )}
    </Dialog>
  );
}
