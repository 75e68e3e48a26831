import { COOKIE_CONSENT_DATE_STORAGE_KEY, COOKIE_CONSENT_STORAGE_KEY } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  buildConsent,
  choicesFor,
  clearConsent,
  cookieDomainsFor,
  cookieNamesOf,
  cookiesToClear,
  googleConsentSignals,
  isConsentExpired,
  NO_OPTIONAL_CONSENT,
  readConsent,
  storageKeysToClear,
  writeConsent,
} from './consent-logic';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const DECIDED = new Date('2026-03-15T10:00:00.000Z');

describe('consent choices', () => {
  it('accept all grants every optional category; necessary only and the X grant none', () => {
    expect(choicesFor('accept_all')).toEqual({ preferences: true, analytics: true, marketing: true });
    expect(choicesFor('necessary_only')).toEqual(NO_OPTIONAL_CONSENT);
    expect(choicesFor('dismissed')).toEqual(NO_OPTIONAL_CONSENT);
  });

  it('builds the stored state with necessary always true and the decision date', () => {
    expect(buildConsent({ preferences: true, analytics: false, marketing: false }, DECIDED)).toEqual({
      necessary: true,
      preferences: true,
      analytics: false,
      marketing: false,
      consentGiven: true,
      consentDate: '2026-03-15T10:00:00.000Z',
    });
  });
});

describe('consent expiry (12 months)', () => {
  it('is valid the day before the anniversary and expired on it', () => {
    expect(isConsentExpired(DECIDED, new Date('2027-03-15T09:59:59.999Z'))).toBe(false);
    expect(isConsentExpired(DECIDED, new Date('2027-03-15T10:00:00.000Z'))).toBe(true);
    expect(isConsentExpired(DECIDED, new Date('2027-04-15T10:00:00.000Z'))).toBe(true);
  });

  it('adds calendar months, clamping to the end of a shorter month', () => {
    expect(addMonths(new Date('2028-02-29T08:00:00Z'), 12).toISOString()).toBe('2029-02-28T08:00:00.000Z');
    expect(addMonths(new Date('2026-01-31T08:00:00Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
  });
});

describe('stored consent', () => {
  it('writes both keys and reads the decision back while valid', () => {
    const storage = memoryStorage();
    const consent = buildConsent(choicesFor('accept_all'), DECIDED);
    writeConsent(storage, consent);
    expect(JSON.parse(storage.data.get(COOKIE_CONSENT_STORAGE_KEY)!)).toEqual(consent);
    expect(storage.data.get(COOKIE_CONSENT_DATE_STORAGE_KEY)).toBe(consent.consentDate);
    expect(readConsent(storage, new Date('2026-09-01T00:00:00Z'))).toEqual(consent);
  });

  it('treats an expired, malformed or missing decision as no decision', () => {
    const storage = memoryStorage();
    writeConsent(storage, buildConsent(choicesFor('accept_all'), DECIDED));
    expect(readConsent(storage, new Date('2027-04-16T00:00:00Z'))).toBeNull();
    expect(readConsent(memoryStorage(), DECIDED)).toBeNull();
    expect(readConsent(memoryStorage({ [COOKIE_CONSENT_STORAGE_KEY]: '{non json' }), DECIDED)).toBeNull();
    const notNecessary = JSON.stringify({ ...buildConsent(NO_OPTIONAL_CONSENT, DECIDED), necessary: false });
    expect(readConsent(memoryStorage({ [COOKIE_CONSENT_STORAGE_KEY]: notNecessary }), DECIDED)).toBeNull();
  });

  it('uses the separate date key to decide expiry', () => {
    const storage = memoryStorage();
    writeConsent(storage, buildConsent(choicesFor('accept_all'), DECIDED));
    storage.setItem(COOKIE_CONSENT_DATE_STORAGE_KEY, '2025-01-01T00:00:00.000Z');
    expect(readConsent(storage, new Date('2026-03-16T00:00:00Z'))).toBeNull();
  });

  it('reset clears both keys', () => {
    const storage = memoryStorage();
    writeConsent(storage, buildConsent(choicesFor('accept_all'), DECIDED));
    clearConsent(storage);
    expect([...storage.data.keys()]).toEqual([]);
  });
});

describe('clearing what a declined category stored', () => {
  const names = ['portale_sid', '__Host-portale_sid', 'cookie-consent', '_ga', '_ga_ABC123', '_gid', '_fbp', 'lingua'];

  it('declining everything clears every non-necessary cookie, never the session or consent ones', () => {
    expect(cookiesToClear(names, NO_OPTIONAL_CONSENT)).toEqual(['_ga', '_ga_ABC123', '_gid', '_fbp', 'lingua']);
  });

  it('keeps the cookies of accepted categories', () => {
    expect(cookiesToClear(names, { preferences: false, analytics: true, marketing: false })).toEqual([
      '_fbp',
      'lingua',
    ]);
    expect(cookiesToClear(names, choicesFor('accept_all'))).toEqual([]);
  });

  it('removes only registered non-necessary storage keys, never user or consent keys', () => {
    expect(storageKeysToClear(NO_OPTIONAL_CONSENT)).toEqual([]);
    const registry = { user: 'necessary', 'cookie-consent': 'necessary', 'ultimi-filtri': 'preferences' } as const;
    expect(storageKeysToClear(NO_OPTIONAL_CONSENT, registry)).toEqual(['ultimi-filtri']);
    expect(storageKeysToClear(choicesFor('accept_all'), registry)).toEqual([]);
  });

  it('parses cookie names and the domains a script may have used', () => {
    expect(cookieNamesOf('_ga=GA1.1; lingua=it;  tema=scuro')).toEqual(['_ga', 'lingua', 'tema']);
    expect(cookieNamesOf('')).toEqual([]);
    expect(cookieDomainsFor('www.demo.example.it')).toEqual(['www.demo.example.it', 'demo.example.it', 'example.it']);
    expect(cookieDomainsFor('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(cookieDomainsFor('localhost')).toEqual(['localhost']);
  });
});

describe('Google consent mode signals', () => {
  it('maps analytics, marketing and preferences to the six consent types', () => {
    expect(googleConsentSignals({ preferences: true, analytics: false, marketing: true })).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      functionality_storage: 'granted',
      personalization_storage: 'granted',
    });
  });
});
