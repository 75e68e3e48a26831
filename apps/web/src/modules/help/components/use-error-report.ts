import { zodResolver } from '@hookform/resolvers/zod';
import {
  buildManualReport,
  canSendErrorReport,
  ERROR_REPORT_MESSAGES,
  ErrorReportForm,
  emptyErrorReportForm,
  screenshotProblem,
} from '@portale/shared';
import { type ChangeEvent, useCallback, useState } from 'react';
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@/platform/api-error';
import { applyServerFieldErrors } from '@/platform/form-errors';
import { useSubmitErrorReport } from '../api/submit-error-report';
import { currentSystemInfo, type SystemInfo } from '../system-info';

/** Spec §4 detailed report states. */
export type ErrorReportStatus = 'editing' | 'sending' | 'success' | 'error';
type FormInput = z.input<typeof ErrorReportForm>;

/** The server names payload fields (spec §3); the form names its inputs. */
const SERVER_FIELDS: Record<string, FieldPath<FormInput>> = {
  error_type: 'error_type',
  message: 'description',
  severity: 'priority',
  'error_context.expected_behavior': 'expected_behavior',
  'error_context.actual_behavior': 'actual_behavior',
  'error_context.additional_notes': 'additional_notes',
};

/** Spec §8: the modal shows the error's message, or the fallback when it has none. */
export function errorReportFailureMessage(error: unknown): string {
  return (error instanceof Error && error.message.trim()) || ERROR_REPORT_MESSAGES.failed;
}

/**
 * State of one detailed report (spec §4/§5), shared by the modal and the /app/help/report-error page: the
 * form, the screenshot (only its name and size are kept: the image is never read), the system info shown and
 * sent, and editing → sending → success (tracking id) or error (message).
 */
export function useErrorReport() {
  const form = useForm<FormInput, unknown, ErrorReportForm>({
    resolver: zodResolver(ErrorReportForm),
    defaultValues: emptyErrorReportForm(),
  });
  const steps = useFieldArray({ control: form.control, name: 'steps' });
  const submitReport = useSubmitErrorReport();
  const [status, setStatus] = useState<ErrorReportStatus>('editing');
  const [trackingId, setTrackingId] = useState<string | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [screenshot, setScreenshot] = useState<{ name: string; size: number } | null>(null);
  const [screenshotError, setScreenshotError] = useState<string | null>(null);
  const [systemInfo, setSystemInfo] = useState<SystemInfo>(() => currentSystemInfo());

  const [errorType, description] = form.watch(['error_type', 'description']);
  const canSend = status !== 'sending' && canSendErrorReport({ error_type: errorType, description });

  const reset = useCallback(() => {
    form.reset(emptyErrorReportForm());
    setStatus('editing');
    setTrackingId(null);
    setErrorMessage(null);
    setScreenshot(null);
    setScreenshotError(null);
    setSystemInfo(currentSystemInfo());
  }, [form]);

  const submit = form.handleSubmit(async (values) => {
    setStatus('sending');
    setErrorMessage(null);
    try {
      const result = await submitReport.mutateAsync(buildManualReport(values, { systemInfo, screenshot }));
      setTrackingId(result.tracking_id ?? result.id);
      setStatus('success');
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.fieldErrors : {};
      const mapped = Object.fromEntries(
        Object.entries(fieldErrors).map(([field, messages]) => [SERVER_FIELDS[field] ?? field, messages]),
      );
      applyServerFieldErrors(mapped, form.setError, Object.values(SERVER_FIELDS));
      setErrorMessage(errorReportFailureMessage(error));
      setStatus('error');
    }
  });

  /** Sends only when allowed (Ctrl/Cmd+Enter may be pressed at any time). */
  const trySubmit = () => {
    if (canSend) void submit();
  };

  const chooseScreenshot = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = screenshotProblem(file);
    setScreenshotError(problem);
    if (problem) {
      // Spec §5: refused files are not kept; clearing lets the same file be picked again after the alert.
      event.target.value = '';
      setScreenshot(null);
      return;
    }
    setScreenshot({ name: file.name, size: file.size });
  };

  const removeScreenshot = () => {
    setScreenshot(null);
    setScreenshotError(null);
  };

  return {
    form,
    steps,
    status,
    trackingId,
    errorMessage,
    screenshot,
    screenshotError,
    systemInfo,
    canSend,
    reset,
    submit,
    trySubmit,
    chooseScreenshot,
    removeScreenshot,
  };
}

export type ErrorReportState = ReturnType<typeof useErrorReport>;
