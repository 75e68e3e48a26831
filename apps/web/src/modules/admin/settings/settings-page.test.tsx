import { EMPTY_INVOICING_SETTINGS, type IntegrationsStatus, type TenantConfig } from '@portale/shared';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useConfigStore } from '@/platform/config-store';
import { calls, fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeConfig, makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

function tenantConfig(): TenantConfig {
  const { company, public_site, content } = makeConfig();
  return {
    company: { ...company, vat_number: '12345678903' },
    public_site,
    content,
    security: { registration_enabled: true, session_idle_minutes: 30, session_absolute_hours: 12 },
    monitoring: { auto_error_submission: false },
    invoicing: EMPTY_INVOICING_SETTINGS,
  };
}

const INTEGRATIONS: IntegrationsStatus = {
  smtp: { configured: true, server: 'smtp.esempio.it:587', from: 'Portale <noreply@esempio.it>' },
  ai: { configured: false, provider: null, model: null, base_url: null },
};

function asAdmin() {
  useAuthStore.getState().setSession(makeSession({ role: 'admin', email: 'admin@demo.portale.it' }));
  useConfigStore.getState().setConfig(makeConfig());
}

/** A PUT /api/admin/config that merges like the server and records what it was sent. */
function configServer(initial = tenantConfig()) {
  let current = initial;
  const sent: unknown[] = [];
  const routes = {
    'GET /api/admin/config': () => ok(current),
    'GET /api/admin/system/integrations': ok(INTEGRATIONS),
    'GET /api/config': () =>
      ok(
        makeConfig({
          company: current.company,
          public_site: current.public_site,
          registration_enabled: current.security.registration_enabled,
        }),
      ),
    'PUT /api/admin/config': (init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Partial<TenantConfig>;
      sent.push(body);
      current = {
        company: { ...current.company, ...body.company },
        public_site: { ...current.public_site, ...body.public_site },
        content: { ...current.content, ...body.content },
        security: { ...current.security, ...body.security },
        monitoring: { ...current.monitoring, ...body.monitoring },
        invoicing: { ...current.invoicing, ...body.invoicing },
      };
      return ok(current);
    },
  };
  return { routes, sent };
}

// The first render loads the whole app shell; on a busy machine that alone can take seconds.
configure({ asyncUtilTimeout: 5_000 });

describe('admin settings page', { timeout: 20_000 }, () => {
  it('saves the company name and the whole app shows the new one without a reload', async () => {
    asAdmin();
    const server = configServer();
    const fetchMock = mockFetch(server.routes);
    renderApp('/app/admin/settings');
    const name = await screen.findByLabelText('Ragione sociale');
    expect((name as HTMLInputElement).value).toBe('Demo S.r.l.');
    const panel = screen.getByRole('tabpanel', { name: 'Azienda' });
    expect(within(panel).getByText('Tutte le modifiche sono salvate')).toBeTruthy();
    expect((within(panel).getByRole('button', { name: 'Salva' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(name, { target: { value: 'Nuova Impresa S.p.A.' } });
    expect(await within(panel).findByText('Modifiche non salvate')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('I dati aziendali sono aggiornati in tutto il portale.')).toBeTruthy();
    expect(server.sent).toEqual([
      {
        company: {
          name: 'Nuova Impresa S.p.A.',
          tagline: 'Soluzioni digitali per le imprese',
          description: 'Una società di consulenza informatica.',
          email: 'info@demo.portale.it',
          phone: '',
          address: '',
          vat_number: '12345678903',
          pec: '',
          sdi_code: '',
          rea: '',
          share_capital: { amount_cents: null, fully_paid: false },
        },
      },
    ]);
    await waitFor(() => expect(useConfigStore.getState().config?.company.name).toBe('Nuova Impresa S.p.A.'));
    expect(calls(fetchMock)).toContain('GET /api/config');
    expect(await within(panel).findByText('Tutte le modifiche sono salvate')).toBeTruthy();
  });

  it('checks the partita IVA in the browser with the shared schema, and shows server field errors inline', async () => {
    asAdmin();
    const fetchMock = mockFetch({
      'GET /api/admin/config': ok(tenantConfig()),
      'PUT /api/admin/config': fail(400, 'VALIDATION_ERROR', 'Configurazione non valida', {
        'company.email': ['Indirizzo e-mail già usato da un altro tenant'],
      }),
    });
    renderApp('/app/admin/settings');
    const vat = await screen.findByLabelText('Partita IVA');
    fireEvent.change(vat, { target: { value: '12345678901' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Partita IVA non valida')).toBeTruthy();
    expect(vat.getAttribute('aria-invalid')).toBe('true');
    expect(calls(fetchMock).filter((c) => c.startsWith('PUT'))).toEqual([]);

    fireEvent.change(vat, { target: { value: 'IT12345678903' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Indirizzo e-mail già usato da un altro tenant')).toBeTruthy();
    expect(screen.getByLabelText('E-mail di contatto').getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText('Impossibile salvare le impostazioni')).toBeTruthy();
  });

  it('turns registration off from the access tab with a switch', async () => {
    asAdmin();
    const server = configServer();
    mockFetch(server.routes);
    renderApp('/app/admin/settings');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Accesso e sicurezza' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Accesso e sicurezza' });
    fireEvent.click(within(panel).getByRole('switch', { name: 'Registrazione aperta' }));
    fireEvent.change(within(panel).getByLabelText('Disconnessione per inattività (minuti)'), {
      target: { value: '2' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Salva' }));
    expect(await within(panel).findByText('Minimo 5 minuti')).toBeTruthy();
    expect(server.sent).toEqual([]);

    fireEvent.change(within(panel).getByLabelText('Disconnessione per inattività (minuti)'), {
      target: { value: '45' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Le impostazioni di accesso sono in vigore.')).toBeTruthy();
    expect(server.sent).toEqual([
      {
        security: { registration_enabled: false, session_idle_minutes: 45, session_absolute_hours: 12 },
        monitoring: { auto_error_submission: false },
      },
    ]);
    await waitFor(() => expect(useConfigStore.getState().config?.registration_enabled).toBe(false));
  });

  it('saves the public site mode, careers section, labels and menus', async () => {
    asAdmin();
    const server = configServer();
    mockFetch(server.routes);
    renderApp('/app/admin/settings');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Sito pubblico' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Sito pubblico' });
    fireEvent.change(within(panel).getByLabelText('Modalità'), { target: { value: 'minimal' } });
    expect(within(panel).getByText('Solo le pagine scelte per la navigazione essenziale.')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('switch', { name: 'Sezione «Lavora con noi»' }));
    fireEvent.change(within(panel).getByLabelText('Etichetta «Chi siamo»'), { target: { value: 'Azienda' } });
    const minimalMenu = within(panel).getByRole('group', { name: 'Voci del menu in modalità Essenziale' });
    fireEvent.click(within(minimalMenu).getByLabelText('Chi siamo'));
    fireEvent.click(within(panel).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Il sito pubblico usa già le nuove impostazioni.')).toBeTruthy();
    const [body] = server.sent as [{ public_site: TenantConfig['public_site'] }];
    expect(body.public_site.mode).toBe('minimal');
    expect(body.public_site.features.careers_section.enabled).toBe(false);
    expect(body.public_site.navigation_labels.about).toBe('Azienda');
    // Ticked after 'contact', kept in the pages' own order.
    expect(body.public_site.navigation_by_mode.minimal).toEqual(['home', 'about', 'contact']);
    await waitFor(() => expect(useConfigStore.getState().config?.public_site.mode).toBe('minimal'));
  });

  it('refuses a logo that is not a raster image before uploading it', async () => {
    asAdmin();
    const fetchMock = mockFetch({ 'GET /api/admin/config': ok(tenantConfig()) });
    renderApp('/app/admin/settings');
    const input = await screen.findByTestId('logo-input-primary');
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    fireEvent.change(input, { target: { files: [svg] } });
    expect(
      (await screen.findAllByText('Il logo deve essere un’immagine PNG, JPEG, WebP o GIF.')).length,
    ).toBeGreaterThan(0);
    const huge = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [huge] } });
    expect((await screen.findAllByText('Il logo è troppo grande. Massimo 2 MB.')).length).toBeGreaterThan(0);
    expect(calls(fetchMock).filter((c) => c.includes('/logo/'))).toEqual([]);
  });

  it('uploads a logo and shows its preview', async () => {
    asAdmin();
    const withLogo = tenantConfig();
    withLogo.company.logo_primary_url = '/api/config/logo/primary?v=1';
    const fetchMock = mockFetch({
      'GET /api/admin/config': ok(tenantConfig()),
      'POST /api/admin/config/logo/primary': ok(withLogo),
      'GET /api/config': ok(makeConfig({ company: withLogo.company })),
    });
    renderApp('/app/admin/settings');
    const input = await screen.findByTestId('logo-input-primary');
    fireEvent.change(input, { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
    const preview = await screen.findByRole('img', { name: 'Anteprima: Logo principale' });
    expect(preview.getAttribute('src')).toBe('/api/config/logo/primary?v=1');
    expect(screen.getByRole('button', { name: 'Rimuovi: Logo principale' })).toBeTruthy();
    expect(calls(fetchMock)).toContain('POST /api/admin/config/logo/primary');
    await waitFor(() =>
      expect(useConfigStore.getState().config?.company.logo_primary_url).toBe('/api/config/logo/primary?v=1'),
    );
  });

  it('shows SMTP and AI status without secrets and sends a test e-mail to the admin by default', async () => {
    asAdmin();
    let sent: unknown;
    mockFetch({
      'GET /api/admin/config': ok(tenantConfig()),
      'GET /api/admin/system/integrations': ok(INTEGRATIONS),
      'POST /api/admin/system/smtp/test': (init) => {
        sent = JSON.parse(String(init.body));
        return ok({ to: 'admin@demo.portale.it' });
      },
    });
    renderApp('/app/admin/settings');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Integrazioni' }));
    const smtp = await screen.findByRole('region', { name: /E-mail \(SMTP\)/ });
    expect(within(smtp).getByText('Configurato')).toBeTruthy();
    expect(within(smtp).getByText('smtp.esempio.it:587')).toBeTruthy();
    const ai = screen.getByRole('region', { name: /Assistente AI/ });
    expect(within(ai).getByText('Non configurato')).toBeTruthy();
    expect((within(smtp).getByLabelText('Destinatario della prova') as HTMLInputElement).value).toBe(
      'admin@demo.portale.it',
    );
    fireEvent.click(within(smtp).getByRole('button', { name: 'Invia e-mail di prova' }));
    expect(await screen.findByText('E-mail di prova inviata')).toBeTruthy();
    expect(sent).toEqual({ to: 'admin@demo.portale.it' });
  });

  it('shows a load failure with Riprova', async () => {
    asAdmin();
    let failing = true;
    mockFetch({
      'GET /api/admin/config': () =>
        failing ? fail(500, 'INTERNAL_ERROR', 'Errore interno del server') : ok(tenantConfig()),
    });
    renderApp('/app/admin/settings');
    expect(await screen.findByText('Impossibile caricare la configurazione.')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByLabelText('Ragione sociale')).toBeTruthy();
  });
});
