import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';

// A built SPA's index.html: the server puts the home page's first screen before the root element.
const webDist = mkdtempSync(join(tmpdir(), 'portale-web-'));
const INDEX_HTML =
  '<!doctype html><html lang="it"><head><title>Portale</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';
writeFileSync(join(webDist, 'index.html'), INDEX_HTML);

let t: TestApp;
let admin: LoggedIn;
beforeAll(async () => {
  t = await createTestApp({ webDistDir: webDist });
  admin = await login(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const saveConfig = async (payload: Record<string, unknown>) => {
  const response = await as(t.app, admin, { method: 'PUT', url: '/api/admin/config', payload });
  expect(response.statusCode, response.body).toBe(200);
};
const hero = (title: string) => ({ title, subtitle: 'Da Milano.', cta_label: 'Scrivici', cta_page: 'contact' });

describe('GET / with the home page first screen', () => {
  it("carries the tenant's hero and company name before the root element, revalidated with an ETag", async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('Il vostro partner per la trasformazione digitale</h1>');
    expect(html).toContain('<title>Demo S.r.l.</title>');
    expect(html).toMatch(/<div id="first-screen"[^>]*>.*<\/div><div id="root"><\/div>/);
    expect(html).toContain('<script type="module" src="/assets/index-abc123.js"></script>');

    const etag = response.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ url: '/', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('escapes what the administrator wrote: a title with markup stays text', async () => {
    await saveConfig({ content: { hero: hero('<script>alert("x")</script> & <b>Soci</b>') } });
    const html = (await t.app.inject({ url: '/' })).body;
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;Soci&lt;/b&gt;</h1>');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>Soci');
    // The call to action leads to the page the administrator chose.
    expect(html).toMatch(/<a href="\/contact"[^>]*>Scrivici<svg/);
  });

  it('escapes the values of the card beside the hero too', async () => {
    const current = (await as(t.app, admin, { url: '/api/admin/config' })).json().data;
    const values = [{ title: '<img src=x onerror=alert(1)>', description: 'Qualità "vera"' }];
    await saveConfig({ content: { about: { ...current.content.about, values } } });
    const html = (await t.app.inject({ url: '/' })).body;
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(html).toContain('Qualità &quot;vera&quot;</p>');
    expect(html).not.toContain('<img src=x');
  });

  it('changes its ETag when the content changes', async () => {
    await saveConfig({ content: { hero: hero('Primo titolo') } });
    const first = await t.app.inject({ url: '/' });
    await saveConfig({ content: { hero: hero('Secondo titolo') } });
    const second = await t.app.inject({ url: '/', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('Secondo titolo</h1>');
  });

  it('is compressed on the fly for a client that accepts it', async () => {
    const response = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('Secondo titolo</h1>');
  });

  it('leaves the page to the app when the public site is disabled', async () => {
    const current = (await as(t.app, admin, { url: '/api/admin/config' })).json().data;
    await saveConfig({ public_site: { ...current.public_site, mode: 'disabled' } });
    const html = (await t.app.inject({ url: '/' })).body;
    expect(html).toBe(INDEX_HTML);
  });
});
