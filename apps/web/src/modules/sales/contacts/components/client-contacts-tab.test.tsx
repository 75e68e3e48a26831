import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { CLIENT_ID, client, contact, page } from '../../test/fixtures';

function signIn() {
  useAuthStore.getState().setSession(makeSession({ role: 'manager', username: 'manager' }));
}

describe('a client’s contacts', { timeout: 20_000 }, () => {
  it('lists the contacts with their channels and consent, and adds one with its consent proof', async () => {
    signIn();
    const posted: unknown[] = [];
    let contacts = [contact()];
    mockFetch({
      [`GET /api/crm/clients/${CLIENT_ID}`]: ok(client()),
      'GET /api/crm/contacts': () => ok(page(contacts)),
      [`POST /api/crm/clients/${CLIENT_ID}/contacts`]: (init) => {
        const body = JSON.parse(String(init.body));
        posted.push(body);
        contacts = [
          ...contacts,
          contact({
            id: 'c-2',
            first_name: 'Luca',
            last_name: 'Neri',
            name: 'Luca Neri',
            is_primary: false,
            marketing_consent: body.marketing_consent,
          }),
        ];
        return ok(contacts[1], 201);
      },
    });
    renderApp(`/app/crm/clients/${CLIENT_ID}`);
    const list = await screen.findByRole('list', { name: 'Contatti' }, { timeout: 5000 });
    expect(within(list).getByText('Anna Colombo')).toBeTruthy();
    expect(within(list).getByText('Principale')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'anna@mobilificio.it' }).getAttribute('href')).toBe(
      'mailto:anna@mobilificio.it',
    );
    expect(within(list).getByText(/dal 2 mar 2026, evento o fiera/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nuovo contatto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo contatto' });
    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'Luca' } });
    fireEvent.change(within(dialog).getByLabelText('Cognome'), { target: { value: 'Neri' } });
    fireEvent.change(within(dialog).getByLabelText('E-mail 1'), { target: { value: 'luca.neri@example' } });
    fireEvent.click(within(dialog).getByLabelText('Ha dato il consenso a ricevere comunicazioni commerciali'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi contatto' }));
    // The shared schema's checks: a bad address, and a consent without how it was collected.
    expect(await within(dialog).findByText('Indirizzo e-mail non valido')).toBeTruthy();
    expect(within(dialog).getByText('Indica come è stato raccolto')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('E-mail 1'), { target: { value: 'luca.neri@example.it' } });
    fireEvent.change(within(dialog).getByLabelText('Come è stato raccolto'), { target: { value: 'modulo_web' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi contatto' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      first_name: 'Luca',
      last_name: 'Neri',
      emails: [{ address: 'luca.neri@example.it', label: '' }],
      // The empty phone row is left out.
      phones: [],
      is_primary: false,
      marketing_consent: { given: true, source: 'modulo_web' },
    });
    expect(await within(list).findByText('Luca Neri')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
