// The values of the self-healing enums, without zod (./enums makes the zod enums of them).

/** Spec §9 health score: severities, most serious first. */
export const ERROR_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;

/** Spec §3/§5: the priority a user picks in the detailed report; medium is the default. */
export const REPORT_PRIORITIES = ['low', 'medium', 'high'] as const;

/** Spec §5: allowed error types of the detailed report (vue_component_error kept for compatibility). */
export const ERROR_REPORT_TYPES = [
  'javascript_error',
  'vue_component_error',
  'api_error',
  'database_error',
  'network_error',
  'authentication_error',
  'css_loading_error',
  'memory_error',
  'performance_issue',
  'ui_bug',
  'other',
] as const;

/** Lifecycle of an error pattern. Resolved patterns seen again reopen (a regression). */
export const PATTERN_STATUSES = ['open', 'acknowledged', 'resolved', 'ignored'] as const;

export const HEALING_SESSION_STATUSES = ['in_progress', 'completed'] as const;
