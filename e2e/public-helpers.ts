// Callbacks passed to page.evaluate/addInitScript run in the browser, so they use the DOM types.
/// <reference lib="dom" />
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

/** A decision already taken, so the banner does not cover the page under test. */
export async function seedCookieConsent(target: BrowserContext | Page, decidedAt = new Date()) {
  await target.addInitScript((iso) => {
    if (localStorage.getItem('cookie-consent')) return;
    const consent = { necessary: true, preferences: false, analytics: false, marketing: false, consentGiven: true };
    localStorage.setItem('cookie-consent', JSON.stringify({ ...consent, consentDate: iso }));
    localStorage.setItem('cookie-consent-date', iso);
  }, decidedAt.toISOString());
}

/** Logs in through the API (a request context of its own) and returns the CSRF token for later calls. */
export async function apiLogin(request: APIRequestContext, username = 'admin'): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { username, password: DEMO_PASSWORD } });
  if (!response.ok()) throw new Error(`login ${username}: ${response.status()} ${await response.text()}`);
  return (await response.json()).data.csrf_token as string;
}

export async function setPublicSiteMode(
  request: APIRequestContext,
  csrf: string,
  mode: 'full' | 'minimal' | 'disabled',
) {
  const response = await request.put('/api/admin/config', {
    headers: { 'X-CSRF-Token': csrf },
    data: { public_site: { mode } },
  });
  if (!response.ok()) throw new Error(`config: ${response.status()} ${await response.text()}`);
}
