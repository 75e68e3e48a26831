import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@/platform/db/database';

// The embedded database allows one process per data directory, so while the server runs only the server can
// copy it. `npm run backup` asks it over a local-only control channel: a route that answers only to loopback
// connections carrying the token the server wrote, readable by its user alone, into DATA_DIR at start.

export const CONTROL_FILE = 'portale-control.json';
export const CONTROL_ROUTE = '/api/internal/backup/embedded';
const TOKEN_HEADER = 'x-portale-control-token';

interface ControlFile {
  port: number;
  token: string;
  pid: number;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/** Registers the dump route of an embedded database; resolves to the token it accepts. */
export function registerBackupControl(app: FastifyInstance, database: Database): string {
  const token = randomBytes(32).toString('base64url');
  const dump = database.dumpDataDir;
  // Public as far as sessions go: the loopback address and the token are the guard. Anything else gets the
  // same 404 as an unknown address, so the route does not even show it exists.
  app.get(CONTROL_ROUTE, { access: 'public', schema: { hide: true } }, async (request, reply) => {
    const given = request.headers[TOKEN_HEADER];
    // The socket's own address, never X-Forwarded-For: a proxy in front must not make a request look local.
    if (!dump || !isLoopback(request.socket.remoteAddress) || typeof given !== 'string' || !sameToken(given, token)) {
      return reply.code(404).send({ success: false, message: 'Risorsa non trovata', code: 'NOT_FOUND' });
    }
    request.log.info('copia del database integrato per un backup');
    const blob = await dump();
    return reply
      .header('content-type', 'application/octet-stream')
      .header('cache-control', 'no-store')
      .send(Buffer.from(await blob.arrayBuffer()));
  });
  return token;
}

/** Written once the server listens: where and how the backup script reaches it. Only its user can read it. */
export function writeControlFile(dataDir: string, port: number, token: string): void {
  const content: ControlFile = { port, token, pid: process.pid };
  const path = join(dataDir, CONTROL_FILE);
  rmSync(path, { force: true });
  writeFileSync(path, JSON.stringify(content), { mode: 0o600 });
}

export function removeControlFile(dataDir: string): void {
  rmSync(join(dataDir, CONTROL_FILE), { force: true });
}

/**
 * The running server's copy of its embedded database (a gzipped tarball of the data directory), or null when
 * no server answers for this DATA_DIR (none running, or a control file left by a killed one).
 */
export async function fetchRunningDump(dataDir: string): Promise<Buffer | null> {
  let control: ControlFile;
  try {
    control = JSON.parse(readFileSync(join(dataDir, CONTROL_FILE), 'utf8')) as ControlFile;
  } catch {
    return null;
  }
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${control.port}${CONTROL_ROUTE}`, {
      headers: { [TOKEN_HEADER]: control.token },
    });
  } catch {
    return null;
  }
  if (!response.ok) return null;
  return Buffer.from(await response.arrayBuffer());
}
