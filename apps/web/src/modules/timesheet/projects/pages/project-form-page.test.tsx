import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const DRAFT = '/api/drafts/key/timesheet.project%3Anew';

function signInAsManager() {
  useAuthStore.getState().setSession(makeSession({ role: 'manager', username: 'manager', first_name: 'Marco' }));
}

const stored = (values: Record<string, unknown>) => ({
  id: crypto.randomUUID(),
  module_key: 'timesheet',
  draft_key: 'timesheet.project:new',
  title: 'Nuovo progetto',
  route: '/app/projects/create',
  payload: { values, team: [] },
  created_at: '2026-11-24T08:00:00.000Z',
  updated_at: '2026-11-24T08:00:00.000Z',
});

describe('new project form: autosave (issue 15)', { timeout: 20_000 }, () => {
  it('keeps what is typed as the user’s draft of a new project', async () => {
    signInAsManager();
    const puts: unknown[] = [];
    mockFetch({
      'GET /api/projects/people': ok([]),
      [`GET ${DRAFT}`]: ok(null),
      [`PUT ${DRAFT}`]: (init) => {
        puts.push(JSON.parse(String(init.body)));
        return ok(stored({}));
      },
    });
    renderApp('/app/projects/create');
    const name = await screen.findByLabelText(/^Nome/, {}, { timeout: 5000 });
    fireEvent.change(name, { target: { value: 'Portale clienti' } });
    await waitFor(() => expect(puts).toHaveLength(1), { timeout: 3000 });
    expect(puts[0]).toMatchObject({
      module_key: 'timesheet',
      title: 'Nuovo progetto',
      route: '/app/projects/create',
      payload: { values: { name: 'Portale clienti' } },
    });
  });

  it('opens with the stored draft restored and says so', async () => {
    signInAsManager();
    mockFetch({
      'GET /api/projects/people': ok([]),
      [`GET ${DRAFT}`]: ok(stored({ code: 'CRM-2', name: 'CRM nuovo', budget_hours: 12 })),
    });
    renderApp('/app/projects/create');
    expect(await screen.findByDisplayValue('CRM nuovo', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByDisplayValue('CRM-2')).toBeTruthy();
    expect(screen.getByText(/Bozza ripristinata del/)).toBeTruthy();
  });
});
