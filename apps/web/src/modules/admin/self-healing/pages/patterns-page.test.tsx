import type { AiPromptResult } from '@portale/shared';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { calls, fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { useInProgressStore } from '../in-progress-store';
import {
  makePattern,
  makePatternDetail,
  makePatternList,
  OTHER_PATTERN_ID,
  PATTERN_ID,
  SESSION_ID,
} from '../test-fixtures';

configure({ asyncUtilTimeout: 5000 });

const loginAsAdmin = () => useAuthStore.getState().setSession(makeSession({ role: 'admin' }));
const OTHER = makePattern({
  id: OTHER_PATTERN_ID,
  title: 'Failed to fetch /api/<n>',
  error_type: 'api_error',
  severity: 'high',
});

const PROMPT = {
  claude_prompt: '# Errore da correggere\nTypeError in dashboard-page.tsx',
  healing_session_id: SESSION_ID,
  pattern_analysis: {
    summary: 'Accesso a una proprietà di un valore undefined.',
    probable_cause: 'Dati non ancora caricati',
    affected_area: 'Dashboard',
    suggested_steps: ['Controllare il caricamento'],
    suspected_files: ['dashboard-page.tsx'],
    confidence: 'medium',
    first_seen_at: new Date().toISOString(),
    last_seen_at: new Date().toISOString(),
    occurrences: 42,
    affected_users: 3,
    affected_sessions: 5,
    provider: 'rule_based',
    model: null,
    generated_at: new Date().toISOString(),
    notice: null,
  },
  usage_instructions: 'Incolla il prompt nel tuo assistente.',
  generated_at: new Date().toISOString(),
} satisfies AiPromptResult;

const listCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  calls(fetchMock)
    .filter((c) => c.startsWith('GET /api/self-healing/patterns') && !c.includes(`/patterns/`))
    .map((c) => c.slice('GET /api/self-healing/patterns'.length));

/** Holds the answers of one path until `release()`, to see what the page shows meanwhile. */
function gate(fetchMock: ReturnType<typeof mockFetch>, pathPart: string) {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes(pathPart)) await opened;
    return fetchMock(input, init);
  });
  return release;
}

afterEach(() => useInProgressStore.setState({ analysing: new Set(), generating: new Set(), prompts: {} }));

