import type { ServerConfig } from '@/platform/config';
import { LocalDiskStorage } from './local-disk';
import { type S3Options, S3Storage } from './s3';
import type { FileStorage } from './storage';

/**
 * `STORAGE_URL=s3://bucket[/prefix]?endpoint=http://127.0.0.1:9000&region=eu-south-1&forcePathStyle=true`.
 * Credentials come from `S3_ACCESS_KEY_ID` / `S3_SECRET_ACCESS_KEY` (or the SDK's usual sources), never from the URL.
 * The error messages never repeat the URL.
 */
export function parseStorageUrl(
  url: string,
  credentials: { accessKeyId: string | null; secretAccessKey: string | null },
): S3Options {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('STORAGE_URL non valido: usa s3://bucket?endpoint=…');
  }
  if (parsed.protocol !== 's3:') throw new Error('STORAGE_URL non valido: è supportato solo s3://bucket?endpoint=…');
  if (parsed.username || parsed.password) {
    throw new Error('STORAGE_URL non deve contenere credenziali: usa S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY');
  }
  if (!parsed.hostname) throw new Error('STORAGE_URL non valido: manca il nome del bucket');
  const prefix = decodeURIComponent(parsed.pathname).replace(/^\/+|\/+$/g, '');
  const endpoint = parsed.searchParams.get('endpoint');
  return {
    bucket: parsed.hostname,
    prefix: prefix ? `${prefix}/` : '',
    endpoint: endpoint || null,
    region: parsed.searchParams.get('region') || 'us-east-1',
    // Self-hosted servers (MinIO, Garage) usually need path-style addressing: the default when an endpoint is given.
    forcePathStyle: (parsed.searchParams.get('forcePathStyle') ?? String(Boolean(endpoint))) === 'true',
    ...credentials,
  };
}

/** The storage the configuration names: S3 with `STORAGE_URL`, else the local disk under `FILES_DIR`. */
export function createStorage(config: ServerConfig): FileStorage {
  if (!config.storageUrl) return new LocalDiskStorage(config.filesDir);
  return new S3Storage(parseStorageUrl(config.storageUrl, config.s3Credentials));
}

/** What the start-up log may say about the storage: the driver and bucket, never a URL or a key. */
export function describeStorage(config: ServerConfig): string {
  if (!config.storageUrl) return `disco locale (${config.filesDir})`;
  const options = parseStorageUrl(config.storageUrl, { accessKeyId: null, secretAccessKey: null });
  return `S3, bucket ${options.bucket}${options.prefix ? `/${options.prefix}` : ''}`;
}
