import { z } from 'zod';
import { DEFAULT_REPORT_PRIORITY, SUBMIT_LIMITS } from './constants';
import { ErrorReportType, ErrorSeverity, ReportPriority } from './enums';
import { SCREENSHOT_MESSAGES } from './messages';

const L = SUBMIT_LIMITS;

/** Free text from browsers is cut, not refused: one long stack must not lose the whole batch. */
const capped = (max: number) => z.string().transform((s) => (s.length > max ? s.slice(0, max) : s));
const optionalText = (max: number) =>
  capped(max)
    .nullish()
    .transform((v) => v ?? null);
const optionalNumber = z
  .number()
  .finite()
  .nullish()
  .transform((v) => v ?? null);
const timestampText = z
  .string()
  .max(64)
  .nullish()
  .transform((v) => v ?? null);

/** error_context is open-ended: kept as JSON up to contextMaxBytes, otherwise replaced by a marker. */
export const ErrorContextJson = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((value) => {
    if (!value) return null;
    const size = JSON.stringify(value).length;
    return size > L.contextMaxBytes ? { truncated: true, original_size: size } : value;
  });

/** Spec §3 page context of an automatic record. */
export const PageContext = z.object({
  title: optionalText(300),
  pathname: optionalText(1000),
  search: optionalText(L.urlMaxChars),
  hash: optionalText(1000),
  referrer: optionalText(L.urlMaxChars),
});
export type PageContext = z.infer<typeof PageContext>;

const Viewport = z.object({ width: z.number().finite(), height: z.number().finite() });

/** Spec §3 browser context: viewport, memory, connection, local time. */
export const BrowserContext = z.object({
  viewport: Viewport.nullish().transform((v) => v ?? null),
  memory: z
    .object({
      used_js_heap_size: optionalNumber,
      total_js_heap_size: optionalNumber,
      js_heap_size_limit: optionalNumber,
    })
    .nullish()
    .transform((v) => v ?? null),
  connection: z
    .object({
      effective_type: optionalText(20),
      downlink: optionalNumber,
      rtt: optionalNumber,
      save_data: z
        .boolean()
        .nullish()
        .transform((v) => v ?? null),
    })
    .nullish()
    .transform((v) => v ?? null),
  local_time: timestampText,
});
export type BrowserContext = z.infer<typeof BrowserContext>;

/** Spec §3 automatic error record, as the browser collector sends it. */
export const AutomaticErrorRecord = z.object({
  type: capped(100).default('javascript_error'),
  message: capped(L.messageMaxChars).default(''),
  filename: optionalText(1000),
  lineno: optionalNumber,
  colno: optionalNumber,
  stack: optionalText(L.stackMaxChars),
  timestamp: timestampText,
  url: optionalText(L.urlMaxChars),
  user_agent: optionalText(L.userAgentMaxChars),
  automatic: z.boolean().default(true),
  manual_report: z.boolean().default(false),
  error_context: ErrorContextJson,
  session_id: optionalText(100),
  page_context: PageContext.nullish().transform((v) => v ?? null),
  browser_context: BrowserContext.nullish().transform((v) => v ?? null),
  /** What the browser computed; the server classifies again with the same rules and keeps its own. */
  severity: ErrorSeverity.nullish().transform((v) => v ?? null),
});
export type AutomaticErrorRecord = z.output<typeof AutomaticErrorRecord>;
export type AutomaticErrorRecordInput = z.input<typeof AutomaticErrorRecord>;

/** Spec §3 error batch payload. */
export const ErrorBatchPayload = z.object({
  errors: z
    .array(AutomaticErrorRecord)
    .min(1, 'Nessun errore da inviare')
    .max(L.batchMaxErrors, `Al massimo ${L.batchMaxErrors} errori per invio`),
  batch_info: z.object({
    sent_at: z.string().max(64),
    batch_size: z.number().int().min(0),
    collector_version: z.string().max(20),
  }),
  session_metadata: z.object({
    session_id: z.string().trim().min(1, 'Sessione mancante').max(100),
    page_loads: z.number().int().min(0),
    time_on_page: z.number().min(0),
  }),
});
export type ErrorBatchPayload = z.output<typeof ErrorBatchPayload>;
export type ErrorBatchPayloadInput = z.input<typeof ErrorBatchPayload>;

