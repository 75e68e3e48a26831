import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '@/platform/storage/file-names';
import { isInlineSafe } from '@/platform/storage/file-types';
import type { FileRow } from '@/platform/storage/files';
import { type ByteRange, type FileStorage, isBlobKey } from '@/platform/storage/storage';
import { AppError, notFound } from './errors';

/** What a browser may render from our origin; markup and anything unknown is a download of opaque bytes. */
function servedType(mime: string): string {
  if (isInlineSafe(mime)) return mime;
  if (mime === 'text/plain' || mime === 'text/csv' || mime === 'text/markdown') return `${mime}; charset=utf-8`;
  if (mime.startsWith('application/vnd.') || mime === 'application/zip' || mime === 'application/x-cfb') return mime;
  return 'application/octet-stream';
}

/** A single `bytes=a-b`, `bytes=a-` or `bytes=-n` range; null to send the whole file, 'invalid' for a 416. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges (multipart/byteranges) are not worth it: the whole file is a valid answer to them.
  if (!match) return header.includes(',') ? null : 'invalid';
  const [, from, to] = match;
  if (from === '' && to === '') return 'invalid';
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

/**
 * Streams a stored file (docs/storage.md): its detected type, its length, its original name in
 * `Content-Disposition` (RFC 5987) and `nosniff`. Only rasters and PDF may be shown `inline`; SVG, HTML, XML and
 * anything else is always an `attachment` of a type no browser runs. Honours one byte range.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  file: FileRow,
  options: { disposition?: 'inline' | 'attachment'; notFoundMessage?: string } = {},
): Promise<FastifyReply> {
  const missing = () => notFound(options.notFoundMessage ?? 'File non trovato');
  if (!isBlobKey(file.storage_key)) throw missing();
  const inline = (options.disposition ?? 'inline') === 'inline' && isInlineSafe(file.mime_type);
  const range = parseRange(request.headers.range, file.size_bytes);
  if (range === 'invalid') {
    throw new AppError(416, 'BAD_REQUEST', 'Intervallo di byte non valido', undefined, {
      'content-range': `bytes */${file.size_bytes}`,
    });
  }
  const stream = await storage.open(file.storage_key, range ?? undefined);
  if (!stream) throw missing();
  reply
    .type(servedType(file.mime_type))
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.original_name))
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes')
    .header('etag', `"${file.storage_key}"`);
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size_bytes}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', file.size_bytes);
  }
  return reply.send(stream);
}
