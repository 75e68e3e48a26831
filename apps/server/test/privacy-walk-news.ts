import { beforeAll, expect } from 'vitest';
import { as } from './helpers';
import { manager, t, type Viewer } from './privacy-setup';
import type { WalkEntry } from './privacy-walk-setup';

// News (docs/communications.md, "Chi legge una notizia"): a published item reaches its audience only; an
// announcement for managers is not there for the employee or her colleague (404, as if it did not exist), and
// who confirmed it is for publishers. The client account has no communications (403).

export const nfx = {} as { forManagers: string };

export function setupNewsWalk(): void {
  beforeAll(async () => {
    const created = await as(t.app, manager, {
      method: 'POST',
      url: '/api/communications/news',
      payload: {
        title: 'Riunione riservata ai responsabili',
        body_html: '<p>Ordine del giorno del comitato.</p>',
        audience: { kind: 'roles', roles: ['manager'] },
        mandatory: true,
        publish: 'now',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    nfx.forManagers = created.json().data.id;
  });
}

const READERS: Record<Viewer, number> = { admin: 200, manager: 200, colleague: 200, self: 200, client: 403 };

export const NEWS_WALK: WalkEntry[] = [
  {
    route: 'GET /api/communications/news',
    url: () => '/api/communications/news',
    status: READERS,
    check: (data, viewer) => {
      const titles = (data.items as { title: string }[]).map((item) => item.title);
      if (viewer === 'colleague' || viewer === 'self')
        expect(titles).not.toContain('Riunione riservata ai responsabili');
      else expect(titles).toContain('Riunione riservata ai responsabili');
    },
  },
  {
    route: 'GET /api/communications/news/:id',
    url: () => `/api/communications/news/${nfx.forManagers}`,
    status: { admin: 200, manager: 200, colleague: 404, self: 404, client: 403 },
  },
  {
    route: 'GET /api/communications/news/:id/confirmations',
    url: () => `/api/communications/news/${nfx.forManagers}/confirmations`,
    status: { admin: 200, manager: 200, colleague: 403, self: 403, client: 403 },
    check: (data) => expect(data.pending.length + data.confirmed.length).toBe(data.total),
  },
];
