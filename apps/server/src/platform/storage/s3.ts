import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { spoolToTempFile } from './hashing';
import {
  type BlobInfo,
  type ByteRange,
  blobPath,
  checkedKey,
  type FileStorage,
  isBlobKey,
  type StoredBlob,
} from './storage';

export interface S3Options {
  bucket: string;
  /** Objects go under this prefix ('' for the bucket's root), e.g. 'portale/'. */
  prefix: string;
  endpoint: string | null;
  region: string;
  forcePathStyle: boolean;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Where uploads are spooled while they are hashed. */
  tempDir?: string;
}

const PART_SIZE = 8 * 1024 * 1024;

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Blobs as objects of an S3-compatible bucket (AWS, MinIO, Garage, …) at `<prefix>ab/cd/<sha256>`. An upload is
 * spooled to a local temporary file while it is hashed, then sent under its hash unless that object exists.
 */
export class S3Storage implements FileStorage {
  readonly driver = 's3';
  private readonly client: S3Client;

  constructor(private readonly options: S3Options) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint ?? undefined,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // Checksums only where S3 requires them: many S3-compatible servers do not understand the newer trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    return `${this.options.prefix}${blobPath(checkedKey(key))}`;
  }

  async put(source: Readable): Promise<StoredBlob> {
    const temp = await spoolToTempFile(source, this.options.tempDir ?? join(tmpdir(), 'portale-uploads'));
    try {
      if (!(await this.exists(temp.key))) {
        const upload = new Upload({
          client: this.client,
          params: { Bucket: this.options.bucket, Key: this.objectKey(temp.key), Body: createReadStream(temp.path) },
          partSize: PART_SIZE,
          queueSize: 1,
        });
        await upload.done();
      }
    } finally {
      await rm(temp.path, { force: true });
    }
    return { key: temp.key, size: temp.size };
  }

  async open(key: string, range?: ByteRange): Promise<Readable | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.options.bucket,
          Key: this.objectKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return answer.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<BlobInfo | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
      );
      return { key, size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
  }

  async *list(): AsyncIterable<BlobInfo> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: this.options.prefix,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.split('/').pop() ?? '';
        if (object.Key === `${this.options.prefix}${blobPath(key)}` && isBlobKey(key)) {
          yield { key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close(): void {
    this.client.destroy();
  }
}
