import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_COLLECTOR_VERSION, type ErrorPattern, type PatternAnalysis } from '@portale/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PatternFacts } from '@/modules/self-healing/analysis/facts';
import {
  AiProviderError,
  anthropicProvider,
  createAiProvider,
  openAiCompatibleProvider,
} from '@/modules/self-healing/analysis/providers';
import { ruleBasedAnalysis } from '@/modules/self-healing/analysis/rule-based';
import { fingerprintOf, inAppFrames, normalizeMessage } from '@/modules/self-healing/fingerprint';
import { DetailBudget, TokenBuckets } from '@/modules/self-healing/rate-limit';
import { mergeWrites } from '@/modules/self-healing/write';
import { as, createTestApp, login, type TestApp } from './helpers';

interface Recorded {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/** A local HTTP server speaking one provider's protocol; `reply` decides each answer. */
async function protocolServer(
  reply: (request: Recorded) => { status: number; body: unknown; delayMs?: number },
): Promise<{ url: string; requests: Recorded[]; close(): Promise<void> }> {
  const requests: Recorded[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const recorded = { path: req.url ?? '', headers: req.headers, body: JSON.parse(raw || '{}') };
      requests.push(recorded);
      const answer = reply(recorded);
      const timer = setTimeout(() => {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
      res.on('close', () => clearTimeout(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const AI_ANSWER = {
  summary: 'Il profilo si rompe quando manca il reparto',
  probable_cause: 'La risposta di /api/profile non contiene department',
  affected_area: 'Profilo',
  suggested_steps: ['Gestire department assente', 'Aggiungere un test'],
  suspected_files: ['apps/web/src/modules/profile/pages/profile-page.tsx'],
  confidence: 'high',
};

/** Anthropic Messages API: checks what a real server checks, answers like it. */
function anthropicReply(request: Recorded) {
  if (request.path !== '/v1/messages') return { status: 404, body: { type: 'error', error: { message: 'not found' } } };
  if (request.headers['x-api-key'] !== 'sk-ant-test') {
    return {
      status: 401,
      body: { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } },
    };
  }
  if (request.headers['anthropic-version'] !== '2023-06-01') {
    return { status: 400, body: { type: 'error', error: { message: 'anthropic-version required' } } };
  }
  const body = request.body as { model?: string; max_tokens?: number; system?: string; messages?: { role: string }[] };
  if (!body.model || !body.max_tokens || typeof body.system !== 'string' || body.messages?.[0]?.role !== 'user') {
    return { status: 400, body: { type: 'error', error: { message: 'invalid request' } } };
  }
  return {
    status: 200,
    body: {
      id: 'msg_1',
      type: 'message',
      role: 'assistant',
      model: body.model,
      content: [{ type: 'text', text: `Ecco l'analisi:\n\`\`\`json\n${JSON.stringify(AI_ANSWER)}\n\`\`\`` }],
      stop_reason: 'end_turn',
      usage: { input_tokens: 10, output_tokens: 20 },
    },
  };
}

/** OpenAI chat completions (as OpenAI, Ollama and vLLM speak it). */
function openAiReply(request: Recorded, key: string | null) {
  if (request.path !== '/v1/chat/completions') return { status: 404, body: { error: { message: 'not found' } } };
  if (key && request.headers.authorization !== `Bearer ${key}`) {
    return { status: 401, body: { error: { message: 'Incorrect API key provided' } } };
  }
  const body = request.body as { model?: string; messages?: { role: string; content: string }[] };
  if (!body.model || body.messages?.[0]?.role !== 'system' || body.messages?.[1]?.role !== 'user') {
    return { status: 400, body: { error: { message: 'invalid messages' } } };
  }
  return {
    status: 200,
    body: {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      model: body.model,
      choices: [
        { index: 0, message: { role: 'assistant', content: JSON.stringify(AI_ANSWER) }, finish_reason: 'stop' },
      ],
    },
  };
}

const REQUEST = { system: 'Rispondi in JSON', prompt: 'Analizza', maxTokens: 100 };

describe('AI provider contract: Anthropic Messages API', () => {
  let server: Awaited<ReturnType<typeof protocolServer>>;
  afterEach(() => server.close());

  it('sends model, max_tokens, system and the user message with the key and version headers', async () => {
    server = await protocolServer(anthropicReply);
    const provider = anthropicProvider({ apiKey: 'sk-ant-test', model: 'claude-test', baseUrl: server.url });
    const text = await provider.complete(REQUEST);
    expect(text).toContain('"probable_cause"');
    expect(server.requests[0]!.body).toEqual({
      model: 'claude-test',
      max_tokens: 100,
      system: 'Rispondi in JSON',
      messages: [{ role: 'user', content: 'Analizza' }],
    });
  });

  it('reports the provider error message, never the key', async () => {
    server = await protocolServer(anthropicReply);
    const provider = anthropicProvider({ apiKey: 'sk-wrong', model: 'claude-test', baseUrl: `${server.url}/v1` });
    const error = await provider.complete(REQUEST).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as Error).message).toBe('Anthropic ha risposto 401: invalid x-api-key');
    expect((error as Error).message).not.toContain('sk-wrong');
  });

  it('gives up after the timeout', async () => {
    server = await protocolServer((r) => ({ ...anthropicReply(r), delayMs: 2000 }));
    const provider = anthropicProvider(
      { apiKey: 'sk-ant-test', model: 'claude-test', baseUrl: server.url },
      { timeoutMs: 200 },
    );
    await expect(provider.complete(REQUEST)).rejects.toThrow('Anthropic non ha risposto entro 0 secondi');
  });
});

describe('AI provider contract: OpenAI-compatible chat completions', () => {
  let server: Awaited<ReturnType<typeof protocolServer>>;
  afterEach(() => server.close());

  it('sends the system and user messages with a bearer key', async () => {
    server = await protocolServer((r) => openAiReply(r, 'sk-openai'));
    const provider = openAiCompatibleProvider({ apiKey: 'sk-openai', model: 'gpt-test', baseUrl: `${server.url}/v1` });
    expect(JSON.parse(await provider.complete(REQUEST))).toEqual(AI_ANSWER);
    expect(server.requests[0]!.body).toMatchObject({
      model: 'gpt-test',
      max_tokens: 100,
      messages: [
        { role: 'system', content: 'Rispondi in JSON' },
        { role: 'user', content: 'Analizza' },
      ],
    });
  });

  it('talks to an on-prem server (Ollama, vLLM) without a key', async () => {
    server = await protocolServer((r) => openAiReply(r, null));
    const { provider } = createAiProvider({
      provider: 'ollama',
      model: 'llama3.1',
      baseUrl: `${server.url}/v1/`,
      apiKey: null,
    });
    expect(provider!.name).toBe('openai');
    await provider!.complete(REQUEST);
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('reports HTTP errors in Italian', async () => {
    server = await protocolServer((r) => openAiReply(r, 'sk-right'));
    const provider = openAiCompatibleProvider({ apiKey: 'sk-wrong', model: 'gpt-test', baseUrl: `${server.url}/v1` });
    await expect(provider.complete(REQUEST)).rejects.toThrow(
      'Il servizio AI ha risposto 401: Incorrect API key provided',
    );
  });
});

describe('provider selection from the environment', () => {
  it('has no provider without AI_PROVIDER, and explains unusable settings', () => {
    expect(createAiProvider({ provider: null, model: null, baseUrl: null, apiKey: null })).toEqual({
      provider: null,
      problem: null,
    });
    expect(createAiProvider({ provider: 'anthropic', model: null, baseUrl: null, apiKey: null }).problem).toBe(
      'AI_PROVIDER=anthropic richiede AI_API_KEY',
    );
    expect(createAiProvider({ provider: 'watson', model: null, baseUrl: null, apiKey: 'k' }).problem).toMatch(
      /non riconosciuto/,
    );
    const { provider } = createAiProvider({ provider: 'Anthropic', model: null, baseUrl: null, apiKey: 'k' });
    expect(provider).toMatchObject({ name: 'anthropic', model: 'claude-sonnet-4-5' });
  });
});

function facts(overrides: Partial<ErrorPattern>, extra: Partial<PatternFacts> = {}): PatternFacts {
  return {
    pattern: {
      id: '00000000-0000-4000-8000-000000000001',
      error_type: 'javascript_error',
      title: "TypeError: Cannot read properties of undefined (reading 'name')",
      message: "TypeError: Cannot read properties of undefined (reading 'name')",
      severity: 'critical',
      status: 'open',
      source: 'automatic',
      occurrence_count: 42,
      sampled_count: 0,
      affected_users: 3,
      affected_sessions: 5,
      first_seen_at: '2026-11-20T08:00:00.000Z',
      last_seen_at: '2026-11-22T10:00:00.000Z',
      last_url: 'http://localhost:3000/app/admin/users/3f2a1c9e-1111-4a4a-9b9b-123456789abc',
      regression_count: 0,
      regressed_at: null,
      resolved_at: null,
      has_ai_analysis: false,
      analyzed_at: null,
      ...overrides,
    },
    topFrames: ['UsersTable@src/modules/admin/users/users-table.tsx'],
    samples: [],
    ...extra,
  };
}

describe('rule-based analysis', () => {
  it('explains an undefined TypeError with the area, dates and files to open', () => {
    const analysis = ruleBasedAnalysis(facts({}));
    expect(analysis).toMatchObject({
      provider: 'rule_based',
      model: null,
      confidence: 'high',
      occurrences: 42,
      affected_users: 3,
      first_seen_at: '2026-11-20T08:00:00.000Z',
      last_seen_at: '2026-11-22T10:00:00.000Z',
    });
    expect(analysis.probable_cause).toMatch(/undefined o null/);
    expect(analysis.affected_area).toContain('modulo admin/users');
    expect(analysis.summary).toMatch(/^Critica: «TypeError/);
    expect(analysis.summary).toContain('42 occorrenze (3 utenti)');
    expect(analysis.suspected_files).toEqual([
      'apps/web/src/modules/admin/users/users-table.tsx',
      'apps/web/src/routes/app/admin/users/$id.tsx',
      'apps/web/src/modules/admin/users/',
    ]);
    expect(analysis.suggested_steps.length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    [
      'api_error',
      'GET /api/leave/requests failed with 500',
      /errore: un’eccezione/,
      'apps/server/src/modules/leave/routes.ts',
    ],
    ['network_error', 'TypeError: Failed to fetch', /non ha raggiunto il server/, null],
    ['javascript_error', 'ReferenceError: foo is not defined', /non è definita/, null],
    ['api_error', 'Request failed with status code 403', /senza il permesso/, null],
    ['resource_error', 'Failed to load resource /assets/app.css', /file statico/, null],
  ])('%s "%s"', (error_type, message, cause, file) => {
    const analysis = ruleBasedAnalysis(facts({ error_type, title: message, message }));
    expect(analysis.probable_cause).toMatch(cause);
    if (file) expect(analysis.suspected_files).toContain(file);
  });

  it('says when a pattern is a regression or a loop, and falls back for user reports', () => {
    const regression = ruleBasedAnalysis(facts({ regression_count: 2, sampled_count: 40 }));
    expect(regression.suggested_steps[0]).toMatch(/^È una regressione \(ricomparso 2 volte/);
    expect(regression.suggested_steps.join(' ')).toMatch(/in un ciclo/);
    const manual = ruleBasedAnalysis(
      facts({ source: 'manual', error_type: 'other', title: 'Il tasto è grigio', message: 'Il tasto è grigio' }),
    );
    expect(manual.probable_cause).toMatch(/segnalato da un utente/);
  });
});

describe('fingerprint building blocks', () => {
  it.each([
    ['Uncaught TypeError: x is undefined', 'TypeError: x is undefined'],
    ['GET http://h:3000/api/users/42?x=1 failed', 'GET <url> failed'],
    ['Record 3f2a1c9e-1111-4a4a-9b9b-123456789abc not found', 'Record <id> not found'],
    ['Request failed with status code 404', 'Request failed with status code 404'],
    ['Render took 250 ms on item 12', 'Render took <n> ms on item <n>'],
    ['Hash deadbeef12 mismatch for mario@x.it', 'Hash <id> mismatch for <email>'],
    ['/api/projects/77/tasks/8 answered 500', '/api/projects/<id>/tasks/<id> answered 500'],
  ])('normalises "%s"', (input, expected) => {
    expect(normalizeMessage(input)).toBe(expected);
  });

  it('takes the top in-app frames of Chrome and Firefox stacks, without hashes, lines or library code', () => {
    const chrome = [
      'TypeError: boom',
      '    at http://localhost:5173/node_modules/.vite/deps/react-dom.js:10:5',
      '    at UsersTable (http://localhost:3000/assets/index-B1a2c3d4.js:12:345)',
      '    at async loadUsers (http://localhost:3000/assets/users-Ab12Cd34.js?v=3:1:2)',
      '    at Object.render (http://localhost:3000/assets/index-B1a2c3d4.js:40:1)',
      '    at later (http://localhost:3000/assets/index-B1a2c3d4.js:50:1)',
    ].join('\n');
    expect(inAppFrames(chrome)).toEqual([
      'UsersTable@assets/index.js',
      'loadUsers@assets/users.js',
      'render@assets/index.js',
    ]);
    expect(inAppFrames('UsersTable@http://localhost:3000/src/users.tsx:1:2\n@chrome-extension://x/a.js:1:1')).toEqual([
      'UsersTable@src/users.tsx',
    ]);
  });

  it('groups across builds and line numbers but not across code locations', () => {
    const a = fingerprintOf({
      source: 'automatic',
      errorType: 'javascript_error',
      message: 'boom 1',
      stack: '    at f (http://h/assets/index-AAAAAAAA.js:1:1)',
    });
    const b = fingerprintOf({
      source: 'automatic',
      errorType: 'javascript_error',
      message: 'boom 2',
      stack: '    at f (http://h/assets/index-BBBBBBBB.js:9:9)',
    });
    const c = fingerprintOf({
      source: 'automatic',
      errorType: 'javascript_error',
      message: 'boom 1',
      stack: '    at g (http://h/assets/index-AAAAAAAA.js:1:1)',
    });
    expect(a.fingerprint).toBe(b.fingerprint);
    expect(a.fingerprint).not.toBe(c.fingerprint);
  });
});

describe('flood protection building blocks', () => {
  it('a token bucket allows its burst, then refills at its rate', () => {
    const buckets = new TokenBuckets({ capacity: 3, refillPerSecond: 0.5 });
    const now = 1_000_000;
    expect([1, 2, 3].map(() => buckets.take('k', now).ok)).toEqual([true, true, true]);
    expect(buckets.take('k', now)).toEqual({ ok: false, retryAfterSeconds: 2 });
    expect(buckets.take('k', now + 2000).ok).toBe(true);
    expect(buckets.take('other', now).ok).toBe(true);
  });

  it('keeps memory bounded however many clients there are', () => {
    const buckets = new TokenBuckets({ capacity: 1, refillPerSecond: 1 }, 100);
    for (let i = 0; i < 10_000; i++) buckets.take(`ip:${i}`);
    expect(buckets.size).toBe(100);
    const budget = new DetailBudget({ perWindow: 2, windowMs: 1000 }, 50);
    for (let i = 0; i < 1000; i++) budget.take(`k${i}`, 1);
    expect(budget.size).toBe(50);
  });

  it('details the first occurrences of an error per window and counts the rest', () => {
    const budget = new DetailBudget({ perWindow: 10, windowMs: 60_000 });
    expect(budget.take('u|f', 7, 0)).toEqual({ detailed: 7, first: true });
    expect(budget.take('u|f', 7, 1)).toEqual({ detailed: 3, first: false });
    expect(budget.take('u|f', 7, 2)).toEqual({ detailed: 0, first: false });
    expect(budget.take('u|f', 1, 60_001)).toEqual({ detailed: 1, first: true });
  });
});

describe('group commit', () => {
  const draft = (fingerprint: string, occurrences: number, rank: number, offer: 0 | 1) => ({
    fingerprint,
    error_type: 'javascript_error',
    title: fingerprint,
    message: fingerprint,
    source: 'automatic' as const,
    severity_rank: rank,
    occurrences,
    sampled: occurrences - 1,
    last_url: `/app/${fingerprint}/${occurrences}`,
    top_frames: [],
    offer_sample: offer,
  });
  const sample = (fingerprint: string, batch: string) =>
    ({ fingerprint, batch_id: batch }) as unknown as Parameters<typeof mergeWrites>[0][0]['samples'][0];

  it('merges submissions per fingerprint: counters add up, worst severity, one sample, sessions once', () => {
    const merged = mergeWrites([
      {
        patterns: [draft('a', 3, 2, 1), draft('b', 1, 1, 0)],
        samples: [sample('a', 'batch-1')],
        sessions: [{ fingerprint: 'a', session_key: 's:u1:x', user_id: 'u1' }],
      },
      {
        patterns: [draft('a', 5, 4, 1)],
        samples: [sample('a', 'batch-2')],
        sessions: [
          { fingerprint: 'a', session_key: 's:u1:x', user_id: 'u1' },
          { fingerprint: 'a', session_key: 's:u2:y', user_id: 'u2' },
        ],
      },
    ]);
    expect(merged.patterns.find((p) => p.fingerprint === 'a')).toMatchObject({
      occurrences: 8,
      sampled: 6,
      severity_rank: 4,
      offer_sample: 1,
      last_url: '/app/a/5',
    });
    expect(merged.patterns).toHaveLength(2);
    expect(merged.samples).toEqual([sample('a', 'batch-1')]);
    expect(merged.sessions.map((s) => s.session_key)).toEqual(['s:u1:x', 's:u2:y']);
  });
});

describe('analyze endpoint through a configured provider', () => {
  let server: Awaited<ReturnType<typeof protocolServer>>;
  let t: TestApp;
  let failing = false;

  beforeAll(async () => {
    server = await protocolServer((r) =>
      failing ? { status: 529, body: { type: 'error', error: { message: 'Overloaded' } } } : anthropicReply(r),
    );
    t = await createTestApp({
      ai: { provider: 'anthropic', model: 'claude-test', baseUrl: server.url, apiKey: 'sk-ant-test' },
    });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('analyses with the provider, caches, re-analyses when forced and falls back to rules on failure', async () => {
    const admin = await login(t.app, 'admin');
    const employee = await login(t.app, 'dipendente');
    await as(t.app, admin, {
      method: 'PUT',
      url: '/api/admin/config',
      payload: { monitoring: { auto_error_submission: true } },
    });
    await as(t.app, employee, {
      method: 'POST',
      url: '/api/self-healing/submit-error',
      payload: {
        errors: [
          {
            type: 'javascript_error',
            message: "TypeError: Cannot read properties of undefined (reading 'department')",
            stack: 'TypeError: x\n    at ProfileCard (http://localhost:3000/src/modules/profile/profile-card.tsx:10:2)',
            url: 'http://localhost:3000/app/profile',
          },
        ],
        batch_info: { sent_at: new Date().toISOString(), batch_size: 1, collector_version: ERROR_COLLECTOR_VERSION },
        session_metadata: { session_id: 'ai-session', page_loads: 1, time_on_page: 3 },
      },
    });
    const list = (await as(t.app, admin, { url: '/api/self-healing/patterns?search=department' })).json().data;
    const id = list.items[0].id as string;
    expect(list.items[0].has_ai_analysis).toBe(false);

    const analyze = (force?: boolean) =>
      as(t.app, admin, {
        method: 'POST',
        url: `/api/self-healing/patterns/${id}/analyze`,
        payload: force === undefined ? {} : { force_reanalysis: force },
      });
    const first = await analyze();
    expect(first.statusCode).toBe(200);
    const analysis = first.json().data.analysis as PatternAnalysis;
    expect(first.json().data.cached).toBe(false);
    expect(analysis).toMatchObject({
      provider: 'anthropic',
      model: 'claude-test',
      summary: AI_ANSWER.summary,
      probable_cause: AI_ANSWER.probable_cause,
      confidence: 'high',
      occurrences: 1,
      notice: null,
    });
    // What the provider was sent: the pattern, its stack, the rules' hypothesis; no e-mail or key.
    const sent = server.requests[0]!.body as { messages: { content: string }[] };
    expect(sent.messages[0]!.content).toContain('ProfileCard');
    expect(sent.messages[0]!.content).toContain('apps/web/src/modules/profile/profile-card.tsx');

    const cached = await analyze(false);
    expect(cached.json().data.cached).toBe(true);
    expect(server.requests).toHaveLength(1);
    expect((await as(t.app, admin, { url: `/api/self-healing/patterns/${id}` })).json().data.has_ai_analysis).toBe(
      true,
    );

    failing = true;
    const fallback = await analyze(true);
    expect(fallback.json().data.cached).toBe(false);
    expect(fallback.json().data.analysis).toMatchObject({
      provider: 'rule_based',
      notice: 'Analisi basata su regole: Anthropic ha risposto 529: Overloaded.',
    });
    expect(server.requests).toHaveLength(2);

    const prompt = await as(t.app, admin, {
      method: 'POST',
      url: `/api/self-healing/patterns/${id}/generate-prompt`,
      payload: {},
    });
    expect(prompt.json().data.pattern_analysis.provider).toBe('rule_based');
    expect(prompt.json().data.claude_prompt).toContain('ProfileCard');
  });

  it('documents the routes in the OpenAPI description', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/self-healing/submit-error', '/api/self-healing/patterns/{id}/analyze']),
    );
  });
});
