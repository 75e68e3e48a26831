import { z } from 'zod';
import { PaginationQuery, paginated } from '../pagination';
import { HEALTH_STATUSES } from './constants';
import { ErrorSeverity, HealingSessionStatus, PatternStatus } from './enums';

/** Query parameters are omitted when empty (spec §7); an empty string still reads as "no filter". */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const HealthStatusSchema = z.enum(HEALTH_STATUSES);

/** Spec §3 self-healing system health. */
export const SystemHealth = z.object({
  current_score: z.number().int().min(0).max(100),
  status: HealthStatusSchema,
  timestamp: z.string(),
  error_count_24h: z.number(),
  critical_errors: z.number(),
  pending_issues: z.number(),
});
export type SystemHealth = z.infer<typeof SystemHealth>;

/** Spec §7 `POST /api/self-healing/health/update` response data. */
export const HealthUpdateResult = z.object({
  health_score: z.number().int().min(0).max(100),
  status: HealthStatusSchema,
  timestamp: z.string(),
  error_count_24h: z.number(),
  critical_errors: z.number(),
  pending_issues: z.number(),
});
export type HealthUpdateResult = z.infer<typeof HealthUpdateResult>;

export const HealthTrendPoint = z.object({ timestamp: z.string(), score: z.number() });
export type HealthTrendPoint = z.infer<typeof HealthTrendPoint>;

/** Spec §3 error pattern (id, severity, error_type, has_ai_analysis) and what the admin list shows. */
export const ErrorPattern = z.object({
  id: z.uuid(),
  error_type: z.string(),
  /** The normalised message the pattern groups by (numbers, ids and addresses masked). */
  title: z.string(),
  /** A real message of the pattern (sanitised). */
  message: z.string(),
  severity: ErrorSeverity,
  status: PatternStatus,
  source: z.enum(['automatic', 'manual']),
  occurrence_count: z.number(),
  /** Occurrences counted without detail because the same client sent the same error too often. */
  sampled_count: z.number(),
  affected_users: z.number(),
  affected_sessions: z.number(),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
  last_url: z.string().nullable(),
  regression_count: z.number(),
  regressed_at: z.string().nullable(),
  resolved_at: z.string().nullable(),
  has_ai_analysis: z.boolean(),
  analyzed_at: z.string().nullable(),
});
export type ErrorPattern = z.infer<typeof ErrorPattern>;

export const PATTERN_SORTS = [
  'last_seen_at',
  '-last_seen_at',
  'first_seen_at',
  '-first_seen_at',
  'occurrence_count',
  '-occurrence_count',
  'severity',
  '-severity',
  'affected_users',
  '-affected_users',
] as const;

/** Spec §7 `GET /api/self-healing/patterns` filters and paging. */
export const PatternListQuery = PaginationQuery.extend({
  severity: optionalFilter(ErrorSeverity),
  error_type: optionalFilter(z.string().trim().max(100)),
  status: optionalFilter(PatternStatus),
  search: optionalFilter(z.string().trim().max(200, 'Ricerca troppo lunga')),
  sort: optionalFilter(z.enum(PATTERN_SORTS, { error: 'Ordinamento non valido' })),
});
export type PatternListQuery = z.output<typeof PatternListQuery>;
export type PatternListQueryInput = z.input<typeof PatternListQuery>;

/** Spec §3: lists carry pagination and filter_options (severities, error_types). */
export const PatternFilterOptions = z.object({
  severities: z.array(ErrorSeverity),
  error_types: z.array(z.string()),
  statuses: z.array(PatternStatus),
});
export const PatternList = paginated(ErrorPattern).extend({ filter_options: PatternFilterOptions });
export type PatternList = z.infer<typeof PatternList>;

/** A stored occurrence of a pattern: the first few and the latest few are kept. */
export const ErrorSample = z.object({
  id: z.uuid(),
  received_at: z.string(),
  occurred_at: z.string().nullable(),
  type: z.string(),
  message: z.string(),
  severity: ErrorSeverity,
  automatic: z.boolean(),
  stack: z.string().nullable(),
  url: z.string().nullable(),
  filename: z.string().nullable(),
  lineno: z.number().nullable(),
  colno: z.number().nullable(),
  user_agent: z.string().nullable(),
  session_id: z.string().nullable(),
  user_name: z.string().nullable(),
  page_context: z.record(z.string(), z.unknown()).nullable(),
  browser_context: z.record(z.string(), z.unknown()).nullable(),
  error_context: z.record(z.string(), z.unknown()).nullable(),
});
export type ErrorSample = z.infer<typeof ErrorSample>;

export const ANALYSIS_PROVIDERS = ['rule_based', 'anthropic', 'openai'] as const;

/** `data.analysis` of analyze (spec §7): stored on the pattern and reused unless re-analysis is forced. */
export const PatternAnalysis = z.object({
  summary: z.string(),
  probable_cause: z.string(),
  affected_area: z.string(),
  suggested_steps: z.array(z.string()),
  suspected_files: z.array(z.string()),
  confidence: z.enum(['low', 'medium', 'high']),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
  occurrences: z.number(),
  affected_users: z.number(),
  affected_sessions: z.number(),
  provider: z.enum(ANALYSIS_PROVIDERS),
  model: z.string().nullable(),
  generated_at: z.string(),
  /** Why a configured AI provider was not used (it failed or timed out), or null. */
  notice: z.string().nullable(),
});
export type PatternAnalysis = z.infer<typeof PatternAnalysis>;

