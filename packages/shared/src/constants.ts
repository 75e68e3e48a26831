// Business constants of spec §9, written once and imported by both sides.

import type { Role } from './roles';

export const APP_VERSION = '1.0.0';

/** Spec §9 notifications. */
export const NOTIFICATIONS_POLL_INTERVAL_MS = 300000;
export const NOTIFICATIONS_LIST_LIMIT = 50;

/** Spec §9 search. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_RESULT_LIMIT = 8;

/** Spec §9 toasts. */
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const WINDOW_NOTICE_DEFAULT_DURATION_MS = 5000;
export const TOAST_MIN_WIDTH_PX = 300;
export const TOAST_MAX_WIDTH_PX = 500;

/** Spec §9 error report. */
export const SCREENSHOT_MAX_BYTES = 10485760;
export const ERROR_REPORT_AUTO_CLOSE_MS = 3000;

/** Spec §9 cookie consent. */
export const COOKIE_CONSENT_STORAGE_KEY = 'cookie-consent';
export const COOKIE_CONSENT_DATE_STORAGE_KEY = 'cookie-consent-date';
export const COOKIE_CONSENT_EXPIRY_MONTHS = 12;

/** Spec §9 health score. */
export const HEALTH_SCORE_HEALTHY_MIN = 80;
export const HEALTH_SCORE_UNHEALTHY_BELOW = 50;

/** Spec §9 layout. */
export const SIDEBAR_WIDTH_UNITS = 64;
export const SIDEBAR_COLLAPSED_WIDTH_UNITS = 20;
export const ROUTE_CHANGE_SPINNER_MS = 300;
export const DEFAULT_LOADING_TEXT = 'Caricamento...';

/** Spec §9 dark mode. */
export const DARK_MODE_STORAGE_KEY = 'darkMode';

/** Spec §9 route checks. */
export const ROUTE_CHECK_CACHE_TTL_MS = 300000;

/** Spec §9 error collection. */
export const ERROR_QUEUE_MAX = 100;
export const ERROR_BATCH_INTERVAL_MS = 30000;
export const ERROR_COLLECTOR_VERSION = '1.0.0';
export const COMPONENT_PATH_MAX_DEPTH = 10;

/** Spec §9 progress bar (nprogress). */
export const PROGRESS_BAR = { speed: 300, minimum: 0.05, trickleSpeed: 150 } as const;

/** Spec §1 / §9: the public site mode defaults to full. */
export const PUBLIC_SITE_MODES = ['full', 'minimal', 'disabled'] as const;
export type PublicSiteMode = (typeof PUBLIC_SITE_MODES)[number];
export const DEFAULT_PUBLIC_SITE_MODE: PublicSiteMode = 'full';

/** Password policy (issue 2): minimum length; common passwords are rejected on the server. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;

/** Demo tenant (DESIGN.md §7). */
export const DEMO_PASSWORD = 'Portale!2026';

/** The demo logins of DESIGN.md §7 (password DEMO_PASSWORD for all): seeded, and listed on the login page. */
export const DEMO_USERS: readonly {
  role: Role;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
}[] = [
  { role: 'admin', username: 'admin', email: 'admin@demo.portale.it', first_name: 'Alessandra', last_name: 'Rossi' },
  { role: 'manager', username: 'manager', email: 'manager@demo.portale.it', first_name: 'Marco', last_name: 'Bianchi' },
  {
    role: 'employee',
    username: 'dipendente',
    email: 'dipendente@demo.portale.it',
    first_name: 'Giulia',
    last_name: 'Esposito',
  },
  { role: 'client', username: 'cliente', email: 'cliente@demo.portale.it', first_name: 'Luca', last_name: 'Ferrari' },
];
