// The cookie consent kept in the browser, without zod: the consent banner reads it on every page of the public
// site, whose first download has a budget (docs/benchmarks.md, "Public site").

/** Bump when the cookie policy changes: stored with every consent as proof of what was accepted. */
export const COOKIE_POLICY_VERSION = '2026-11-22';

export const COOKIE_CATEGORIES = ['necessary', 'preferences', 'analytics', 'marketing'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];

/** The consent kept in the browser under `cookie-consent` (spec §3); its date under `cookie-consent-date`. */
export interface CookieConsentState {
  necessary: true;
  preferences: boolean;
  analytics: boolean;
  marketing: boolean;
  consentGiven: boolean;
  consentDate: string;
}

export const CONSENT_METHODS = ['accept_all', 'necessary_only', 'custom', 'dismissed'] as const;

/** The stored consent when `value` is one (its known fields only), else null. */
export function parseCookieConsentState(value: unknown): CookieConsentState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { necessary, preferences, analytics, marketing, consentGiven, consentDate } = value as Record<string, unknown>;
  if (necessary !== true || typeof consentDate !== 'string') return null;
  const flags = [preferences, analytics, marketing, consentGiven];
  if (!flags.every((flag) => typeof flag === 'boolean')) return null;
  return {
    necessary,
    preferences: preferences as boolean,
    analytics: analytics as boolean,
    marketing: marketing as boolean,
    consentGiven: consentGiven as boolean,
    consentDate,
  };
}
