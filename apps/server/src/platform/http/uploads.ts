import { finished, Transform, type TransformCallback } from 'node:stream';
import { formatFileSize } from '@portale/shared';
import type { FastifyRequest } from 'fastify';
import { sanitizeFileName } from '@/platform/storage/file-names';
import { type FileKind, judgeType, SNIFF_BYTES, type TypeVerdict } from '@/platform/storage/file-types';
import type { ReceivedFile } from '@/platform/storage/files';
import type { FileStorage } from '@/platform/storage/storage';
import { AppError, badRequest } from './errors';
import { isSafeText } from './input-guard';

export const UPLOAD_MESSAGES = {
  notMultipart: 'Invia il file come multipart/form-data',
  malformed: 'Caricamento non valido: il contenuto inviato è incompleto o malformato',
  badFileName: 'Il nome del file contiene caratteri non consentiti',
  emptyName: 'Il file deve avere un nome.',
  noFile: 'Nessun file ricevuto: scegli un file da caricare.',
  emptyFile: 'Il file è vuoto.',
  wrongType: 'Tipo di file non consentito: il contenuto non corrisponde a un formato accettato.',
  executable: 'Tipo di file non consentito: i programmi eseguibili non si possono caricare.',
  tooLarge: (maxBytes: number) => `Il file è troppo grande. Massimo ${formatFileSize(maxBytes)}.`,
} as const;

const TOO_LARGE_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

export interface UploadOptions {
  maxBytes: number;
  /** The kinds of file the route accepts (avatars: images only). */
  kinds: readonly FileKind[];
  /** Module wording instead of the generic one (e.g. "Il logo è troppo grande. Massimo 2 MB."). */
  messages?: Partial<{ tooLarge: string; wrongType: string; noFile: string }>;
}

/** A stored upload and the text fields of its form (each name with its values, in order). */
export type ReceivedUpload = ReceivedFile & { fields: Record<string, string[]> };

/**
 * The text fields of the multipart form seen so far. Only those sent before the file part are certain to be
 * there (browsers send a FormData's entries in the order they were appended): send them first.
 */
function textFields(fields: Record<string, unknown>): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [name, entry] of Object.entries(fields)) {
    const values = (Array.isArray(entry) ? entry : [entry]) as { type?: string; value?: unknown }[];
    const texts = values.filter((v) => v?.type === 'field' && typeof v.value === 'string').map((v) => String(v.value));
    if (texts.length > 0) result[name] = texts;
  }
  return result;
}

const tooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);
const unsupported = (message: string) => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message, { file: [message] });

/**
 * Counts the bytes flowing through and fails past the limit; holds back the first `SNIFF_BYTES` until the type is
 * judged, so a refused file fails before any of it reaches the storage's temporary file.
 */
class UploadGate extends Transform {
  private head: Buffer[] = [];
  private headBytes = 0;
  private judged = false;
  size = 0;
  verdict: TypeVerdict | null = null;

  constructor(
    private readonly maxBytes: number,
    private readonly judge: (head: Buffer) => TypeVerdict,
    private readonly fail: (verdict: TypeVerdict) => Error | null,
    private readonly tooLargeError: () => Error,
  ) {
    super();
  }

  private release(): Error | null {
    this.judged = true;
    const head = Buffer.concat(this.head);
    this.head = [];
    this.verdict = this.judge(head);
    const error = this.fail(this.verdict);
    if (!error) this.push(head);
    return error;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      done(this.tooLargeError());
    } else if (this.judged) {
      done(null, chunk);
    } else {
      this.head.push(chunk);
      this.headBytes += chunk.length;
      done(this.headBytes >= SNIFF_BYTES ? this.release() : null);
    }
  }

  override _flush(done: TransformCallback): void {
    if (this.size === 0) done(badRequest(UPLOAD_MESSAGES.emptyFile, { file: [UPLOAD_MESSAGES.emptyFile] }));
    else done(this.judged ? null : this.release());
  }
}

function mapMultipartError(error: unknown, tooLargeMessage: string): never {
  if (error instanceof AppError) throw error;
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notMultipart);
  }
  if (TOO_LARGE_CODES.has(code) || code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge(tooLargeMessage);
  throw badRequest(UPLOAD_MESSAGES.malformed, { file: [UPLOAD_MESSAGES.malformed] });
}

/**
 * Streams the one file of a multipart request into the storage (docs/storage.md): never whole in memory, refused
 * while streaming past `maxBytes` (413), when empty (400) or when its bytes are not an allowed kind or contradict
 * its name (415) — and then nothing is left in the storage. Answers the stored blob with its sanitised name and
 * detected type and the form's text fields; the route records it with `recordFile` in its own transaction.
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: FileStorage,
  options: UploadOptions,
): Promise<ReceivedUpload> {
  const tooLargeMessage = options.messages?.tooLarge ?? UPLOAD_MESSAGES.tooLarge(options.maxBytes);
  const noFile = options.messages?.noFile ?? UPLOAD_MESSAGES.noFile;
  // One byte over the limit reaches the gate, which answers 413 with our message.
  const part = await request
    .file({ limits: { fileSize: options.maxBytes + 1, files: 1 } })
    .catch((error: unknown) => mapMultipartError(error, tooLargeMessage));
  if (!part) throw badRequest(noFile, { file: [noFile] });
  if (!isSafeText(part.filename ?? '') || !isSafeText(part.fieldname)) {
    part.file.resume();
    throw badRequest(UPLOAD_MESSAGES.badFileName, { file: [UPLOAD_MESSAGES.badFileName] });
  }
  const name = sanitizeFileName(part.filename ?? '');
  if (!name) {
    part.file.resume();
    throw badRequest(UPLOAD_MESSAGES.emptyName, { file: [UPLOAD_MESSAGES.emptyName] });
  }
  const gate = new UploadGate(
    options.maxBytes,
    (head) => judgeType(head, name, options.kinds),
    (verdict) => {
      if (verdict.ok) return null;
      if (verdict.reason === 'executable') return unsupported(UPLOAD_MESSAGES.executable);
      return unsupported(options.messages?.wrongType ?? UPLOAD_MESSAGES.wrongType);
    },
    () => tooLarge(tooLargeMessage),
  );
  // pipe() forwards neither errors nor a close before the end: a client gone or a body cut mid-upload must fail the
  // gate too, or the store would wait forever.
  finished(part.file, (error) => {
    if (error) gate.destroy(error);
  });
  // Bytes flow (and the gate may fail) before the storage's pipeline listens: it finds the error on the stream.
  gate.on('error', () => undefined);
  const blob = await storage.put(part.file.pipe(gate)).catch((error: unknown) => {
    part.file.resume();
    return mapMultipartError(error, tooLargeMessage);
  });
  const verdict = gate.verdict;
  if (!verdict?.ok) throw new Error('upload stored without a type verdict');
  return {
    key: blob.key,
    size: blob.size,
    name,
    mime: verdict.type.mime,
    fields: textFields((part.fields ?? {}) as Record<string, unknown>),
  };
}
