import { describe, expect, it } from 'vitest';
import { parseCookieConsentState } from './cookie-consent';

const STORED = {
  necessary: true,
  preferences: false,
  analytics: true,
  marketing: false,
  consentGiven: true,
  consentDate: '2026-11-24T10:00:00.000Z',
};

describe('parseCookieConsentState', () => {
  it('keeps a stored consent, without fields it does not know', () => {
    expect(parseCookieConsentState({ ...STORED, extra: 'x' })).toEqual(STORED);
  });

  it('rejects anything else', () => {
    expect(parseCookieConsentState(null)).toBeNull();
    expect(parseCookieConsentState('consenso')).toBeNull();
    expect(parseCookieConsentState({ ...STORED, necessary: false })).toBeNull();
    expect(parseCookieConsentState({ ...STORED, analytics: 'true' })).toBeNull();
    expect(parseCookieConsentState({ ...STORED, consentDate: 1 })).toBeNull();
    const { marketing: _marketing, ...missing } = STORED;
    expect(parseCookieConsentState(missing)).toBeNull();
  });
});
