import type { CookieConsentState } from '@portale/shared';
import { create } from 'zustand';
import { applyConsentEffects } from './consent-effects';
import {
  buildConsent,
  type ConsentChoices,
  type ConsentMethod,
  choicesFor,
  choicesOf,
  clearConsent,
  NO_OPTIONAL_CONSENT,
  readConsent,
  writeConsent,
} from './consent-logic';
import { recordConsent } from './record-consent';

interface CookieConsentStore {
  /** The valid decision, or null: with no decision the banner shows (spec §4). */
  consent: CookieConsentState | null;
  preferencesOpen: boolean;
  acceptAll: () => void;
  necessaryOnly: () => void;
  /** The banner's X: necessary only, recorded as such. */
  dismiss: () => void;
  saveChoices: (choices: ConsentChoices) => void;
  /** Clears the decision, so the banner asks again. */
  reset: () => void;
  openPreferences: () => void;
  closePreferences: () => void;
}

function safeStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function loadConsent(now = new Date()): CookieConsentState | null {
  const storage = safeStorage();
  if (!storage) return null;
  const consent = readConsent(storage, now);
  // An expired or malformed decision is removed, so nothing non-necessary outlives it.
  if (!consent) clearConsent(storage);
  return consent;
}

function decide(choices: ConsentChoices, method: ConsentMethod): CookieConsentState {
  const consent = buildConsent(choices, new Date());
  const storage = safeStorage();
  if (storage) writeConsent(storage, consent);
  applyConsentEffects(choices);
  recordConsent(consent, method);
  return consent;
}

export const useCookieConsentStore = create<CookieConsentStore>()((set) => ({
  consent: loadConsent(),
  preferencesOpen: false,
  acceptAll: () => set({ consent: decide(choicesFor('accept_all'), 'accept_all'), preferencesOpen: false }),
  necessaryOnly: () => set({ consent: decide(choicesFor('necessary_only'), 'necessary_only'), preferencesOpen: false }),
  dismiss: () => set({ consent: decide(choicesFor('dismissed'), 'dismissed'), preferencesOpen: false }),
  saveChoices: (choices) => set({ consent: decide(choices, 'custom'), preferencesOpen: false }),
  reset: () => {
    const storage = safeStorage();
    if (storage) clearConsent(storage);
    applyConsentEffects(NO_OPTIONAL_CONSENT);
    set({ consent: null, preferencesOpen: false });
  },
  openPreferences: () => set({ preferencesOpen: true }),
  closePreferences: () => set({ preferencesOpen: false }),
}));

/** Re-reads the stored decision (start-up already does it; tests and other tabs call this). */
export function reloadCookieConsent(now = new Date()): void {
  const consent = loadConsent(now);
  useCookieConsentStore.setState({ consent, preferencesOpen: false });
  applyConsentEffects(choicesOf(consent));
}

/** For the footer's 'Gestisci Cookie' button and the cookie policy page. */
export function openCookiePreferences(): void {
  useCookieConsentStore.getState().openPreferences();
}