export const AnalyzePatternBody = z
  .object({ force_reanalysis: z.boolean().default(false) })
  .nullish()
  .transform((v) => v ?? { force_reanalysis: false });
export const AnalyzePatternResult = z.object({ analysis: PatternAnalysis, cached: z.boolean() });
export type AnalyzePatternResult = z.infer<typeof AnalyzePatternResult>;

export const GeneratePromptBody = z
  .object({ include_context: z.boolean().default(true) })
  .nullish()
  .transform((v) => v ?? { include_context: true });

/** Spec §3 AI prompt result. */
export const AiPromptResult = z.object({
  claude_prompt: z.string(),
  healing_session_id: z.uuid(),
  pattern_analysis: PatternAnalysis,
  usage_instructions: z.string(),
  generated_at: z.string(),
});
export type AiPromptResult = z.infer<typeof AiPromptResult>;

/** Spec §3 healing session (id, started_at) with what the sessions page shows. */
export const HealingSession = z.object({
  id: z.uuid(),
  pattern_id: z.uuid(),
  pattern: z
    .object({ error_type: z.string(), title: z.string(), severity: ErrorSeverity, status: PatternStatus })
    .nullable(),
  status: HealingSessionStatus,
  started_at: z.string(),
  started_by_name: z.string().nullable(),
  completed_at: z.string().nullable(),
  completed_by_name: z.string().nullable(),
  /** Seconds from start to completion, or to now while in progress (spec §9 formats it). */
  duration_seconds: z.number(),
  outcome_notes: z.string().nullable(),
  pattern_resolved: z.boolean(),
});
export type HealingSession = z.infer<typeof HealingSession>;

export const HealingSessionListQuery = PaginationQuery.extend({
  status: optionalFilter(HealingSessionStatus),
  pattern_id: optionalFilter(z.uuid('Identificativo non valido')),
});
export type HealingSessionListQuery = z.output<typeof HealingSessionListQuery>;
export const HealingSessionList = paginated(HealingSession);
export type HealingSessionList = z.infer<typeof HealingSessionList>;

/** Spec §7 sends no body; notes on the outcome and resolving the pattern are optional. */
export const CompleteSessionBody = z
  .object({
    outcome_notes: z.string().trim().max(2000, 'Note: massimo 2000 caratteri').optional(),
    resolve_pattern: z.boolean().default(false),
  })
  .nullish()
  .transform((v) => ({ outcome_notes: v?.outcome_notes || null, resolve_pattern: v?.resolve_pattern ?? false }));

/** Acknowledge, resolve, ignore or reopen a pattern. */
export const PatternStatusUpdate = z.object({
  status: PatternStatus,
  note: z.string().trim().max(1000, 'Nota: massimo 1000 caratteri').optional(),
});
export type PatternStatusUpdate = z.infer<typeof PatternStatusUpdate>;

/** A manual report filed under a pattern. */
export const ManualReportSummary = z.object({
  id: z.uuid(),
  created_at: z.string(),
  user_name: z.string().nullable(),
  error_type: z.string(),
  severity: ErrorSeverity,
  quick_report: z.boolean(),
  message: z.string(),
  error_context: z.record(z.string(), z.unknown()).nullable(),
});
export type ManualReportSummary = z.infer<typeof ManualReportSummary>;

/** The pattern drawer: the pattern, its samples, analysis, healing sessions and manual reports. */
export const PatternDetail = ErrorPattern.extend({
  fingerprint: z.string(),
  top_frames: z.array(z.string()),
  status_note: z.string().nullable(),
  status_changed_at: z.string().nullable(),
  status_changed_by_name: z.string().nullable(),
  analysis: PatternAnalysis.nullable(),
  samples: z.array(ErrorSample),
  sessions: z.array(HealingSession),
  reports: z.array(ManualReportSummary),
});
export type PatternDetail = z.infer<typeof PatternDetail>;

export const QuickStats = z.object({
  total_patterns: z.number(),
  open_patterns: z.number(),
  acknowledged_patterns: z.number(),
  resolved_patterns: z.number(),
  ignored_patterns: z.number(),
  new_patterns_24h: z.number(),
  regressions_7d: z.number(),
  /** Errors received since the start of the current clock hour. */
  errors_current_hour: z.number(),
  errors_by_severity_24h: z.object({ critical: z.number(), high: z.number(), medium: z.number(), low: z.number() }),
  analysed_patterns: z.number(),
  active_sessions: z.number(),
  completed_sessions_7d: z.number(),
  /** Errors refused by the submission rate limit in the last 24 h. */
  rate_limited_24h: z.number(),
  /** Errors counted without detail (same client, same error, too often) in the last 24 h. */
  sampled_24h: z.number(),
});
export type QuickStats = z.infer<typeof QuickStats>;

/** Spec §3 dashboard data: the system health plus trend, critical patterns, recent sessions, quick stats. */
export const SelfHealingDashboard = SystemHealth.extend({
  health_trend: z.array(HealthTrendPoint),
  critical_patterns: z.array(ErrorPattern),
  recent_sessions: z.array(HealingSession),
  quick_stats: QuickStats,
  /** Spec §9: a healing session started within 24 h. */
  recent_activity: z.boolean(),
});
export type SelfHealingDashboard = z.infer<typeof SelfHealingDashboard>;
