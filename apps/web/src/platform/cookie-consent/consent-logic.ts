import {
  type CONSENT_METHODS,
  COOKIE_CONSENT_DATE_STORAGE_KEY,
  COOKIE_CONSENT_EXPIRY_MONTHS,
  COOKIE_CONSENT_STORAGE_KEY,
  type CookieCategory,
  type CookieConsentState,
  parseCookieConsentState,
} from '@portale/shared';

// Pure consent rules (spec §4, §5, §9): every function takes `now` and a storage, so tests need no clock or DOM.

export type ConsentMethod = (typeof CONSENT_METHODS)[number];
export type OptionalCategory = Exclude<CookieCategory, 'necessary'>;
export type ConsentChoices = Record<OptionalCategory, boolean>;

/** Where the browser keeps the random, anonymous id sent with each consent record. */
export const COOKIE_CONSENT_ID_STORAGE_KEY = 'cookie-consent-id';

export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = ['preferences', 'analytics', 'marketing'];

export const NO_OPTIONAL_CONSENT: ConsentChoices = { preferences: false, analytics: false, marketing: false };
export const ALL_OPTIONAL_CONSENT: ConsentChoices = { preferences: true, analytics: true, marketing: true };

/** The choices each banner action stands for; the X counts as necessary only (Garante, 10 June 2021). */
export function choicesFor(method: Exclude<ConsentMethod, 'custom'>): ConsentChoices {
  return method === 'accept_all' ? { ...ALL_OPTIONAL_CONSENT } : { ...NO_OPTIONAL_CONSENT };
}

export function buildConsent(choices: ConsentChoices, now: Date): CookieConsentState {
  return {
    necessary: true,
    preferences: choices.preferences,
    analytics: choices.analytics,
    marketing: choices.marketing,
    consentGiven: true,
    consentDate: now.toISOString(),
  };
}

/** The same day and time, `months` calendar months later (UTC), clamped to the end of shorter months. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function consentExpiresAt(consentDate: Date): Date {
  return addMonths(consentDate, COOKIE_CONSENT_EXPIRY_MONTHS);
}

/** Spec §4: a decision is valid for 12 months, then the banner asks again. */
export function isConsentExpired(consentDate: Date, now: Date): boolean {
  return now.getTime() >= consentExpiresAt(consentDate).getTime();
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored, still valid decision, or null when there is none, it is malformed, or it has expired. */
export function readConsent(storage: ReadableStorage, now: Date): CookieConsentState | null {
  let raw: string | null;
  let rawDate: string | null;
  try {
    raw = storage.getItem(COOKIE_CONSENT_STORAGE_KEY);
    rawDate = storage.getItem(COOKIE_CONSENT_DATE_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let parsed: CookieConsentState | null;
  try {
    parsed = parseCookieConsentState(JSON.parse(raw));
  } catch {
    return null;
  }
  if (!parsed?.consentGiven) return null;
  // The separate date key wins when present: it is what the spec names as the consent date store.
  const date = new Date(rawDate ?? parsed.consentDate);
  if (Number.isNaN(date.getTime()) || isConsentExpired(date, now)) return null;
  return parsed;
}

export function writeConsent(storage: WritableStorage, consent: CookieConsentState): void {
  try {
    storage.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(consent));
    storage.setItem(COOKIE_CONSENT_DATE_STORAGE_KEY, consent.consentDate);
  } catch {
    // Storage blocked: the choice still applies to this page; the banner will ask again next time.
  }
}

export function clearConsent(storage: WritableStorage): void {
  try {
    storage.removeItem(COOKIE_CONSENT_STORAGE_KEY);
    storage.removeItem(COOKIE_CONSENT_DATE_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** Google consent mode v2 signals for `gtag('consent', 'update', …)`. */
export function googleConsentSignals(choices: ConsentChoices) {
  const state = (granted: boolean) => (granted ? 'granted' : 'denied');
  return {
    analytics_storage: state(choices.analytics),
    ad_storage: state(choices.marketing),
    ad_user_data: state(choices.marketing),
    ad_personalization: state(choices.marketing),
    functionality_storage: state(choices.preferences),
    personalization_storage: state(choices.preferences),
  } as const;
}

/**
 * Cookies the portal needs to work. The session cookie is httpOnly (scripts never see it) but is named so
 * that no clean-up can ever target it.
 */
export const NECESSARY_COOKIES: readonly string[] = ['portale_sid', '__Host-portale_sid'];

/** Well-known third-party cookie names by category; anything else unknown is treated as a preference. */
const COOKIE_NAME_PATTERNS: Record<'analytics' | 'marketing', readonly RegExp[]> = {
  analytics: [/^_ga($|_)/, /^_gid$/, /^_gat/, /^_pk_/, /^_hj/, /^_clck$/, /^_clsk$/],
  marketing: [/^_gcl_/, /^_fbp$/, /^_fbc$/, /^_uet/, /^IDE$/, /^test_cookie$/, /^MUID$/],
};

export function cookieCategory(name: string): CookieCategory {
  if (NECESSARY_COOKIES.includes(name) || name.startsWith(COOKIE_CONSENT_STORAGE_KEY)) return 'necessary';
  if (COOKIE_NAME_PATTERNS.analytics.some((pattern) => pattern.test(name))) return 'analytics';
  if (COOKIE_NAME_PATTERNS.marketing.some((pattern) => pattern.test(name))) return 'marketing';
  return 'preferences';
}

/** Names of cookies whose category the visitor has not accepted. */
export function cookiesToClear(cookieNames: readonly string[], choices: ConsentChoices): string[] {
  return cookieNames.filter((name) => {
    const category = cookieCategory(name);
    return category !== 'necessary' && !choices[category];
  });
}

/**
 * localStorage keys the portal writes, by category. All of today's keys are necessary (the consent itself,
 * the locally stored user, the dark-mode choice the visitor made explicitly — a "cookie tecnico di
 * funzionalità" under the Garante guidelines); a future non-necessary key must be listed here so declining
 * its category removes it.
 */
export const STORAGE_KEY_CATEGORIES: Record<string, CookieCategory> = {
  [COOKIE_CONSENT_STORAGE_KEY]: 'necessary',
  [COOKIE_CONSENT_DATE_STORAGE_KEY]: 'necessary',
  [COOKIE_CONSENT_ID_STORAGE_KEY]: 'necessary',
  user: 'necessary',
  darkMode: 'necessary',
};

/** Registered non-necessary storage keys whose category has not been accepted. Unknown keys are left alone. */
export function storageKeysToClear(choices: ConsentChoices, registry = STORAGE_KEY_CATEGORIES): string[] {
  return Object.entries(registry)
    .filter(([, category]) => category !== 'necessary' && !choices[category])
    .map(([key]) => key);
}

export function cookieNamesOf(cookieHeader: string): string[] {
  return cookieHeader
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

/** Domains a third-party script may have set a cookie on: the host and each parent domain. */
export function cookieDomainsFor(hostname: string): string[] {
  const labels = hostname.split('.');
  if (labels.length < 2 || /^[\d.]+$/.test(hostname)) return [hostname];
  const domains: string[] = [];
  for (let i = 0; i < labels.length - 1; i++) domains.push(labels.slice(i).join('.'));
  return domains;
}

export function choicesOf(consent: CookieConsentState | null): ConsentChoices {
  if (!consent) return { ...NO_OPTIONAL_CONSENT };
  return { preferences: consent.preferences, analytics: consent.analytics, marketing: consent.marketing };
}