const longText = (label: string) =>
  z.string().trim().max(L.descriptionMaxChars, `${label}: massimo ${L.descriptionMaxChars} caratteri`).default('');

/** Spec §3 system info of a manual report. */
export const ReportSystemInfo = z.object({
  url: optionalText(L.urlMaxChars),
  browser: optionalText(L.userAgentMaxChars),
  viewport: Viewport.nullish().transform((v) => v ?? null),
  timestamp: timestampText,
});
export type ReportSystemInfo = z.infer<typeof ReportSystemInfo>;

/** Spec §3 error_context of a manual report: only the screenshot's name and size, never the image. */
export const ManualErrorContext = z.object({
  steps_to_reproduce: z
    .array(z.string().max(L.stepMaxChars, `Ogni passaggio: massimo ${L.stepMaxChars} caratteri`))
    .max(L.stepsMax, `Al massimo ${L.stepsMax} passaggi`)
    .default([])
    // Spec §3: only non-empty steps.
    .transform((steps) => steps.map((s) => s.trim()).filter(Boolean)),
  expected_behavior: longText('Comportamento atteso'),
  actual_behavior: longText('Comportamento effettivo'),
  additional_notes: longText('Note aggiuntive'),
  system_info: ReportSystemInfo.nullish().transform((v) => v ?? null),
  screenshot_filename: optionalText(255),
  screenshot_size: z
    .number()
    .int()
    .min(0)
    .max(L.screenshotMaxBytes, SCREENSHOT_MESSAGES.tooLarge)
    .nullish()
    .transform((v) => v ?? null),
});
export type ManualErrorContext = z.output<typeof ManualErrorContext>;

const description = z
  .string({ error: 'La descrizione è obbligatoria' })
  .trim()
  .min(1, 'La descrizione è obbligatoria')
  .max(L.descriptionMaxChars, `La descrizione può contenere al massimo ${L.descriptionMaxChars} caratteri`);

/** Spec §3 manual error report (the detailed report modal), plus automatic, manual_report and timestamp (§7). */
export const ManualErrorReport = z.object({
  error_type: ErrorReportType,
  message: description,
  severity: ReportPriority.default(DEFAULT_REPORT_PRIORITY),
  error_context: ManualErrorContext.prefault({}),
  automatic: z.literal(false).default(false),
  manual_report: z.literal(true).default(true),
  user_reported: z.literal(true).default(true),
  timestamp: timestampText,
});
export type ManualErrorReport = z.output<typeof ManualErrorReport>;
export type ManualErrorReportInput = z.input<typeof ManualErrorReport>;

/** Spec §3 quick report: one click on a category of the widget. */
export const QuickErrorReport = z.object({
  quick_report: z.literal(true),
  error_category: z.string().trim().min(1, 'Categoria mancante').max(50),
  description,
  url: optionalText(L.urlMaxChars),
  timestamp: timestampText,
  user_agent: optionalText(L.userAgentMaxChars),
  automatic: z.literal(false).optional(),
  manual_report: z.literal(true).optional(),
  user_reported: z.literal(true).optional(),
});
export type QuickErrorReport = z.output<typeof QuickErrorReport>;
export type QuickErrorReportInput = z.input<typeof QuickErrorReport>;

export type ErrorSubmission =
  | { kind: 'batch'; payload: ErrorBatchPayload }
  | { kind: 'quick'; payload: QuickErrorReport }
  | { kind: 'manual'; payload: ManualErrorReport };

function schemaFor(value: unknown) {
  const body = (value ?? {}) as Record<string, unknown>;
  if (typeof body === 'object' && 'errors' in body) return { kind: 'batch' as const, schema: ErrorBatchPayload };
  if (typeof body === 'object' && body.quick_report === true)
    return { kind: 'quick' as const, schema: QuickErrorReport };
  return { kind: 'manual' as const, schema: ManualErrorReport };
}

