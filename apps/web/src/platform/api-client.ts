import type { ApiErrorBody, AuthSession } from '@portale/shared';
import {
  ApiError,
  type ClientErrorCode,
  INVALID_RESPONSE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  parseRetryAfter,
} from './api-error';
import { useAuthStore } from './auth-store';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  signal?: AbortSignal;
  /** Set to false where a 401 is an expected answer (e.g. logout with an expired session). */
  redirectOnUnauthorized?: boolean;
}

/** A 401 from these means "not logged in", which their callers handle themselves. */
const SESSION_PATHS = new Set(['/api/auth/session', '/api/auth/me', '/api/auth/login']);
const LOGIN_PATH = '/auth/login';

type UnauthorizedHandler = (returnTo: string) => void;

let unauthorizedHandler: UnauthorizedHandler = (returnTo) => {
  window.location.assign(`${LOGIN_PATH}?redirect=${encodeURIComponent(returnTo)}`);
};

/** The router registers a client-side navigation here; the default is a full page load. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

/** A call that failed for good (after the CSRF retry), as the error collector records it. */
export interface ApiFailure {
  method: HttpMethod;
  path: string;
  error: ApiError;
}
type ApiFailureListener = (failure: ApiFailure) => void;
const failureListeners = new Set<ApiFailureListener>();

/** Observes failed API calls for the error collector without changing what callers see. */
export function onApiFailure(listener: ApiFailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

function announceFailure(method: HttpMethod, path: string, error: ApiError): ApiError {
  for (const listener of failureListeners) {
    try {
      listener({ method, path, error });
    } catch {
      // An observer must never break the call it observes.
    }
  }
  return error;
}

export async function api<T>(method: HttpMethod, path: string, body?: unknown, options: ApiRequestOptions = {}) {
  return send<T>(method, path, body, options, true);
}

export const apiGet = <T>(path: string, options?: ApiRequestOptions) => api<T>('GET', path, undefined, options);
export const apiPost = <T>(path: string, body?: unknown, options?: ApiRequestOptions) =>
  api<T>('POST', path, body, options);
export const apiPut = <T>(path: string, body?: unknown, options?: ApiRequestOptions) =>
  api<T>('PUT', path, body, options);
export const apiPatch = <T>(path: string, body?: unknown, options?: ApiRequestOptions) =>
  api<T>('PATCH', path, body, options);
export const apiDelete = <T>(path: string, options?: ApiRequestOptions) => api<T>('DELETE', path, undefined, options);
/** Multipart upload (e.g. an avatar): same envelope, CSRF and 401 handling as the JSON calls. */
export const apiUpload = <T>(path: string, form: FormData, options?: ApiRequestOptions) =>
  api<T>('POST', path, form, options);

async function send<T>(
  method: HttpMethod,
  path: string,
  body: unknown,
  options: ApiRequestOptions,
  mayRetryCsrf: boolean,
): Promise<T> {
  const response = await rawFetch(method, path, body, options.signal).catch((cause: unknown) => {
    throw cause instanceof ApiError ? announceFailure(method, path, cause) : cause;
  });
  if (response.status === 204) return null as T;
  const payload = await readJson(response);
  if (response.ok && isSuccessEnvelope(payload)) return payload.data as T;

  const error = toApiError(response, payload);
  // A stale token (session rotated in another tab) is recoverable once: fetch a fresh one and retry.
  if (error.code === 'CSRF_INVALID' && mayRetryCsrf && (await refreshCsrfToken())) {
    return send<T>(method, path, body, options, false);
  }
  if (error.status === 401) handleUnauthorized(path, options);
  throw announceFailure(method, path, error);
}

async function rawFetch(method: HttpMethod, path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (file upload) sets its own multipart Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const csrfToken = useAuthStore.getState().csrf_token;
  if (method !== 'GET' && csrfToken) headers['X-CSRF-Token'] = csrfToken;

  try {
    return await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    // Cancellation is not a failure: let TanStack Query see the AbortError it expects.
    if ((cause as { name?: unknown } | null)?.name === 'AbortError') throw cause;
    throw new ApiError({
      status: 0,
      code: 'NETWORK',
      message: NETWORK_ERROR_MESSAGE,
      originalMessage: cause instanceof Error ? cause.message : String(cause),
      cause,
    });
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isSuccessEnvelope(payload: unknown): payload is { success: true; data: unknown } {
  return typeof payload === 'object' && payload !== null && (payload as { success?: unknown }).success === true;
}

function isErrorEnvelope(payload: unknown): payload is ApiErrorBody {
  if (typeof payload !== 'object' || payload === null) return false;
  const candidate = payload as Partial<ApiErrorBody>;
  return candidate.success === false && typeof candidate.message === 'string';
}

function toApiError(response: Response, payload: unknown): ApiError {
  const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
  if (isErrorEnvelope(payload)) {
    return new ApiError({
      status: response.status,
      code: payload.code ?? fallbackCode(response.status),
      message: payload.message,
      fieldErrors: payload.details?.fields,
      requestId: payload.details?.request_id ?? null,
      retryAfter,
    });
  }
  return new ApiError({
    status: response.status,
    code: fallbackCode(response.status),
    message: fallbackMessage(response.status),
    retryAfter,
  });
}

function fallbackCode(status: number): ClientErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 502 || status === 503 || status === 504) return 'SERVICE_UNAVAILABLE';
  if (status >= 500) return 'INTERNAL_ERROR';
  return 'INVALID_RESPONSE';
}

function fallbackMessage(status: number): string {
  if (status === 413) return 'I dati inviati sono troppo grandi.';
  if (status === 429) return 'Troppe richieste. Riprova tra poco.';
  if (status >= 500) return 'Si è verificato un errore del server. Riprova più tardi.';
  return INVALID_RESPONSE_MESSAGE;
}

async function refreshCsrfToken(): Promise<boolean> {
  try {
    const response = await rawFetch('GET', '/api/auth/me', undefined);
    const payload = await readJson(response);
    if (!response.ok || !isSuccessEnvelope(payload)) return false;
    useAuthStore.getState().setSession(payload.data as AuthSession);
    return true;
  } catch {
    return false;
  }
}

function handleUnauthorized(path: string, options: ApiRequestOptions): void {
  const pathname = path.split('?')[0] ?? path;
  if (SESSION_PATHS.has(pathname) || options.redirectOnUnauthorized === false) return;
  useAuthStore.getState().clear();
  const { pathname: current, search, hash } = window.location;
  if (current === LOGIN_PATH) return;
  unauthorizedHandler(`${current}${search}${hash}`);
}
