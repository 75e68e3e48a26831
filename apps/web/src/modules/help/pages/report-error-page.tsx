import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { ErrorReportActions } from '../components/error-report-actions';
import { ErrorReportFields } from '../components/error-report-fields';
import { ErrorReportSuccess } from '../components/error-report-success';
import { useErrorReport } from '../components/use-error-report';
import { HELP_TEXT } from '../strings';

/** Spec §2 /app/help/report-error: the detailed report of the widget's modal, as a page. */
export function ReportErrorPage() {
  const report = useErrorReport();
  const formId = useId();
  const succeeded = report.status === 'success' && report.trackingId;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={HELP_TEXT.page.title} description={HELP_TEXT.page.intro} />
      <section
        aria-label={HELP_TEXT.form.title}
        className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        {succeeded ? (
          <div className="p-5 sm:p-6">
            <ErrorReportSuccess trackingId={report.trackingId ?? ''}>
              <Button
                variant="secondary"
                icon={<RotateCcw className="size-4" aria-hidden="true" />}
                onClick={report.reset}
              >
                {HELP_TEXT.form.another}
              </Button>
            </ErrorReportSuccess>
          </div>
        ) : (
          <>
            <div className="p-5 sm:p-6">
              <ErrorReportFields report={report} formId={formId} />
            </div>
            <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-6 dark:border-slate-800">
              <ErrorReportActions report={report} formId={formId} />
            </div>
          </>
        )}
      </section>
    </div>
  );
}
