import { ERROR_REPORT_AUTO_CLOSE_MS, QUICK_REPORT_CATEGORIES, SCREENSHOT_MAX_BYTES } from '@portale/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/platform/api-error';
import { useAuthStore } from '@/platform/auth-store';
import { Toaster } from '@/platform/toast/toaster';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { ErrorReportWidget } from './error-report-widget';
import { errorReportFailureMessage } from './use-error-report';

const TRACKING_ID = '5f0c3a1e-2b4d-4c6e-8f9a-0b1c2d3e4f50';
const SUBMIT = 'POST /api/self-healing/submit-error';

function renderWidget() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ErrorReportWidget />
      <Toaster />
    </QueryClientProvider>,
  );
}

/** Records the submitted bodies and answers with a tracking id. */
function acceptReports(healthUpdated = true) {
  const bodies: Record<string, unknown>[] = [];
  const fetchMock = mockFetch({
    [SUBMIT]: (init) => {
      bodies.push(JSON.parse(String(init.body)));
      return ok({
        tracking_id: TRACKING_ID,
        id: TRACKING_ID,
        health_updated: healthUpdated,
        received: 1,
        accepted: 1,
        ignored: 0,
        sampled: 0,
      });
    },
  });
  return { bodies, fetchMock };
}

const pressAltE = () => fireEvent.keyDown(window, { key: 'e', code: 'KeyE', altKey: true });

async function openDetailedReport() {
  fireEvent.click(screen.getByRole('button', { name: 'Segnala un problema' }));
  fireEvent.click(await screen.findByRole('button', { name: /Segnalazione dettagliata/ }));
  return screen.findByRole('dialog', { name: 'Segnalazione dettagliata' });
}

function fillRequired(type = 'ui_bug', description = 'Il pulsante Salva non risponde') {
  fireEvent.change(screen.getByLabelText('Tipo di errore'), { target: { value: type } });
  fireEvent.change(screen.getByLabelText('Descrizione'), { target: { value: description } });
}

const sendButton = () => screen.getByRole('button', { name: 'Invia segnalazione' }) as HTMLButtonElement;

afterEach(() => vi.useRealTimers());

describe('error-report widget (spec §4)', () => {
  it('opens with Alt+E and closes with Escape', async () => {
    renderWidget();
    expect(screen.queryByRole('dialog')).toBeNull();
    pressAltE();
    const panel = await screen.findByRole('dialog', { name: 'Segnala un problema' });
    expect(panel).toBeTruthy();
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens with its button and closes on a click outside', async () => {
    renderWidget();
    const button = screen.getByRole('button', { name: 'Segnala un problema' });
    expect(button.getAttribute('aria-keyshortcuts')).toBe('Alt+E');
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Segnala un problema' })).toBeTruthy();
    // Radix starts listening for outside pointers one tick after opening.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    // A full click: Radix waits for the click that follows the pointer press before dismissing.
    fireEvent.pointerDown(document.body, { button: 0, pointerType: 'mouse' });
    fireEvent.pointerUp(document.body, { button: 0, pointerType: 'mouse' });
    fireEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells whoever can open the system health that its metrics were refreshed, in the spec’s words', async () => {
    useAuthStore.getState().setSession(makeSession({ role: 'admin', username: 'admin' }));
    acceptReports(true);
    renderWidget();
    pressAltE();
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(QUICK_REPORT_CATEGORIES[0].label) }));
    expect(
      await screen.findByText(
        'Errore segnalato con successo! Metriche sistema aggiornate. Il nostro team lo analizzerà presto.',
      ),
    ).toBeTruthy();
    useAuthStore.getState().clear();
  });

  it('sends a quick report at once with the category, url, time and browser', async () => {
    const { bodies } = acceptReports(true);
    renderWidget();
    pressAltE();
    const category = QUICK_REPORT_CATEGORIES[0];
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(category.label) }));
    // The toast speaks to the user, not of system metrics, even when the server refreshed them.
    expect(await screen.findByText('Errore segnalato con successo! Il nostro team lo analizzerà presto.')).toBeTruthy();
    expect(screen.queryByText(/Metriche sistema/)).toBeNull();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({
      quick_report: true,
      error_category: category.category,
      description: category.description,
      url: window.location.href,
      timestamp: expect.any(String),
      user_agent: navigator.userAgent,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells the user when a quick report could not be sent', async () => {
    mockFetch({ [SUBMIT]: fail(500, 'INTERNAL_ERROR', 'Errore del server') });
    renderWidget();
    pressAltE();
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(QUICK_REPORT_CATEGORIES[1].label) }));
    expect(await screen.findByText("Errore durante l'invio della segnalazione. Riprova più tardi.")).toBeTruthy();
  });
});

