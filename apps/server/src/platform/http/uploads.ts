import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';
import { isSafeText } from './input-guard';

export const UPLOAD_MESSAGES = {
  notMultipart: 'Invia il file come multipart/form-data',
  malformed: 'Caricamento non valido: il contenuto inviato è incompleto o malformato',
  badFileName: 'Il nome del file contiene caratteri non consentiti',
} as const;

const TOO_LARGE_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

export interface Upload {
  data: Buffer;
  filename: string;
  /** Whether the file was cut at the size limit. */
  truncated: boolean;
}

/**
 * The one uploaded file of a multipart request, read into memory up to `maxBytes`. Every failure of the
 * multipart parser becomes an Italian envelope (docs/security.md, "Input limits"): not multipart → 415, over a
 * limit → 413, a truncated or malformed body → 400; a file name with NUL or a lone surrogate → 400.
 * Null when the request holds no file.
 */
export async function readSingleUpload(
  request: FastifyRequest,
  options: { maxBytes: number; tooLarge: string },
): Promise<Upload | null> {
  const mapError = (error: unknown): never => {
    const code = (error as { code?: string }).code ?? '';
    if (error instanceof AppError) throw error;
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notMultipart);
    }
    if (TOO_LARGE_CODES.has(code) || code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', options.tooLarge);
    }
    throw badRequest(UPLOAD_MESSAGES.malformed, { file: [UPLOAD_MESSAGES.malformed] });
  };
  const part = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } }).catch(mapError);
  if (!part) return null;
  if (!isSafeText(part.filename ?? '') || !isSafeText(part.fieldname)) {
    part.file.resume();
    throw badRequest(UPLOAD_MESSAGES.badFileName, { file: [UPLOAD_MESSAGES.badFileName] });
  }
  const data = await part.toBuffer().catch(mapError);
  return { data, filename: part.filename ?? '', truncated: part.file.truncated };
}
