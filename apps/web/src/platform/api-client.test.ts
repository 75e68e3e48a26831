import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { apiGet, apiPost, setUnauthorizedHandler } from './api-client';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { STORED_USER_KEY, useAuthStore } from './auth-store';

const headersOf = (init: RequestInit | undefined) => new Headers(init?.headers);

describe('api client', () => {
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    onUnauthorized.mockReset();
    setUnauthorizedHandler(onUnauthorized);
  });
  afterEach(() => setUnauthorizedHandler(() => {}));

  it('returns the data of a success envelope', async () => {
    mockFetch({ 'GET /api/things': ok({ id: 7, name: 'Sette' }) });
    await expect(apiGet('/api/things')).resolves.toEqual({ id: 7, name: 'Sette' });
  });

  it('throws an ApiError with the field errors of a 400', async () => {
    mockFetch({
      'POST /api/things': fail(400, 'VALIDATION_ERROR', 'Dati non validi', { name: ['Il nome è obbligatorio'] }),
    });
    const error = await apiPost('/api/things', { name: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Dati non validi',
      fieldErrors: { name: ['Il nome è obbligatorio'] },
    });
  });

  it('sends the CSRF token on POST but not on GET', async () => {
    useAuthStore.getState().setSession(makeSession());
    const fetchMock = mockFetch({ 'GET /api/things': ok([]), 'POST /api/things': ok(null, 201) });
    await apiGet('/api/things');
    await apiPost('/api/things', { name: 'Nuovo' });
    const [[, getInit], [, postInit]] = fetchMock.mock.calls;
    expect(headersOf(getInit).has('X-CSRF-Token')).toBe(false);
    expect(headersOf(postInit).get('X-CSRF-Token')).toBe('csrf-token-123');
    expect(postInit?.credentials).toBe('same-origin');
    expect(postInit?.body).toBe(JSON.stringify({ name: 'Nuovo' }));
  });

  it('on a 401 clears the session and redirects to login with the current path', async () => {
    useAuthStore.getState().setSession(makeSession());
    window.history.replaceState(null, '', '/app/dashboard?tab=2');
    mockFetch({ 'GET /api/things': fail(401, 'UNAUTHENTICATED', 'Sessione scaduta') });
    await expect(apiGet('/api/things')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith('/app/dashboard?tab=2');
    expect(useAuthStore.getState()).toMatchObject({ user: null, csrf_token: null, status: 'anonymous' });
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('does not redirect on a 401 from /api/auth/me or /api/auth/login', async () => {
    mockFetch({
      'GET /api/auth/me': fail(401, 'UNAUTHENTICATED', 'Non autenticato'),
      'POST /api/auth/login': fail(401, 'UNAUTHENTICATED', 'Credenziali non valide'),
    });
    await expect(apiGet('/api/auth/me')).rejects.toMatchObject({ status: 401 });
    await expect(apiPost('/api/auth/login', { username: 'a', password: 'b' })).rejects.toMatchObject({
      message: 'Credenziali non valide',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a network failure into an Italian NETWORK error keeping the browser text', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await apiGet('/api/things').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'NETWORK', status: 0, message: NETWORK_ERROR_MESSAGE });
    expect((error as ApiError).originalMessage).toBe('Failed to fetch');
  });

  it('reads Retry-After on a 429', async () => {
    mockFetch({
      'POST /api/auth/login': fail(429, 'RATE_LIMITED', 'Troppi tentativi', undefined, { 'Retry-After': '42' }),
    });
    await expect(apiPost('/api/auth/login', {})).rejects.toMatchObject({ code: 'RATE_LIMITED', retryAfter: 42 });
  });

  it('gives an Italian message when the body is not an envelope', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 })));
    await expect(apiGet('/api/things')).rejects.toMatchObject({
      status: 502,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Si è verificato un errore del server. Riprova più tardi.',
    });
  });

  it('refreshes a stale CSRF token once and retries the request', async () => {
    useAuthStore.getState().setSession({ ...makeSession(), csrf_token: 'stale' });
    let attempts = 0;
    const fetchMock = mockFetch({
      'GET /api/auth/me': ok({ ...makeSession(), csrf_token: 'fresh' }),
      'POST /api/things': () => {
        attempts += 1;
        return attempts === 1 ? fail(403, 'CSRF_INVALID', 'Token CSRF non valido') : ok({ saved: true });
      },
    });
    await expect(apiPost('/api/things', {})).resolves.toEqual({ saved: true });
    expect(headersOf(fetchMock.mock.calls[2]?.[1]).get('X-CSRF-Token')).toBe('fresh');
  });
});
