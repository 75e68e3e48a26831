import { COOKIE_POLICY_VERSION, type ConsentRecordCreate, type CookieConsentState } from '@portale/shared';
import { apiPost } from '@/platform/api-client';
import { COOKIE_CONSENT_ID_STORAGE_KEY, type ConsentMethod } from './consent-logic';

/** The browser's random consent id: anonymous proof that links successive decisions of one visitor. */
export function consentId(): string {
  try {
    const stored = localStorage.getItem(COOKIE_CONSENT_ID_STORAGE_KEY);
    if (stored) return stored;
    const created = crypto.randomUUID();
    localStorage.setItem(COOKIE_CONSENT_ID_STORAGE_KEY, created);
    return created;
  } catch {
    return crypto.randomUUID();
  }
}

export function consentRecordOf(consent: CookieConsentState, method: ConsentMethod, id: string): ConsentRecordCreate {
  return {
    consent_id: id,
    preferences: consent.preferences,
    analytics: consent.analytics,
    marketing: consent.marketing,
    method,
    policy_version: COOKIE_POLICY_VERSION,
    decided_at: consent.consentDate,
  };
}

/** `POST /api/consents`, fire-and-forget: a failure must never block or bother the visitor. */
export function recordConsent(consent: CookieConsentState, method: ConsentMethod): void {
  apiPost<{ id: string }>('/api/consents', consentRecordOf(consent, method, consentId()), {
    redirectOnUnauthorized: false,
  }).catch(() => {
    // The decision is already saved in the browser; the server copy is best effort.
  });
}