/**
 * `POST /api/self-healing/submit-error` body (spec §7): an automatic batch (has `errors`), a quick report
 * (`quick_report: true`) or a detailed manual report. Picking the shape first keeps field errors precise
 * (a plain union would only say "invalid input").
 */
export const SubmitErrorBody = z.unknown().transform((value, ctx): ErrorSubmission => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    ctx.addIssue({ code: 'custom', message: 'Segnalazione non valida', input: value });
    return z.NEVER;
  }
  const { kind, schema } = schemaFor(value);
  const result = schema.safeParse(value);
  if (!result.success) {
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: value });
    }
    return z.NEVER;
  }
  return { kind, payload: result.data } as ErrorSubmission;
});

/** What submit-error answers (spec §3: tracking_id or id, and health_updated). */
export const SubmitErrorResult = z.object({
  tracking_id: z.uuid(),
  id: z.uuid(),
  health_updated: z.boolean(),
  /** Errors in the submission, recorded, dropped by the §8 ignore list, and counted without detail. */
  received: z.number(),
  accepted: z.number(),
  ignored: z.number(),
  sampled: z.number(),
});
export type SubmitErrorResult = z.infer<typeof SubmitErrorResult>;

/** The detailed report form (spec §5): validates the modal; `buildManualReport` turns it into the payload. */
export const ErrorReportForm = z.object({
  error_type: z.union([ErrorReportType, z.literal('')]).refine((v) => v.length > 0, 'Seleziona il tipo di errore'),
  description,
  priority: ReportPriority,
  steps: z.array(z.object({ value: z.string().max(L.stepMaxChars) })).min(1),
  expected_behavior: z.string().max(L.descriptionMaxChars),
  actual_behavior: z.string().max(L.descriptionMaxChars),
  additional_notes: z.string().max(L.descriptionMaxChars),
});
export type ErrorReportForm = z.infer<typeof ErrorReportForm>;

export function emptyErrorReportForm(): ErrorReportForm {
  return {
    error_type: '',
    description: '',
    priority: DEFAULT_REPORT_PRIORITY,
    steps: [{ value: '' }],
    expected_behavior: '',
    actual_behavior: '',
    additional_notes: '',
  };
}

/** Spec §5: sending is disabled until an error type and a non-blank description are given. */
export function canSendErrorReport(form: Pick<ErrorReportForm, 'error_type' | 'description'>): boolean {
  return form.error_type !== '' && form.description.trim() !== '';
}

/** Spec §5 screenshot rule: an image of at most 10 MB; the alert to show, or null if acceptable. */
export function screenshotProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return SCREENSHOT_MESSAGES.notImage;
  if (file.size > L.screenshotMaxBytes) return SCREENSHOT_MESSAGES.tooLarge;
  return null;
}

/** The manual report payload of spec §3/§7 from the form: only non-empty steps, screenshot name and size only. */
export function buildManualReport(
  form: ErrorReportForm,
  context: {
    systemInfo: { url: string; browser: string; viewport: { width: number; height: number }; timestamp: string };
    screenshot?: { name: string; size: number } | null;
  },
): ManualErrorReportInput {
  return {
    error_type: form.error_type as ErrorReportType,
    message: form.description.trim(),
    severity: form.priority,
    error_context: {
      steps_to_reproduce: form.steps.map((s) => s.value.trim()).filter(Boolean),
      expected_behavior: form.expected_behavior.trim(),
      actual_behavior: form.actual_behavior.trim(),
      additional_notes: form.additional_notes.trim(),
      system_info: context.systemInfo,
      screenshot_filename: context.screenshot?.name ?? null,
      screenshot_size: context.screenshot?.size ?? null,
    },
    automatic: false,
    manual_report: true,
    user_reported: true,
    timestamp: context.systemInfo.timestamp,
  };
}
