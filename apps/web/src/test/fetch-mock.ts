import { vi } from 'vitest';

export type MockReply = {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
};

type Handler = MockReply | ((init: RequestInit) => MockReply);

/** Routes keyed "METHOD /path" (query string ignored). Unmatched requests answer 404 so tests notice. */
export function mockFetch(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const handler = routes[`${init.method ?? 'GET'} ${path}`];
    const reply = typeof handler === 'function' ? handler(init) : (handler ?? notFound());
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const ok = (data: unknown, status = 200): MockReply => ({
  status,
  body: { success: true, data, message: 'OK' },
});

export const fail = (
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string[]>,
  headers?: Record<string, string>,
): MockReply => ({
  status,
  body: { success: false, code, message, ...(fields ? { details: { fields } } : {}) },
  headers,
});

const notFound = () => fail(404, 'NOT_FOUND', 'Risorsa non trovata');

/** The paths the mock was called with, as "METHOD /path". */
export function calls(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
}
