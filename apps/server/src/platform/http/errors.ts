import type { ApiErrorCode, FieldErrors } from '@portale/shared';

/** An error the client should see: status, stable code and an Italian message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** More for `details` beside the field errors (a 409's current version of the record, for instance). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const MESSAGES = {
  invalidJson: 'JSON non valido',
  validation: 'Alcuni campi non sono validi',
  unauthenticated: 'Autenticazione richiesta',
  csrf: 'Token CSRF non valido o mancante. Ricarica la pagina e riprova.',
  crossOrigin: 'Richiesta da un’origine non consentita',
  notFound: 'Risorsa non trovata',
  tooLarge: 'Richiesta troppo grande',
  unsupportedMedia: 'Tipo di contenuto non supportato',
  uriTooLong: 'Indirizzo della richiesta troppo lungo',
  badUrl: 'Indirizzo della richiesta non valido',
  badRequest: 'Richiesta non valida',
  inUse: 'Operazione non possibile: l’elemento è collegato ad altri dati',
  duplicate: 'Esiste già un elemento con questi dati',
  badValue: 'Un valore della richiesta non è accettabile',
  rateLimited: 'Troppe richieste. Riprova tra poco.',
  internal: 'Si è verificato un errore imprevisto. Riprova più tardi.',
  unavailable: 'Servizio momentaneamente non disponibile',
  forbidden:
    'Non hai i permessi per questa operazione. Se ti serve per il tuo lavoro, chiedi a un amministratore del portale.',
} as const;

/**
 * A route's permission not held. The message speaks to the user; the permission's key goes to the log only (the
 * access hook logs it), so an envelope never shows `admin_access` to someone who cannot act on it.
 */
export const permissionMissing = () => new AppError(403, 'FORBIDDEN', MESSAGES.forbidden);
export const featureDisabled = (name: string) => new AppError(404, 'FEATURE_DISABLED', `Feature ${name} non abilitata`);
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', MESSAGES.unauthenticated);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, 'NOT_FOUND', message);
export const forbidden = (message: string) => new AppError(403, 'FORBIDDEN', message);
export const conflict = (message: string, fields?: FieldErrors, extra?: Record<string, unknown>) =>
  new AppError(409, 'CONFLICT', message, fields, undefined, extra);
export const badRequest = (message: string, fields?: FieldErrors) =>
  new AppError(400, 'VALIDATION_ERROR', message, fields);
export const tooManyRequests = (retryAfterSeconds: number, message: string = MESSAGES.rateLimited) =>
  new AppError(429, 'RATE_LIMITED', message, undefined, { 'retry-after': String(Math.max(1, retryAfterSeconds)) });

/** A row that must exist: the row itself, or a 404 with the resource's Italian "not found" message. */
export function found<T>(row: T | null | undefined, message: string = MESSAGES.notFound): T {
  if (row === undefined || row === null) throw notFound(message);
  return row;
}
