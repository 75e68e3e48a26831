import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StoredBlob } from './storage';

/**
 * Streams `source` to a new temporary file in `dir`, hashing and counting on the way. Answers the file's path with
 * the SHA-256 key and size; on any failure the temporary file is removed and the error thrown.
 */
export async function spoolToTempFile(source: Readable, dir: string): Promise<StoredBlob & { path: string }> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${randomUUID()}.part`);
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  const sink = createWriteStream(path, { flags: 'wx' });
  try {
    await pipeline(source, tap, sink);
  } catch (error) {
    // The file is opened asynchronously: a source that failed at once (a refused type) can reject the pipeline
    // before the file exists. Wait until the stream has closed, so the removal comes after the creation.
    if (!sink.closed) await new Promise<void>((done) => sink.once('close', () => done()));
    await rm(path, { force: true });
    throw error;
  }
  return { path, key: hash.digest('hex'), size };
}
