import type { ApiErrorCode, FieldErrors } from '@portale/shared';

/** Codes the server sends, plus the ones only the client can observe. */
export type ClientErrorCode = ApiErrorCode | 'NETWORK' | 'INVALID_RESPONSE';

export const NETWORK_ERROR_MESSAGE = 'Impossibile contattare il server. Verifica la connessione.';
export const INVALID_RESPONSE_MESSAGE = 'Risposta del server non valida. Riprova più tardi.';

export interface ApiErrorInit {
  status: number;
  code: ClientErrorCode;
  message: string;
  fieldErrors?: FieldErrors;
  retryAfter?: number | null;
  requestId?: string | null;
  /** The browser's own text (e.g. 'Failed to fetch'), kept for routing to /error/network (spec §8). */
  originalMessage?: string | null;
  cause?: unknown;
}

/** A failed API call: the Italian `message` is shown to users as is. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ClientErrorCode;
  readonly fieldErrors: FieldErrors;
  /** Seconds to wait before retrying (429 Retry-After), when the server says so. */
  readonly retryAfter: number | null;
  readonly requestId: string | null;
  readonly originalMessage: string | null;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.retryAfter = init.retryAfter ?? null;
    this.requestId = init.requestId ?? null;
    this.originalMessage = init.originalMessage ?? null;
  }

  get isNetworkError(): boolean {
    return this.code === 'NETWORK';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Retry-After is either delta-seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

export const UNEXPECTED_ERROR_MESSAGE = 'Si è verificato un errore imprevisto. Riprova.';

/** What to tell the user about a failure: the server's Italian message, or a generic one. */
export function errorMessage(error: unknown, fallback: string = UNEXPECTED_ERROR_MESSAGE): string {
  return isApiError(error) ? error.message : fallback;
}
