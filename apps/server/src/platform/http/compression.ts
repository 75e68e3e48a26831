import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Text types worth compressing on the fly. Not `text/event-stream` (a compressing proxy or encoder buffers
 * events, and the stream must flush each one), not `application/octet-stream` (file downloads), nor images,
 * zip or xlsx, which are compressed already.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|^application\/javascript|^image\/svg\+xml/;

/**
 * On-the-fly Brotli or gzip (per Accept-Encoding) for the routes registered after this call: the API. The built
 * SPA is compressed once at build time and served precompressed by @fastify/static (docs/operations.md).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
    // Quality 4 of 11: most of the gain for a fraction of the CPU of the default, on every dynamic answer.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Compressed request bodies are not part of the API: leave them to the body parser, which refuses them.
    globalDecompression: false,
  });
}