describe('detailed report modal (spec §4, §5)', () => {
  it('keeps sending disabled until an error type and a non-blank description are given', async () => {
    const { fetchMock } = acceptReports();
    renderWidget();
    await openDetailedReport();
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Tipo di errore'), { target: { value: 'api_error' } });
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Descrizione'), { target: { value: '   ' } });
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Descrizione'), { target: { value: 'Il salvataggio fallisce' } });
    expect(sendButton().disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Tipo di errore'), { target: { value: '' } });
    expect(sendButton().disabled).toBe(true);
    // Ctrl+Enter does nothing while sending is not allowed.
    fireEvent.keyDown(screen.getByLabelText('Descrizione'), { key: 'Enter', ctrlKey: true });
    expect(fetchMock).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Priorità') as HTMLSelectElement).value).toBe('medium');
  });

  it('sends only non-empty steps, the chosen priority, the system info and the screenshot name and size', async () => {
    const { bodies } = acceptReports(false);
    renderWidget();
    await openDetailedReport();
    // Spec §5: always at least one row.
    expect((screen.getByRole('button', { name: 'Rimuovi il passaggio 1' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi passaggio' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi passaggio' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi passaggio' }));
    fireEvent.change(screen.getByLabelText('Passaggio 1'), { target: { value: 'Apri il profilo' } });
    fireEvent.change(screen.getByLabelText('Passaggio 2'), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('Passaggio 3'), { target: { value: 'Premi Salva' } });
    fireEvent.change(screen.getByLabelText('Passaggio 4'), { target: { value: 'da togliere' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi il passaggio 4' }));
    expect(screen.queryByLabelText('Passaggio 4')).toBeNull();
    fillRequired();
    fireEvent.change(screen.getByLabelText('Priorità'), { target: { value: 'high' } });
    fireEvent.change(screen.getByLabelText('Comportamento atteso'), { target: { value: 'Il nome viene salvato' } });
    fireEvent.change(screen.getByLabelText('Comportamento effettivo'), { target: { value: 'Non succede nulla' } });
    fireEvent.change(screen.getByLabelText('Note aggiuntive'), { target: { value: 'Solo su Firefox' } });
    const image = new File(['immagine'], 'schermata.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Screenshot (facoltativo)'), { target: { files: [image] } });
    expect(screen.getByText(/schermata\.png/)).toBeTruthy();
    // The system info is shown before sending.
    expect(screen.getByText(navigator.userAgent)).toBeTruthy();

    // Ctrl+Enter submits.
    fireEvent.keyDown(screen.getByLabelText('Descrizione'), { key: 'Enter', ctrlKey: true });
    expect(await screen.findByText(TRACKING_ID)).toBeTruthy();
    expect(screen.getByText('Errore segnalato con successo! Il nostro team lo analizzerà presto.')).toBeTruthy();

    const body = bodies[0]!;
    expect(body).toMatchObject({
      error_type: 'ui_bug',
      message: 'Il pulsante Salva non risponde',
      severity: 'high',
      automatic: false,
      manual_report: true,
      user_reported: true,
      error_context: {
        steps_to_reproduce: ['Apri il profilo', 'Premi Salva'],
        expected_behavior: 'Il nome viene salvato',
        actual_behavior: 'Non succede nulla',
        additional_notes: 'Solo su Firefox',
        screenshot_filename: 'schermata.png',
        screenshot_size: image.size,
        system_info: {
          url: window.location.href,
          browser: navigator.userAgent,
          viewport: { width: window.innerWidth, height: window.innerHeight },
          timestamp: expect.any(String),
        },
      },
    });
    expect(JSON.stringify(body)).not.toContain('immagine');
  });

  it('refuses a screenshot that is not an image or is over 10 MB', async () => {
    const { bodies } = acceptReports();
    renderWidget();
    await openDetailedReport();
    const input = screen.getByLabelText('Screenshot (facoltativo)');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'documento.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Sono accettati solo file immagine.')).toBeTruthy();
    const huge = new File(['x'], 'enorme.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: SCREENSHOT_MAX_BYTES + 1 });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(await screen.findByText('Il file è troppo grande. Massimo 10MB.')).toBeTruthy();
    expect(screen.queryByText(/enorme\.png/)).toBeNull();

    fillRequired();
    fireEvent.click(sendButton());
    await screen.findByText(TRACKING_ID);
    expect(bodies[0]).toMatchObject({ error_context: { screenshot_filename: null, screenshot_size: null } });
  });

  it('shows the tracking id on success and closes by itself after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    acceptReports();
    renderWidget();
    await openDetailedReport();
    fillRequired();
    fireEvent.click(sendButton());
    expect(await screen.findByTestId('error-report-tracking-id')).toHaveProperty('textContent', TRACKING_ID);
    act(() => vi.advanceTimersByTime(ERROR_REPORT_AUTO_CLOSE_MS - 100));
    expect(screen.queryByRole('dialog', { name: 'Segnalazione dettagliata' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Segnalazione dettagliata' })).toBeNull());
  });

  it('shows the server message when sending fails, with the failure toast, and lets the user retry', async () => {
    let attempts = 0;
    mockFetch({
      [SUBMIT]: () => {
        attempts += 1;
        return attempts === 1
          ? fail(429, 'RATE_LIMITED', 'Troppe segnalazioni di errore. Riprova tra 30 secondi.')
          : ok({ tracking_id: TRACKING_ID, id: TRACKING_ID, health_updated: false });
      },
    });
    renderWidget();
    await openDetailedReport();
    fillRequired();
    fireEvent.click(sendButton());
    const dialog = await screen.findByRole('dialog', { name: 'Segnalazione dettagliata' });
    expect(await screen.findByText('Troppe segnalazioni di errore. Riprova tra 30 secondi.')).toBeTruthy();
    expect(screen.getByText("Errore durante l'invio della segnalazione. Riprova più tardi.")).toBeTruthy();
    expect(dialog.textContent).toContain('Segnalazione non inviata');
    // The text is kept: sending again works.
    expect((screen.getByLabelText('Descrizione') as HTMLTextAreaElement).value).toBe('Il pulsante Salva non risponde');
    fireEvent.click(sendButton());
    expect(await screen.findByText(TRACKING_ID)).toBeTruthy();
  });

  it("falls back to 'Errore durante l'invio della segnalazione' when the failure has no message", () => {
    expect(errorReportFailureMessage(new Error(''))).toBe("Errore durante l'invio della segnalazione");
    expect(errorReportFailureMessage('boh')).toBe("Errore durante l'invio della segnalazione");
    expect(
      errorReportFailureMessage(
        new ApiError({ status: 0, code: 'NETWORK', message: 'Impossibile contattare il server.' }),
      ),
    ).toBe('Impossibile contattare il server.');
  });

  it('starts empty every time it is opened', async () => {
    acceptReports();
    renderWidget();
    const dialog = await openDetailedReport();
    fillRequired();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openDetailedReport();
    expect((screen.getByLabelText('Descrizione') as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByLabelText('Tipo di errore') as HTMLSelectElement).value).toBe('');
    expect(sendButton().disabled).toBe(true);
  });
});