describe('self-healing patterns page', { timeout: 20_000 }, () => {
  it('sends the filters as query parameters, omitted when empty, and debounces the search', async () => {
    loginAsAdmin();
    const fetchMock = mockFetch({
      'GET /api/self-healing/patterns': () => ok(makePatternList([makePattern(), OTHER], 45)),
    });
    const { router } = renderApp('/app/admin/self-healing/patterns');
    expect(await screen.findByRole('heading', { level: 1, name: 'Schemi di errore' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Apri lo schema «Failed to fetch/ })).toBeTruthy();
    expect(listCalls(fetchMock)[0]).toBe('?page=1&per_page=20');

    fireEvent.change(screen.getByLabelText('Gravità'), { target: { value: 'critical' } });
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toBe('?page=1&per_page=20&severity=critical'));
    fireEvent.change(screen.getByLabelText('Tipo di errore'), { target: { value: 'api_error' } });
    fireEvent.change(screen.getByLabelText('Stato'), { target: { value: 'open' } });
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toBe(
        '?page=1&per_page=20&severity=critical&error_type=api_error&status=open',
      ),
    );

    const before = listCalls(fetchMock).length;
    const box = screen.getByLabelText('Cerca negli schemi');
    fireEvent.change(box, { target: { value: 'ty' } });
    fireEvent.change(box, { target: { value: 'type' } });
    fireEvent.change(box, { target: { value: ' TypeError ' } });
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toContain('search=TypeError'));
    // One request for the pause in typing, not one per key.
    expect(
      listCalls(fetchMock)
        .slice(before)
        .filter((q) => q.includes('search=')),
    ).toHaveLength(1);
    expect(router.state.location.search).toMatchObject({ severity: 'critical', status: 'open', search: 'TypeError' });

    fireEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toContain('page=2'));

    fireEvent.click(screen.getByRole('button', { name: 'Azzera filtri' }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toBe('?page=1&per_page=20'));
  });

  it('shows the spec fallback when the list cannot be loaded', async () => {
    loginAsAdmin();
    mockFetch({ 'GET /api/self-healing/patterns': fail(500, 'INTERNAL', 'Errore interno del server') });
    renderApp('/app/admin/self-healing/patterns');
    expect((await screen.findByTestId('self-healing-error')).textContent).toBe('Failed to load error patterns');
    expect(screen.getByText('Errore interno del server')).toBeTruthy();
  });

  it('opens the drawer with samples and marks the pattern while the prompt is generated', async () => {
    loginAsAdmin();
    const base = mockFetch({
      'GET /api/self-healing/patterns': () => ok(makePatternList([makePattern(), OTHER])),
      [`GET /api/self-healing/patterns/${PATTERN_ID}`]: () => ok(makePatternDetail()),
      [`POST /api/self-healing/patterns/${PATTERN_ID}/generate-prompt`]: ok(PROMPT),
    });
    const release = gate(base, '/generate-prompt');
    renderApp('/app/admin/self-healing/patterns');
    fireEvent.click(await screen.findByRole('button', { name: /Apri lo schema «TypeError/ }));

    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('heading', { name: 'Esempi' })).toBeTruthy();
    expect(within(drawer).getByText(/at DashboardPage \(dashboard-page.tsx:42:7\)/).tagName).toBe('PRE');

    fireEvent.click(within(drawer).getByRole('button', { name: 'Genera prompt' }));
    // Spec §4: the in-progress marker belongs to this pattern only.
    await waitFor(() => expect(screen.getAllByTestId(`generating-${PATTERN_ID}`).length).toBeGreaterThan(0));
    expect(screen.queryByTestId(`generating-${OTHER_PATTERN_ID}`)).toBeNull();
    expect(within(drawer).getByRole('button', { name: 'Genera prompt' }).getAttribute('aria-busy')).toBe('true');
    const [, init] = base.mock.calls.find(([url]) => String(url).includes('generate-prompt')) ?? [];
    expect(init).toBeUndefined(); // still held by the gate
    release();

    const field = (await within(drawer).findByLabelText('Prompt generato')) as HTMLTextAreaElement;
    expect(field.value).toBe(PROMPT.claude_prompt);
    expect(field.readOnly).toBe(true);
    expect(screen.queryByTestId(`generating-${PATTERN_ID}`)).toBeNull();
    const sent = base.mock.calls.find(([url]) => String(url).includes('generate-prompt'))?.[1];
    expect(JSON.parse(String(sent?.body))).toEqual({ include_context: true });
  });

  it('copies the prompt, and says Impossibile copiare negli appunti when the clipboard refuses', async () => {
    loginAsAdmin();
    mockFetch({
      'GET /api/self-healing/patterns': () => ok(makePatternList([makePattern()])),
      [`GET /api/self-healing/patterns/${PATTERN_ID}`]: () => ok(makePatternDetail()),
      [`POST /api/self-healing/patterns/${PATTERN_ID}/generate-prompt`]: ok(PROMPT),
    });
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('NotAllowedError'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderApp(`/app/admin/self-healing/patterns?pattern=${PATTERN_ID}`);
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Genera prompt' }));
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Copia' }));
    expect(await screen.findByText('Prompt copiato negli appunti')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(PROMPT.claude_prompt);

    fireEvent.click(within(drawer).getByRole('button', { name: 'Copia' }));
    expect((await within(drawer).findByRole('alert')).textContent).toBe('Impossibile copiare negli appunti');
    expect(screen.getAllByText('Impossibile copiare negli appunti').length).toBe(2); // inline and toast
  });

  it('analyses a pattern, and stores AI analysis failed when the analysis fails', async () => {
    loginAsAdmin();
    let analysed = false;
    let failing = true;
    const fetchMock = mockFetch({
      'GET /api/self-healing/patterns': () => ok(makePatternList([makePattern({ has_ai_analysis: analysed })])),
      [`GET /api/self-healing/patterns/${PATTERN_ID}`]: () =>
        ok(makePatternDetail({ has_ai_analysis: analysed, analysis: analysed ? PROMPT.pattern_analysis : null })),
      [`POST /api/self-healing/patterns/${PATTERN_ID}/analyze`]: () => {
        if (failing) return fail(502, 'BAD_GATEWAY', 'Servizio AI non raggiungibile');
        analysed = true;
        return ok({ analysis: PROMPT.pattern_analysis, cached: false });
      },
    });
    renderApp(`/app/admin/self-healing/patterns?pattern=${PATTERN_ID}`);
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Analizza' }));
    const error = await within(drawer).findByTestId('self-healing-error');
    expect(error.textContent).toBe('AI analysis failed');
    expect(within(drawer).getByText('Servizio AI non raggiungibile')).toBeTruthy();

    failing = false;
    fireEvent.click(within(drawer).getByRole('button', { name: 'Analizza' }));
    expect(await within(drawer).findByText('Accesso a una proprietà di un valore undefined.')).toBeTruthy();
    expect(within(drawer).queryByTestId('self-healing-error')).toBeNull();
    // Spec §4: the pattern now reads as analysed.
    expect((await screen.findAllByText('Analizzato')).length).toBeGreaterThan(0);
    const body = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/analyze'))?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({ force_reanalysis: false });
  });

  it('changes the status of a pattern with a note', async () => {
    loginAsAdmin();
    const fetchMock = mockFetch({
      'GET /api/self-healing/patterns': () => ok(makePatternList([makePattern()])),
      [`GET /api/self-healing/patterns/${PATTERN_ID}`]: () => ok(makePatternDetail()),
      [`PUT /api/self-healing/patterns/${PATTERN_ID}/status`]: ok(makePattern({ status: 'acknowledged' })),
    });
    renderApp(`/app/admin/self-healing/patterns?pattern=${PATTERN_ID}`);
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(await within(drawer).findByLabelText('Nota (facoltativa)'), { target: { value: 'Ci penso io' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Prendi in carico' }));
    expect(await screen.findByText('Lo schema ora è «Preso in carico».')).toBeTruthy();
    const body = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/status'))?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({ status: 'acknowledged', note: 'Ci penso io' });
  });
});
