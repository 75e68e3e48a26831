import type {
  ErrorPattern,
  HealingSession,
  PatternDetail,
  PatternList,
  QuickStats,
  SelfHealingDashboard,
} from '@portale/shared';

export const NOW = Date.now();
const ago = (ms: number) => new Date(NOW - ms).toISOString();
export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

export const PATTERN_ID = '3f0b3c0e-1d2a-4b5c-8d6e-7f8091a2b3c4';
export const OTHER_PATTERN_ID = '4a1c4d1f-2e3b-4c6d-9e7f-8091a2b3c4d5';
export const SESSION_ID = '5b2d5e2a-3f4c-4d7e-8f90-91a2b3c4d5e6';

export function makePattern(overrides: Partial<ErrorPattern> = {}): ErrorPattern {
  return {
    id: PATTERN_ID,
    error_type: 'javascript_error',
    title: "TypeError: Cannot read properties of undefined (reading '<id>')",
    message: "TypeError: Cannot read properties of undefined (reading 'nome')",
    severity: 'critical',
    status: 'open',
    source: 'automatic',
    occurrence_count: 42,
    sampled_count: 0,
    affected_users: 3,
    affected_sessions: 5,
    first_seen_at: ago(2 * DAY),
    last_seen_at: ago(10 * MINUTE),
    last_url: '/app/dashboard',
    regression_count: 0,
    regressed_at: null,
    resolved_at: null,
    has_ai_analysis: false,
    analyzed_at: null,
    ...overrides,
  };
}

export function makeSessionRow(overrides: Partial<HealingSession> = {}): HealingSession {
  return {
    id: SESSION_ID,
    pattern_id: PATTERN_ID,
    pattern: {
      error_type: 'javascript_error',
      title: 'TypeError: x is undefined',
      severity: 'critical',
      status: 'open',
    },
    status: 'in_progress',
    started_at: ago(3 * HOUR),
    started_by_name: 'Alessandra Bianchi',
    completed_at: null,
    completed_by_name: null,
    duration_seconds: 200,
    outcome_notes: null,
    pattern_resolved: false,
    ...overrides,
  };
}

export const QUICK_STATS: QuickStats = {
  total_patterns: 12,
  open_patterns: 7,
  acknowledged_patterns: 2,
  resolved_patterns: 2,
  ignored_patterns: 1,
  new_patterns_24h: 3,
  regressions_7d: 1,
  errors_current_hour: 9,
  errors_by_severity_24h: { critical: 4, high: 6, medium: 10, low: 2 },
  analysed_patterns: 5,
  active_sessions: 1,
  completed_sessions_7d: 4,
  rate_limited_24h: 0,
  sampled_24h: 0,
};

export function makeDashboard(overrides: Partial<SelfHealingDashboard> = {}): SelfHealingDashboard {
  return {
    current_score: 72,
    status: 'degraded',
    timestamp: ago(5 * MINUTE),
    error_count_24h: 22,
    critical_errors: 4,
    pending_issues: 9,
    health_trend: [
      { timestamp: ago(3 * HOUR), score: 90 },
      { timestamp: ago(2 * HOUR), score: 60 },
      { timestamp: ago(1 * HOUR), score: 72 },
    ],
    critical_patterns: [makePattern()],
    recent_sessions: [
      makeSessionRow({ duration_seconds: 45, started_at: ago(20 * MINUTE) }),
      makeSessionRow({
        id: '6c3e6f3b-4a5d-4e8f-9a01-a2b3c4d5e6f7',
        status: 'completed',
        duration_seconds: 7_500,
        started_at: ago(2 * DAY),
      }),
    ],
    quick_stats: QUICK_STATS,
    recent_activity: true,
    ...overrides,
  };
}

export function makePatternList(items: ErrorPattern[], total = items.length): PatternList {
  return {
    items,
    pagination: { page: 1, per_page: 20, total, total_pages: Math.max(1, Math.ceil(total / 20)) },
    filter_options: {
      severities: ['critical', 'high', 'medium', 'low'],
      error_types: ['api_error', 'javascript_error'],
      statuses: ['open', 'acknowledged', 'resolved', 'ignored'],
    },
  };
}

export function makePatternDetail(overrides: Partial<PatternDetail> = {}): PatternDetail {
  return {
    ...makePattern(),
    fingerprint: 'abc123',
    top_frames: ['src/modules/dashboard/pages/dashboard-page.tsx:42'],
    status_note: null,
    status_changed_at: null,
    status_changed_by_name: null,
    analysis: null,
    samples: [
      {
        id: '7d4f7a4c-5b6e-4f90-8b12-b3c4d5e6f7a8',
        received_at: ago(10 * MINUTE),
        occurred_at: ago(10 * MINUTE),
        type: 'javascript_error',
        message: "TypeError: Cannot read properties of undefined (reading 'nome')",
        severity: 'critical',
        automatic: true,
        stack:
          "TypeError: Cannot read properties of undefined (reading 'nome')\n    at DashboardPage (dashboard-page.tsx:42:7)",
        url: '/app/dashboard',
        filename: 'dashboard-page.tsx',
        lineno: 42,
        colno: 7,
        user_agent: 'Mozilla/5.0 Chrome/130.0',
        session_id: 's-1',
        user_name: 'Giulia Rossi',
        page_context: null,
        browser_context: null,
        error_context: null,
      },
    ],
    sessions: [],
    reports: [],
    ...overrides,
  };
}
