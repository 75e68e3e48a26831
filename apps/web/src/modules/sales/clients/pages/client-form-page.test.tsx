import { validateVatNumber } from '@portale/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { CLIENT_ID, client, OWNER_ID, page } from '../../test/fixtures';

const NEW_DRAFT = '/api/drafts/key/sales.client%3Anew';
const EDIT_DRAFT = `/api/drafts/key/sales.client%3A${CLIENT_ID}`;
const OPTIONS = { tags: ['arredo'], owners: [{ id: OWNER_ID, name: 'Marco Bianchi' }] };

function signInAsManager() {
  useAuthStore.getState().setSession(makeSession({ role: 'manager', username: 'manager', first_name: 'Marco' }));
}

const common = {
  'GET /api/crm/clients/filters': ok(OPTIONS),
  'GET /api/crm/clients/duplicates': ok({ items: [] }),
  [`GET ${NEW_DRAFT}`]: ok(null),
  [`PUT ${NEW_DRAFT}`]: ok(null),
  [`DELETE ${NEW_DRAFT}`]: ok({ deleted: true }),
  [`GET /api/crm/clients/${CLIENT_ID}`]: ok(client()),
  'GET /api/crm/contacts': ok(page([])),
};

describe('new client form', { timeout: 20_000 }, () => {
  it('refuses a partita IVA with a wrong check digit inline, sends nothing, then creates the client with a good one', async () => {
    signInAsManager();
    const posts: unknown[] = [];
    mockFetch({
      ...common,
      'POST /api/crm/clients': (init) => {
        posts.push(JSON.parse(String(init.body)));
        return ok(client({ name: 'Officine Rossi S.r.l.' }), 201);
      },
    });
    renderApp('/app/crm/clients/create');
    fireEvent.change(await screen.findByLabelText('Ragione sociale', {}, { timeout: 5000 }), {
      target: { value: 'Officine Rossi S.r.l.' },
    });
    const vat = screen.getByLabelText('Partita IVA');
    fireEvent.change(vat, { target: { value: 'IT12345678901' } });
    fireEvent.blur(vat);
    // The shared validator's own words, the same the server answers with.
    const wrongCheckDigit = validateVatNumber('12345678901') ?? 'missing message';
    expect(await screen.findByText(wrongCheckDigit)).toBeTruthy();
    expect(vat.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Crea cliente' }));
    await waitFor(() => expect(document.activeElement).toBe(vat));
    expect(posts).toEqual([]);

    fireEvent.change(vat, { target: { value: 'IT 12345678903' } });
    await waitFor(() => expect(screen.queryByText(wrongCheckDigit)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Crea cliente' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    // The shared schema normalises before sending: no IT prefix, no spaces; a company has no nome and cognome.
    expect(posts[0]).toMatchObject({
      kind: 'company',
      name: 'Officine Rossi S.r.l.',
      first_name: null,
      last_name: null,
      vat_number: '12345678903',
      country: 'IT',
      status: 'lead',
      owner_id: useAuthStore.getState().user?.id,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mobilificio Brianzolo S.r.l.' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('shows the server’s field error next to its input', async () => {
    signInAsManager();
    mockFetch({
      ...common,
      'POST /api/crm/clients': fail(400, 'VALIDATION_ERROR', 'Dati non validi', {
        tax_code: ['Codice fiscale già registrato per un altro cliente'],
      }),
    });
    renderApp('/app/crm/clients/new');
    fireEvent.change(await screen.findByLabelText('Ragione sociale', {}, { timeout: 5000 }), {
      target: { value: 'Studio Verdi' },
    });
    fireEvent.change(screen.getByLabelText('Codice fiscale'), { target: { value: '12345678903' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crea cliente' }));
    expect(await screen.findByText('Codice fiscale già registrato per un altro cliente')).toBeTruthy();
  });

  it('suggests 0000000 for a private person and fills it in', async () => {
    signInAsManager();
    mockFetch(common);
    renderApp('/app/crm/clients/create');
    fireEvent.click(await screen.findByLabelText('Persona fisica', {}, { timeout: 5000 }));
    expect(await screen.findByLabelText('Nome')).toBeTruthy();
    expect(screen.queryByLabelText('Ragione sociale')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Usa 0000000' }));
    expect((screen.getByLabelText('Codice destinatario SDI') as HTMLInputElement).value).toBe('0000000');
    expect(await screen.findByText(/indica il codice fiscale/)).toBeTruthy();
  });

  it('warns while typing the name of a client that already exists, with a link to it', async () => {
    signInAsManager();
    const asked: string[] = [];
    const fetchMock = mockFetch({
      ...common,
      'GET /api/crm/clients/duplicates': () =>
        ok({ items: [{ client: client(), reasons: ['name'], similarity: 0.8 }] }),
    });
    renderApp('/app/crm/clients/create');
    fireEvent.change(await screen.findByLabelText('Ragione sociale', {}, { timeout: 5000 }), {
      target: { value: 'Mobilificio Brianzolo' },
    });
    const link = await screen.findByRole(
      'link',
      { name: 'Apri la scheda di Mobilificio Brianzolo S.r.l.' },
      { timeout: 3000 },
    );
    expect(link.getAttribute('href')).toBe(`/app/crm/clients/${CLIENT_ID}`);
    expect(screen.getByText(/Nome simile/)).toBeTruthy();
    for (const [input] of fetchMock.mock.calls) if (String(input).includes('duplicates')) asked.push(String(input));
    expect(asked.at(-1)).toContain('name=Mobilificio+Brianzolo');
  });
});

describe('edit client form', { timeout: 20_000 }, () => {
  it('sends only the changed fields with the version, and on 409 shows the newer version and reloads it', async () => {
    signInAsManager();
    const patches: unknown[] = [];
    let current = client();
    mockFetch({
      ...common,
      [`GET ${EDIT_DRAFT}`]: ok(null),
      [`PUT ${EDIT_DRAFT}`]: ok(null),
      [`DELETE ${EDIT_DRAFT}`]: ok({ deleted: true }),
      [`GET /api/crm/clients/${CLIENT_ID}`]: () => ok(current),
      [`PATCH /api/crm/clients/${CLIENT_ID}`]: (init) => {
        patches.push(JSON.parse(String(init.body)));
        // Someone else saved in the meantime.
        current = client({ version: 4, city: 'Monza', updated_at: '2026-11-25T08:00:00.000Z' });
        return fail(409, 'CONFLICT', 'Il cliente è stato modificato da qualcun altro');
      },
    });
    renderApp(`/app/crm/clients/${CLIENT_ID}/edit`);
    const city = await screen.findByLabelText('Comune', {}, { timeout: 5000 });
    fireEvent.change(city, { target: { value: 'Seregno' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({ city: 'Seregno', version: 3 });

    const dialog = await screen.findByRole('dialog', { name: 'Il cliente è stato modificato da qualcun altro' });
    expect(dialog.textContent).toContain('Seregno');
    expect(dialog.textContent).toContain('Monza');
    fireEvent.click(screen.getByRole('button', { name: 'Ricarica con la versione aggiornata' }));
    await waitFor(() => expect((screen.getByLabelText('Comune') as HTMLInputElement).value).toBe('Monza'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
