import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '@portale/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { calls, fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { avatarFileProblem } from '../avatar-checks';

describe('profile page', () => {
  it('saves the name, updates the header and shows a toast', async () => {
    useAuthStore.getState().setSession(makeSession({ first_name: 'Giulia', last_name: 'Rossi' }));
    const fetchMock = mockFetch({
      'PUT /api/profile': (init) => {
        const body = JSON.parse(String(init.body));
        return ok(makeUser({ ...body, name: `${body.first_name} ${body.last_name}` }));
      },
    });
    renderApp('/app/profile');
    const firstName = await screen.findByLabelText('Nome');
    fireEvent.change(firstName, { target: { value: 'Giulia Maria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));

    expect(await screen.findByText('Il tuo nome è stato salvato.')).toBeTruthy();
    expect(calls(fetchMock)).toEqual(['PUT /api/profile']);
    expect(useAuthStore.getState().user?.name).toBe('Giulia Maria Rossi');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').first_name).toBe('Giulia Maria');
  });

  it('shows the shared validation messages inline without calling the server', async () => {
    useAuthStore.getState().setSession(makeSession());
    const fetchMock = mockFetch({});
    renderApp('/app/profile');
    fireEvent.change(await screen.findByLabelText('Cognome'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText('Il cognome è obbligatorio')).toBeTruthy();
    expect(calls(fetchMock)).toEqual([]);
  });

  it('takes the new session after a password change', async () => {
    useAuthStore.getState().setSession(makeSession());
    const rotated = { ...makeSession(), csrf_token: 'nuovo-token' };
    mockFetch({ 'POST /api/auth/password': ok(rotated) });
    renderApp('/app/profile');
    fireEvent.change(await screen.findByLabelText('Password attuale'), { target: { value: 'Portale!2026' } });
    fireEvent.change(screen.getByLabelText('Nuova password'), { target: { value: 'Girasole-Blu-2027' } });
    fireEvent.change(screen.getByLabelText('Conferma nuova password'), { target: { value: 'Girasole-Blu-2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cambia password' }));
    expect(await screen.findByText('Le altre sessioni sono state chiuse.')).toBeTruthy();
    expect(useAuthStore.getState().csrf_token).toBe('nuovo-token');
  });

  it('shows the server message next to the password field when the current one is wrong', async () => {
    useAuthStore.getState().setSession(makeSession());
    mockFetch({
      'POST /api/auth/password': fail(400, 'VALIDATION_ERROR', 'Alcuni campi non sono validi', {
        current_password: ['La password attuale non è corretta'],
      }),
    });
    renderApp('/app/profile');
    fireEvent.change(await screen.findByLabelText('Password attuale'), { target: { value: 'sbagliata' } });
    fireEvent.change(screen.getByLabelText('Nuova password'), { target: { value: 'Girasole-Blu-2027' } });
    fireEvent.change(screen.getByLabelText('Conferma nuova password'), { target: { value: 'Girasole-Blu-2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cambia password' }));
    expect(await screen.findByText('La password attuale non è corretta')).toBeTruthy();
  });

  it('refuses a non-image or oversize file before uploading', async () => {
    expect(avatarFileProblem({ type: 'text/plain', size: 10 })).toBe(AVATAR_MESSAGES.notImage);
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(AVATAR_MESSAGES.notImage);
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe(AVATAR_MESSAGES.tooLarge);
    expect(avatarFileProblem({ type: 'image/webp', size: AVATAR_MAX_BYTES })).toBeNull();

    useAuthStore.getState().setSession(makeSession());
    const fetchMock = mockFetch({});
    const { container } = renderApp('/app/profile');
    await screen.findByRole('button', { name: 'Carica immagine' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['ciao'], 'nota.png', { type: 'text/plain' })] } });
    expect((await screen.findAllByText(AVATAR_MESSAGES.notImage)).length).toBeGreaterThan(0);
    expect(calls(fetchMock)).toEqual([]);
  });

  it('uploads an avatar as multipart with the CSRF token and shows it', async () => {
    useAuthStore.getState().setSession(makeSession({ first_name: 'Giulia', last_name: 'Rossi' }));
    const fetchMock = mockFetch({ 'POST /api/profile/avatar': ok(makeUser({ avatar_url: '/api/files/nuovo' })) });
    const { container } = renderApp('/app/profile');
    await screen.findByRole('button', { name: 'Carica immagine' });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'foto.png', { type: 'image/png' });
    fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [png] } });
    await waitFor(() => expect(useAuthStore.getState().user?.avatar_url).toBe('/api/files/nuovo'));
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeInstanceOf(FormData);
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
    expect(new Headers(init?.headers).get('X-CSRF-Token')).toBe('csrf-token-123');
    expect(await screen.findByRole('button', { name: 'Cambia immagine' })).toBeTruthy();
  });
});
