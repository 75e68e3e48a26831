import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { endNotifications } from '@/platform/notifications/notifications-sync';
import { calls, fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const NOW = new Date('2026-11-22T12:00:00Z');
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

const LIST = {
  notifications: [
    {
      id: id(1),
      title: 'Nuova attività assegnata',
      message: 'Revisione del contratto Rossi',
      type: 'task',
      link: '/app/profile',
      is_read: false,
      created_at: minutesAgo(0.5),
    },
    {
      id: id(2),
      title: 'Progetto aggiornato',
      message: '',
      type: 'project',
      link: null,
      is_read: false,
      created_at: minutesAgo(5),
    },
    {
      id: id(3),
      title: 'Manutenzione programmata',
      message: 'Il portale sarà fermo sabato.',
      type: 'system',
      link: null,
      is_read: true,
      created_at: minutesAgo(3 * 60),
    },
    {
      id: id(4),
      title: 'Benvenuta nel portale',
      message: '',
      type: 'info',
      link: null,
      is_read: true,
      created_at: '2026-11-01T09:00:00.000Z',
    },
  ],
  unread_count: 2,
};

function setUp(flags: Record<string, boolean> = { notifications: true }) {
  useAuthStore.getState().setSession(makeSession());
  useFlagsStore.getState().setFlags({ dashboard_module: true, ...flags });
}

const bell = (name: RegExp | string = /^Notifiche/) => screen.findByRole('button', { name });

async function openPanel() {
  fireEvent.click(await bell());
  return screen.findByRole('dialog', { name: 'Notifiche' });
}

describe('notification bell', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => {
    endNotifications();
    vi.useRealTimers();
  });

  it("shows '9+' above 9 unread and the exact number up to 9", async () => {
    setUp();
    mockFetch({ 'GET /api/notifications/unread-count': ok({ unread_count: 10 }) });
    const first = renderApp('/app/dashboard');
    expect(await bell('Notifiche, 10 non lette')).toBeTruthy();
    expect(screen.getByTestId('notification-badge').textContent).toBe('9+');
    first.unmount();
    endNotifications();

    mockFetch({ 'GET /api/notifications/unread-count': ok({ unread_count: 9 }) });
    renderApp('/app/dashboard');
    expect(await bell('Notifiche, 9 non lette')).toBeTruthy();
    expect(screen.getByTestId('notification-badge').textContent).toBe('9');
  });

  it('shows no badge with nothing unread, and no bell at all while the flag is off', async () => {
    setUp();
    mockFetch({ 'GET /api/notifications/unread-count': ok({ unread_count: 0 }) });
    const first = renderApp('/app/dashboard');
    expect(await bell('Notifiche')).toBeTruthy();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    first.unmount();
    endNotifications();

    setUp({ notifications: false, real_time_updates: true });
    const fetchMock = mockFetch({});
    renderApp('/app/dashboard');
    await screen.findByRole('button', { name: 'Menu utente' });
    expect(screen.queryByRole('button', { name: /^Notifiche/ })).toBeNull();
    expect(calls(fetchMock).filter((c) => c.includes('notifications'))).toEqual([]);
  });

  it("lists notifications newest first with type icons, 'N totali' and relative times", async () => {
    setUp();
    mockFetch({
      'GET /api/notifications/unread-count': ok({ unread_count: 2 }),
      'GET /api/notifications': ok(LIST),
    });
    renderApp('/app/dashboard');
    const panel = await openPanel();
    expect(within(panel).getByText('4 totali')).toBeTruthy();
    const rows = await within(panel).findAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('button').querySelector('time')?.textContent)).toEqual([
      'Adesso',
      '5 min fa',
      '3 ore fa',
      '01/11/2026',
    ]);
    expect(rows.map((row) => row.querySelector('[data-type]')?.getAttribute('data-type'))).toEqual([
      'task',
      'project',
      'system',
      'info',
    ]);
    expect(within(rows[0]!).getByText('Nuova attività assegnata')).toBeTruthy();
    expect(within(rows[0]!).getByText('Non letta')).toBeTruthy();
    expect(within(rows[3]!).queryByText('Non letta')).toBeNull();
  });

  it('marks a notification read on click and follows its link with the router', async () => {
    setUp();
    const fetchMock = mockFetch({
      'GET /api/notifications/unread-count': ok({ unread_count: 2 }),
      'GET /api/notifications': ok(LIST),
      [`PUT /api/notifications/${id(1)}/read`]: ok({ unread_count: 1 }),
    });
    const { router } = renderApp('/app/dashboard');
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('button', { name: /Nuova attività assegnata/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/profile'));
    expect(calls(fetchMock)).toContain(`PUT /api/notifications/${id(1)}/read`);
    expect(await bell('Notifiche, 1 non letta')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Notifiche' })).toBeNull();
  });

  it('marks a notification without a link read and stays on the page', async () => {
    setUp();
    mockFetch({
      'GET /api/notifications/unread-count': ok({ unread_count: 2 }),
      'GET /api/notifications': ok(LIST),
      [`PUT /api/notifications/${id(2)}/read`]: ok({ unread_count: 1 }),
    });
    const { router } = renderApp('/app/dashboard');
    const panel = await openPanel();
    const row = await within(panel).findByRole('button', { name: /Progetto aggiornato/ });
    fireEvent.click(row);
    await waitFor(() => expect(row.getAttribute('data-unread')).toBe('false'));
    expect(router.state.location.pathname).toBe('/app/dashboard');
    expect(await bell('Notifiche, 1 non letta')).toBeTruthy();
  });

  it('marks all as read', async () => {
    setUp();
    const fetchMock = mockFetch({
      'GET /api/notifications/unread-count': ok({ unread_count: 2 }),
      'GET /api/notifications': ok(LIST),
      'PUT /api/notifications/mark-all-read': ok({ unread_count: 0, updated: 2 }),
    });
    renderApp('/app/dashboard');
    const panel = await openPanel();
    await within(panel).findAllByRole('listitem');
    fireEvent.click(within(panel).getByRole('button', { name: 'Segna tutte come lette' }));
    expect(await screen.findByText('Tutte le notifiche sono state segnate come lette')).toBeTruthy();
    expect(calls(fetchMock)).toContain('PUT /api/notifications/mark-all-read');
    expect(within(panel).queryByText('Non letta')).toBeNull();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect((within(panel).getByRole('button', { name: 'Segna tutte come lette' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('ignores a failed read-marking silently and never shows a count below 0', async () => {
    setUp();
    mockFetch({
      'GET /api/notifications/unread-count': ok({ unread_count: 0 }),
      'GET /api/notifications': ok({ ...LIST, unread_count: 0 }),
      [`PUT /api/notifications/${id(2)}/read`]: fail(500, 'INTERNAL_ERROR', 'Si è verificato un errore del server.'),
    });
    renderApp('/app/dashboard');
    const panel = await openPanel();
    const row = await within(panel).findByRole('button', { name: /Progetto aggiornato/ });
    fireEvent.click(row);
    await waitFor(() => expect(row.getAttribute('data-unread')).toBe('false'));
    expect(screen.queryByText(/errore/i)).toBeNull();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifiche' })).toBeTruthy();
  });

  it.each([
    ['a server failure', fail(500, 'INTERNAL_ERROR', 'Errore del server'), 'Errore nel caricamento delle notifiche'],
    ['an answer of the wrong shape', ok({ items: [] }), 'Formato risposta API non valido'],
    ['an answer that is not the envelope', { status: 200, body: '<html>' }, 'Formato risposta API non valido'],
  ])('stores and shows the spec message after %s, and retries', async (_case, reply, message) => {
    setUp();
    let listReply = reply;
    mockFetch({
      'GET /api/notifications/unread-count': ok({ unread_count: 0 }),
      'GET /api/notifications': () => listReply,
    });
    renderApp('/app/dashboard');
    const panel = await openPanel();
    expect(await within(panel).findByText(message)).toBeTruthy();
    listReply = ok(LIST);
    fireEvent.click(within(panel).getByRole('button', { name: 'Riprova' }));
    expect(await within(panel).findByText('Nuova attività assegnata')).toBeTruthy();
    expect(within(panel).queryByText(message)).toBeNull();
  });

  it('says so when there are no notifications', async () => {
    setUp();
    mockFetch({
      'GET /api/notifications/unread-count': ok({ unread_count: 0 }),
      'GET /api/notifications': ok({ notifications: [], unread_count: 0 }),
    });
    renderApp('/app/dashboard');
    const panel = await openPanel();
    expect(await within(panel).findByText('Nessuna notifica')).toBeTruthy();
    expect(within(panel).getByText('0 totali')).toBeTruthy();
  });

  it('puts a pushed notification at the top of the open panel and updates the badge', async () => {
    const sources: { emit: (type: string, data: unknown) => void; url: string }[] = [];
    class FakeEventSource {
      private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
      constructor(readonly url: string) {
        sources.push(this);
      }
      addEventListener(type: string, listener: (event: MessageEvent) => void) {
        this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
      }
      close() {}
      emit(type: string, data: unknown) {
        for (const l of this.listeners.get(type) ?? []) l(new MessageEvent(type, { data: JSON.stringify(data) }));
      }
    }
    vi.stubGlobal('EventSource', FakeEventSource);
    setUp({ notifications: true, real_time_updates: true });
    const fetchMock = mockFetch({ 'GET /api/notifications': ok(LIST) });
    renderApp('/app/dashboard');
    await waitFor(() => expect(sources).toHaveLength(1));
    expect(sources[0]?.url).toBe('/api/events/stream');
    sources[0]?.emit('unread_count', { unread_count: 2 });
    const panel = await openPanel();
    await within(panel).findAllByRole('listitem');

    sources[0]?.emit('notification', {
      id: id(99),
      title: 'Messaggio da Marco',
      message: 'Ci vediamo alle 15?',
      type: 'message',
      link: null,
      is_read: false,
      created_at: NOW.toISOString(),
    });
    sources[0]?.emit('unread_count', { unread_count: 3 });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')[0]?.textContent).toContain('Messaggio da Marco'));
    expect(within(panel).getByText('5 totali')).toBeTruthy();
    expect(await bell('Notifiche, 3 non lette')).toBeTruthy();
    // Pushed, not polled.
    expect(calls(fetchMock)).not.toContain('GET /api/notifications/unread-count');
  });
});
