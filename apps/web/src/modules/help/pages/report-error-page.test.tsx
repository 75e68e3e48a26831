import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const TRACKING_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('/app/help/report-error', () => {
  it('hosts the detailed report as a page and starts again after success', async () => {
    useAuthStore.getState().setSession(makeSession());
    useFlagsStore.getState().setFlags({ help_module: true, dashboard_module: true });
    const bodies: unknown[] = [];
    mockFetch({
      'POST /api/self-healing/submit-error': (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return ok({ tracking_id: TRACKING_ID, id: TRACKING_ID, health_updated: true });
      },
    });
    renderApp('/app/help/report-error');
    expect(await screen.findByRole('heading', { level: 1, name: 'Segnala un errore' })).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Invia segnalazione' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Tipo di errore'), { target: { value: 'performance_issue' } });
    fireEvent.change(screen.getByLabelText('Descrizione'), { target: { value: 'Il calendario è lentissimo' } });
    fireEvent.click(send);
    expect(await screen.findByTestId('error-report-tracking-id')).toHaveProperty('textContent', TRACKING_ID);
    expect(bodies[0]).toMatchObject({ error_type: 'performance_issue', message: 'Il calendario è lentissimo' });
    fireEvent.click(screen.getByRole('button', { name: 'Invia un’altra segnalazione' }));
    await waitFor(() => expect((screen.getByLabelText('Descrizione') as HTMLTextAreaElement).value).toBe(''));
  });

  it('is refused without the help module', async () => {
    useAuthStore.getState().setSession(makeSession());
    useFlagsStore.getState().setFlags({ help_module: false, dashboard_module: true });
    mockFetch({});
    const { router } = renderApp('/app/help/report-error');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/404'));
  });
});
