// Upload memory (docs/benchmarks.md): a 50 MB file streamed to the server over a real socket, 64 KB at a time,
// must reach storage without the server holding it in memory: the process's RSS may grow less than 30 MB. A
// benchmark rather than a test, because RSS moves with whatever else a loaded machine does.

import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { requireActor } from '../apps/server/src/platform/access/access';
import { createSession, SESSION_COOKIE } from '../apps/server/src/platform/auth/sessions';
import { users } from '../apps/server/src/platform/auth/tables';
import { loadConfig } from '../apps/server/src/platform/config';
import type { Database } from '../apps/server/src/platform/db/database';
import { migrate } from '../apps/server/src/platform/db/migrate';
import { MIGRATIONS_DIR } from '../apps/server/src/platform/db/migrations-dir';
import { ok } from '../apps/server/src/platform/http/envelope';
import { receiveUpload } from '../apps/server/src/platform/http/uploads';
import { recordFile } from '../apps/server/src/platform/storage/files';
import { seed } from '../apps/server/src/seed/seed';
import { onEmbedded, onServer, type Result } from './common';

const SIZE = 50 * 1024 * 1024;
const LIMIT_MB = 30;
const URL_PATH = '/api/bench-uploads';
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')]);
/** One filler chunk written again and again: the client side allocates nothing per chunk. */
const FILLER = Buffer.alloc(64 * 1024, 0x20);

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

interface Session {
  base: string;
  cookie: string;
  csrf: string;
}

/** A multipart upload of `size` bytes (a PDF head, then filler) written 64 KB at a time, `sample` at each chunk. */
function streamUpload(to: Session, size: number, sample: () => void): Promise<{ status: number; body: string }> {
  const boundary = '----portale-memoria';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="grande.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = request(`${to.base}${URL_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + size + tail.length,
        cookie: to.cookie,
        'x-csrf-token': to.csrf,
        origin: to.base,
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
        sample();
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}

async function measure(kind: string, database: Database): Promise<Result[]> {
  await migrate(database, MIGRATIONS_DIR);
  await seed(database.db, { demo: true, sessionIdleMinutes: 30, sessionAbsoluteHours: 12 });
  const [employee] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'dipendente'));
  const session = await createSession(database.db, {
    userId: employee!.id,
    ip: '127.0.0.1',
    userAgent: 'bench',
    absoluteHours: 12,
  });
  const filesDir = mkdtempSync(join(tmpdir(), 'portale-bench-files-'));
  const app = await buildApp({ database, config: { ...loadConfig({}), webDistDir: null, filesDir } });
  // A route as a documents module would write it, taking PDFs up to the upload limit.
  app.post(URL_PATH, { access: 'login' }, async (req) => {
    const actor = requireActor(req);
    const upload = await receiveUpload(req, app.storage, { maxBytes: SIZE * 2, kinds: ['pdf'] });
    const row = await app.db.transaction((tx) =>
      recordFile(tx, app.storage, upload, { ownerUserId: actor.userId, purpose: 'bench' }),
    );
    return ok({ size: row.size_bytes });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const to = {
      base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      cookie: `${SESSION_COOKIE}=${session.token}`,
      csrf: session.csrfToken,
    };
    global.gc?.();
    const start = process.memoryUsage();
    const baseline = start.rss;
    let peak = baseline;
    let heapPeak = start.heapTotal;
    let buffersPeak = start.arrayBuffers;
    const sample = () => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.rss);
      heapPeak = Math.max(heapPeak, now.heapTotal);
      buffersPeak = Math.max(buffersPeak, now.arrayBuffers);
    };
    const timer = setInterval(sample, 20);
    const started = performance.now();
    const response = await streamUpload(to, SIZE, sample).finally(() => clearInterval(timer));
    const seconds = (performance.now() - started) / 1000;
    const size = response.status === 200 ? (JSON.parse(response.body) as { data: { size: number } }).data.size : 0;
    const growth = (peak - baseline) / 1024 / 1024;
    console.log(
      `  upload di 50 MB: risposta ${response.status}, ${(SIZE / 1024 / 1024 / seconds).toFixed(0)} MB/s, RSS da ` +
        `${(baseline / 1024 / 1024).toFixed(0)} a ${(peak / 1024 / 1024).toFixed(0)} MB; ` +
        `heap +${mb(heapPeak - start.heapTotal)} MB, buffer +${mb(buffersPeak - start.arrayBuffers)} MB; ` +
        `carico medio ${loadavg()[0]!.toFixed(1)}`,
    );
    return [
      {
        target: `[${kind}] upload di 50 MB arrivato intero`,
        figure:
          response.status === 200 ? `${size} byte` : `risposta ${response.status}: ${response.body.slice(0, 200)}`,
        pass: response.status === 200 && size === SIZE,
      },
      {
        target: `[${kind}] upload di 50 MB: RSS cresciuto meno di ${LIMIT_MB} MB`,
        figure: `${growth.toFixed(1)} MB`,
        pass: growth < LIMIT_MB,
      },
    ];
  } finally {
    await app.close();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

/** Streaming does not depend on the database: one side is enough, embedded unless BENCH_ONLY=server. */
export function uploadMemoryBench(only = process.env.BENCH_ONLY): Promise<Result[]> {
  const title = 'Memoria degli upload';
  return only === 'server' ? onServer(title, measure) : onEmbedded(title, measure);
}
