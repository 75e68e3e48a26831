import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';

// A built SPA as scripts/precompress leaves it: each text file with its .br and .gz copies.
const webDist = mkdtempSync(join(tmpdir(), 'portale-web-'));
const INDEX_HTML = `<!doctype html><html lang="it"><head><title>Portale</title></head><body>${'<p>Portale aziendale</p>'.repeat(120)}<script type="module" src="/assets/index-abc123.js"></script></body></html>`;
const SCRIPT = `export const messaggi = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `Messaggio ${i}`))};`;
function writeWithCopies(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}
mkdirSync(join(webDist, 'assets'));
writeWithCopies(join(webDist, 'index.html'), INDEX_HTML);
writeWithCopies(join(webDist, 'assets', 'index-abc123.js'), SCRIPT);

let t: TestApp;
let admin: LoggedIn;
beforeAll(async () => {
  t = await createTestApp({ webDistDir: webDist });
  await t.app.ready();
  admin = await login(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe('API responses', () => {
  const url = '/api/admin/permissions';

  it('compresses a JSON answer over 1 kB with Brotli or gzip as the client accepts, decoding to the same JSON', async () => {
    const plain = await as(t.app, admin, { url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await as(t.app, admin, { url, headers: { 'accept-encoding': accept } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decode(encoding, response.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('leaves a small answer uncompressed', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().data.status).toBe('ok');
  });

  it('never compresses an XLSX download, which is a zip already', async () => {
    const response = await as(t.app, admin, {
      url: '/api/personnel/employees/export?format=xlsx',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('still sends a CSV export, compressed when big enough, that decodes to the same file', async () => {
    const plain = await as(t.app, admin, { url: '/api/personnel/employees/export?format=csv' });
    const compressed = await as(t.app, admin, {
      url: '/api/personnel/employees/export?format=csv',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-disposition']).toBe(plain.headers['content-disposition']);
    const encoding = compressed.headers['content-encoding'] as string | undefined;
    expect(decode(encoding, compressed.rawPayload).toString()).toBe(plain.body);
  });
});

describe('the event stream', () => {
  it('is never compressed and still streams its first events', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { headers, firstEvents } = await new Promise<{ headers: Record<string, unknown>; firstEvents: string }>(
      (resolve, reject) => {
        const req = httpRequest(
          {
            port,
            host: '127.0.0.1',
            path: '/api/events/stream',
            headers: { cookie: admin.cookie, 'accept-encoding': 'br, gzip' },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              text += chunk;
              // Readable text as it arrives: the stream is not held back by an encoder.
              if (text.includes('event: unread_count')) {
                resolve({ headers: res.headers, firstEvents: text });
                req.destroy();
              }
            });
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    expect(headers['content-type']).toContain('text/event-stream');
    expect(headers['content-encoding']).toBeUndefined();
    expect(firstEvents).toContain('retry: 3000');
    expect(firstEvents).toMatch(/event: unread_count\ndata: \{"unread_count":\d+\}/);
  });
});

describe('the built SPA', () => {
  it('serves an asset precompressed per Accept-Encoding, with Vary', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
  });

  it('serves index.html precompressed at / and at the SPA routes', async () => {
    for (const url of ['/', '/app/dashboard', '/chi-siamo']) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(String(response.headers.vary), url).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
  });

  it('gives a client without Accept-Encoding the plain file', async () => {
    for (const url of ['/', '/app/dashboard', '/assets/index-abc123.js']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBeUndefined();
      expect(response.body, url).toBe(url.endsWith('.js') ? SCRIPT : INDEX_HTML);
    }
  });
});
