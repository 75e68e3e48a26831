import {
  type ConsentChoices,
  cookieDomainsFor,
  cookieNamesOf,
  cookiesToClear,
  googleConsentSignals,
  storageKeysToClear,
} from './consent-logic';

declare global {
  interface Window {
    /** Google tag, present only if a tenant adds it; the portal itself loads no tracker. */
    gtag?: (...args: unknown[]) => void;
  }
}

const EXPIRED = 'Thu, 01 Jan 1970 00:00:00 GMT';

/** Deletes a cookie on every path and domain variant a script could have used. */
function expireCookie(name: string): void {
  const paths = ['/', window.location.pathname];
  const domains = [undefined, ...cookieDomainsFor(window.location.hostname)];
  for (const path of paths) {
    for (const domain of domains) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari; this is a fixed expiry string.
      document.cookie = `${name}=; expires=${EXPIRED}; path=${path}${domain ? `; domain=${domain}` : ''}`;
    }
  }
}

/**
 * Spec §9: declining a category clears what it stored, and analytics/ad signals follow the choice
 * (Google consent mode). Necessary cookies and keys (session, consent, user) are never touched.
 */
export function applyConsentEffects(choices: ConsentChoices): void {
  try {
    for (const name of cookiesToClear(cookieNamesOf(document.cookie), choices)) expireCookie(name);
  } catch {
    // Cookies disabled: nothing was stored either.
  }
  try {
    for (const key of storageKeysToClear(choices)) localStorage.removeItem(key);
  } catch {
    // Storage blocked.
  }
  if (typeof window.gtag === 'function') {
    window.gtag('consent', 'update', googleConsentSignals(choices));
  }
}
