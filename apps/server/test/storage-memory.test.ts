import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type LoggedIn, login, type TestApp } from './helpers';
import { filesOnDisk, PDF, registerTestUploadRoute, TEST_UPLOAD_URL } from './storage-setup';

const SIZE = 50 * 1024 * 1024;
/** One filler chunk written again and again: the client side allocates nothing per chunk. */
const FILLER = Buffer.alloc(64 * 1024, 0x20);

let t: TestApp;
let employee: LoggedIn;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  registerTestUploadRoute(t.app);
  employee = await login(t.app, 'dipendente');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/**
 * Sends a multipart upload of `size` bytes (a PDF head, then filler) written 64 KB at a time, over a real socket.
 * Answers the status and body.
 */
function streamUpload(size: number): Promise<{ status: number; body: string }> {
  const boundary = '----portale-memoria';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="grande.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = request(`${base}${TEST_UPLOAD_URL}?kinds=pdf`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + size + tail.length,
        cookie: employee.cookie,
        'x-csrf-token': employee.csrf,
        origin: base,
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.write(head);
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const chunk = sent === 0 ? PDF : FILLER;
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}

// The memory bound (RSS growth under 30 MB) is a benchmark, `BENCH_SUITES=upload-memory npm run bench`
// (bench/upload-memory.ts): RSS moves with whatever else a loaded machine does, so a test would flake.
describe('streaming upload', () => {
  it('stores a 50 MB upload streamed over a socket intact', async () => {
    const response = await streamUpload(SIZE);
    expect(response.status, response.body).toBe(200);
    expect(JSON.parse(response.body).data.size).toBe(SIZE);
    expect(filesOnDisk(t.app.serverConfig.filesDir)).toHaveLength(1);
  });
});
