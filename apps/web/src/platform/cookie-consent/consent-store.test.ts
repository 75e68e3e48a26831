import { COOKIE_CONSENT_DATE_STORAGE_KEY, COOKIE_CONSENT_STORAGE_KEY, COOKIE_POLICY_VERSION } from '@portale/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { buildConsent, COOKIE_CONSENT_ID_STORAGE_KEY, choicesFor } from './consent-logic';
import { reloadCookieConsent, useCookieConsentStore } from './consent-store';

const store = () => useCookieConsentStore.getState();
const stored = () => JSON.parse(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? 'null');
const postedBodies = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  localStorage.clear();
  reloadCookieConsent();
});

describe('cookie consent store', () => {
  it('starts with no decision, so the banner shows', () => {
    expect(store().consent).toBeNull();
  });

  it('accept all saves every category, records it on the server and updates Google consent', async () => {
    const fetchMock = mockFetch({ 'POST /api/consents': ok({ id: 'x' }, 201) });
    const gtag = vi.fn();
    vi.stubGlobal('gtag', gtag);
    store().acceptAll();

    expect(store().consent).toMatchObject({ necessary: true, preferences: true, analytics: true, marketing: true });
    expect(stored()).toMatchObject({ consentGiven: true, analytics: true });
    expect(localStorage.getItem(COOKIE_CONSENT_DATE_STORAGE_KEY)).toBe(store().consent?.consentDate);
    expect(gtag).toHaveBeenCalledWith('consent', 'update', expect.objectContaining({ analytics_storage: 'granted' }));

    const [body] = postedBodies(fetchMock);
    expect(body).toMatchObject({
      consent_id: localStorage.getItem(COOKIE_CONSENT_ID_STORAGE_KEY),
      preferences: true,
      analytics: true,
      marketing: true,
      method: 'accept_all',
      policy_version: COOKIE_POLICY_VERSION,
    });
    expect(body.consent_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('the X counts as necessary only and is recorded as dismissed', () => {
    const fetchMock = mockFetch({ 'POST /api/consents': ok({ id: 'x' }, 201) });
    store().dismiss();
    expect(store().consent).toMatchObject({ preferences: false, analytics: false, marketing: false });
    expect(postedBodies(fetchMock)[0].method).toBe('dismissed');
  });

  it('a custom choice saves exactly the chosen categories and closes the dialog', () => {
    mockFetch({ 'POST /api/consents': ok({ id: 'x' }, 201) });
    store().openPreferences();
    store().saveChoices({ preferences: true, analytics: false, marketing: false });
    expect(stored()).toMatchObject({ preferences: true, analytics: false, marketing: false });
    expect(store().preferencesOpen).toBe(false);
  });

  it('keeps the same anonymous consent id across decisions', () => {
    const fetchMock = mockFetch({ 'POST /api/consents': ok({ id: 'x' }, 201) });
    store().acceptAll();
    store().necessaryOnly();
    const [first, second] = postedBodies(fetchMock);
    expect(first.consent_id).toBe(second.consent_id);
  });

  it('a failing server record never blocks the decision', async () => {
    mockFetch({ 'POST /api/consents': fail(500, 'INTERNAL_ERROR', 'Errore') });
    expect(() => store().necessaryOnly()).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store().consent).toMatchObject({ consentGiven: true, analytics: false });
  });

  it('declining removes non-necessary cookies and tells gtag', () => {
    mockFetch({ 'POST /api/consents': ok({ id: 'x' }, 201) });
    const gtag = vi.fn();
    vi.stubGlobal('gtag', gtag);
    // biome-ignore lint/suspicious/noDocumentCookie: the test plants a tracker cookie to see it removed.
    document.cookie = '_ga=GA1.1.123; path=/';
    store().necessaryOnly();
    expect(document.cookie).not.toContain('_ga=');
    expect(gtag).toHaveBeenCalledWith(
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', functionality_storage: 'denied' }),
    );
  });

  it('reset clears the decision so the banner returns', () => {
    mockFetch({ 'POST /api/consents': ok({ id: 'x' }, 201) });
    store().acceptAll();
    store().reset();
    expect(store().consent).toBeNull();
    expect(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(COOKIE_CONSENT_DATE_STORAGE_KEY)).toBeNull();
  });

  it('a decision older than 12 months is dropped when read', () => {
    const old = buildConsent(choicesFor('accept_all'), new Date('2025-01-10T09:00:00Z'));
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(old));
    localStorage.setItem(COOKIE_CONSENT_DATE_STORAGE_KEY, old.consentDate);
    reloadCookieConsent(new Date('2026-02-10T09:00:00Z'));
    expect(store().consent).toBeNull();
    expect(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY)).toBeNull();

    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(old));
    localStorage.setItem(COOKIE_CONSENT_DATE_STORAGE_KEY, old.consentDate);
    reloadCookieConsent(new Date('2025-12-10T09:00:00Z'));
    expect(store().consent).toEqual(old);
  });
});
