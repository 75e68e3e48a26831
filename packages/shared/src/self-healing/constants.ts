import { SCREENSHOT_MAX_BYTES } from '../constants';
import type { ErrorReportType, ErrorSeverity, HealingSessionStatus, PatternStatus, ReportPriority } from './enums';

export {
  ERROR_REPORT_TYPES,
  ERROR_SEVERITIES,
  HEALING_SESSION_STATUSES,
  PATTERN_STATUSES,
  REPORT_PRIORITIES,
} from './enum-values';

// The §9 numbers that already live in ../constants.ts (ERROR_QUEUE_MAX, ERROR_BATCH_INTERVAL_MS,
// ERROR_COLLECTOR_VERSION, COMPONENT_PATH_MAX_DEPTH, SCREENSHOT_MAX_BYTES, ERROR_REPORT_AUTO_CLOSE_MS,
// HEALTH_SCORE_HEALTHY_MIN, HEALTH_SCORE_UNHEALTHY_BELOW) are imported from there, never retyped.

/** Higher is more serious; the server stores the rank to keep "the worst severity seen". */
export const SEVERITY_RANK: Record<ErrorSeverity, number> = { low: 1, medium: 2, high: 3, critical: 4 };
export const SEVERITY_BY_RANK: readonly ErrorSeverity[] = ['low', 'low', 'medium', 'high', 'critical'];

export const SEVERITY_LABELS: Record<ErrorSeverity, string> = {
  critical: 'Critica',
  high: 'Alta',
  medium: 'Media',
  low: 'Bassa',
};

export const DEFAULT_REPORT_PRIORITY: ReportPriority = 'medium';

export const ERROR_REPORT_TYPE_LABELS: Record<ErrorReportType, string> = {
  javascript_error: 'Errore JavaScript',
  vue_component_error: 'Errore di un componente',
  api_error: 'Errore delle API',
  database_error: 'Errore del database',
  network_error: 'Errore di rete',
  authentication_error: 'Errore di autenticazione',
  css_loading_error: 'Errore di caricamento degli stili',
  memory_error: 'Errore di memoria',
  performance_issue: 'Problema di prestazioni',
  ui_bug: "Problema dell'interfaccia",
  other: 'Altro',
};

/**
 * Types the browser collector gives automatic records (issue 5). Free text on the wire (older clients may
 * send others), these are the ones our collector uses.
 */
export const AUTOMATIC_ERROR_TYPES = {
  javascript: 'javascript_error',
  unhandledRejection: 'unhandled_rejection',
  component: 'react_component_error',
  api: 'api_error',
  resource: 'resource_error',
  network: 'network_error',
} as const;

/** Quick categories the widget may offer; each maps to an error type of §5. */
export const QUICK_REPORT_CATEGORIES = [
  {
    category: 'ui_bug',
    label: 'Qualcosa non si vede bene',
    description: 'La pagina è visualizzata male o in modo errato',
  },
  { category: 'api_error', label: 'Non riesco a salvare', description: 'Un salvataggio o un invio non va a buon fine' },
  { category: 'performance_issue', label: 'La pagina è lenta', description: 'La pagina impiega troppo a caricarsi' },
  { category: 'other', label: 'Altro problema', description: 'Un problema diverso dai precedenti' },
] as const satisfies readonly { category: ErrorReportType; label: string; description: string }[];

export const PATTERN_STATUS_LABELS: Record<PatternStatus, string> = {
  open: 'Aperto',
  acknowledged: 'Preso in carico',
  resolved: 'Risolto',
  ignored: 'Ignorato',
};
/** Patterns that still count as pending issues in the health score. */
export const PENDING_PATTERN_STATUSES: readonly PatternStatus[] = ['open', 'acknowledged'];

export const HEALING_SESSION_STATUS_LABELS: Record<HealingSessionStatus, string> = {
  in_progress: 'In corso',
  completed: 'Completata',
};

/** Spec §9: healthy at 80 or above, unhealthy below 50; in between the system is degraded. */
export const HEALTH_STATUSES = ['healthy', 'degraded', 'unhealthy'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];
export const HEALTH_STATUS_LABELS: Record<HealthStatus, string> = {
  healthy: 'In salute',
  degraded: 'Degradato',
  unhealthy: 'Critico',
};

/** Spec §9: the recent-activity flag is on if a healing session started within 24 h. */
export const RECENT_ACTIVITY_HOURS = 24;

/** What the server accepts in one submission; longer free text is cut, longer lists are refused. */
export const SUBMIT_LIMITS = {
  /** A batch never needs more than the collector's whole queue. */
  batchMaxErrors: 100,
  messageMaxChars: 2000,
  stackMaxChars: 10_000,
  urlMaxChars: 2048,
  userAgentMaxChars: 500,
  /** error_context, as JSON: larger contexts are replaced by a marker. */
  contextMaxBytes: 8192,
  descriptionMaxChars: 5000,
  stepsMax: 20,
  stepMaxChars: 1000,
  screenshotMaxBytes: SCREENSHOT_MAX_BYTES,
} as const;

// In a module of their own: the browser's start-up reads them, and should not bring the labels above with them.
export { ERROR_COLLECTOR_STORAGE_KEYS } from './storage-keys';
