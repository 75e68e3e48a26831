import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyUploadedFiles, hasUploadedFiles, restoreUploadedFiles } from '@/platform/backup/files';
import { S3Storage } from '@/platform/storage/s3';
import { blobPath } from '@/platform/storage/storage';
import { as, createTestApp, login, multipartFile, TINY_PNG } from './helpers';

// A local S3 server (s3rver, pure JavaScript) started by the test: the real SDK, the real protocol.
let server: S3rver;
let directory: string;
let endpoint: string;
beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'portale-s3-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'portale' }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

const storageIn = (prefix = 'prova/') =>
  new S3Storage({
    bucket: 'portale',
    prefix,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });

async function readAll(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error('missing blob');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `size` bytes made on demand, 64 KB at a time: the test never holds the whole file either. */
function generated(size: number): { stream: Readable; sha256: () => string } {
  const hash = createHash('sha256');
  async function* chunks() {
    for (let sent = 0; sent < size; ) {
      const chunk = Buffer.alloc(Math.min(65_536, size - sent), sent % 251);
      hash.update(chunk);
      sent += chunk.length;
      yield chunk;
    }
  }
  return { stream: Readable.from(chunks()), sha256: () => hash.digest('hex') };
}

describe('S3 storage', () => {
  it('round-trips a blob under its hash: put, stat, open (and a range), list, delete', async () => {
    const storage = storageIn('giro/');
    const data = Buffer.from('Verbale della riunione di lunedì');
    const blob = await storage.put(Readable.from([data]));
    expect(blob).toEqual({ key: createHash('sha256').update(data).digest('hex'), size: data.length });
    expect(await storage.stat(blob.key)).toMatchObject({ size: data.length });
    expect((await readAll(await storage.open(blob.key))).equals(data)).toBe(true);
    expect((await readAll(await storage.open(blob.key, { start: 0, end: 6 }))).toString()).toBe('Verbale');
    const listed = [];
    for await (const info of storage.list()) listed.push(info.key);
    expect(listed).toEqual([blob.key]);
    await storage.delete(blob.key);
    expect(await storage.exists(blob.key)).toBe(false);
    expect(await storage.open(blob.key)).toBeNull();
    storage.close();
  });

  it('stores identical bytes once', async () => {
    const storage = storageIn('dedup/');
    const first = await storage.put(Readable.from([Buffer.from('uguale')]));
    const second = await storage.put(Readable.from([Buffer.from('ugu'), Buffer.from('ale')]));
    expect(second.key).toBe(first.key);
    const listed = [];
    for await (const info of storage.list()) listed.push(info.key);
    expect(listed).toHaveLength(1);
    storage.close();
  });

  it('streams a 20 MB file in multipart parts and back', async () => {
    const storage = storageIn('grande/');
    const source = generated(20 * 1024 * 1024);
    const blob = await storage.put(source.stream);
    expect(blob).toEqual({ key: source.sha256(), size: 20 * 1024 * 1024 });
    const back = createHash('sha256');
    let size = 0;
    for await (const chunk of (await storage.open(blob.key))!) {
      back.update(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
    expect({ size, sha256: back.digest('hex') }).toEqual({ size: blob.size, sha256: blob.key });
    storage.close();
  });

  it('serves the app: STORAGE_URL picks the S3 driver for avatars', async () => {
    const t = await createTestApp({
      storageUrl: `s3://portale/app?endpoint=${encodeURIComponent(endpoint)}`,
      s3Credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    try {
      expect(t.app.storage.driver).toBe('s3');
      const employee = await login(t.app, 'dipendente');
      const upload = await as(t.app, employee, {
        method: 'POST',
        url: '/api/profile/avatar',
        ...multipartFile('file', 'foto.png', 'image/png', TINY_PNG),
      });
      expect(upload.statusCode).toBe(200);
      const served = await as(t.app, employee, { url: upload.json().data.avatar_url });
      expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('backs up its blobs into the archive layout and restores them, refusing a damaged one', async () => {
    const storage = storageIn('backup/');
    const staging = mkdtempSync(join(tmpdir(), 'portale-s3-backup-'));
    try {
      const first = await storage.put(Readable.from([Buffer.from('Contratto di assunzione')]));
      const second = await storage.put(Readable.from([Buffer.from('Cedolino di novembre')]));
      expect(await copyUploadedFiles(storage, staging)).toBe(2);
      expect(readdirSync(join(staging, first.key.slice(0, 2), first.key.slice(2, 4)))).toContain(first.key);

      // Replaces what is stored: a blob that is not in the backup goes, the backed-up ones come back.
      await storage.delete(first.key);
      const extra = await storage.put(Readable.from([Buffer.from('Non nel backup')]));
      expect(await hasUploadedFiles(storage, staging)).toBe(true);
      expect(await restoreUploadedFiles(storage, '/nonexistent', staging)).toBe(2);
      const keys = [];
      for await (const info of storage.list()) keys.push(info.key);
      expect(keys.sort()).toEqual([first.key, second.key].sort());
      expect((await readAll(await storage.open(first.key))).toString()).toBe('Contratto di assunzione');
      expect(await storage.exists(extra.key)).toBe(false);

      writeFileSync(join(staging, blobPath(second.key)), 'manomesso');
      await expect(restoreUploadedFiles(storage, '/nonexistent', staging)).rejects.toThrow(/danneggiato/);
    } finally {
      for await (const info of storage.list()) await storage.delete(info.key);
      storage.close();
      rmSync(staging, { recursive: true, force: true });
    }
  });
});
