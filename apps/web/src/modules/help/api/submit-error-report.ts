import {
  ERROR_REPORT_MESSAGES,
  type ManualErrorReportInput,
  type QuickErrorReportInput,
  type SubmitErrorResult,
} from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { SUBMIT_ERROR_PATH } from '@/platform/error-collector';
import { toast } from '@/platform/toast/toast';
import { can } from '@/platform/use-can';

/** Spec §7 submit-error with a detailed or a quick manual report. */
export const submitErrorReport = (report: ManualErrorReportInput | QuickErrorReportInput) =>
  apiPost<SubmitErrorResult>(SUBMIT_ERROR_PATH, report, { redirectOnUnauthorized: false });

/** Sends a manual report and shows the toasts of spec §8, for every way of reporting. */
export function useSubmitErrorReport() {
  return useMutation({
    mutationFn: submitErrorReport,
    // The health metrics are news only to whoever can open them (spec §8 wording, issue 15 audience).
    onSuccess: (result) =>
      toast.success(
        result.health_updated && can('view_system_health')
          ? ERROR_REPORT_MESSAGES.successToastWithHealth
          : ERROR_REPORT_MESSAGES.successToast,
      ),
    onError: () => toast.error(ERROR_REPORT_MESSAGES.failedToast),
  });
}
