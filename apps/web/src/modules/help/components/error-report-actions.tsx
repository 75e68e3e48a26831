import { Send } from 'lucide-react';
import { Button } from '@/ui/button';
import { HELP_TEXT } from '../strings';
import type { ErrorReportState } from './use-error-report';

const TEXT = HELP_TEXT.form;

export type ErrorReportActionsProps = {
  report: ErrorReportState;
  formId: string;
  onCancel?: () => void;
};

/** Cancel and send; sending stays disabled until spec §5's required fields are filled. */
export function ErrorReportActions({ report, formId, onCancel }: ErrorReportActionsProps) {
  const sending = report.status === 'sending';
  return (
    <>
      <p className="hidden self-center text-xs text-slate-600 sm:mr-auto sm:block dark:text-slate-400">
        {report.canSend ? TEXT.shortcutHint : TEXT.requiredHint}
      </p>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          {TEXT.cancel}
        </Button>
      )}
      <Button
        type="submit"
        form={formId}
        disabled={!report.canSend}
        loading={sending}
        aria-keyshortcuts="Control+Enter Meta+Enter"
        icon={<Send className="size-4" aria-hidden="true" />}
      >
        {TEXT.send}
      </Button>
    </>
  );
}
