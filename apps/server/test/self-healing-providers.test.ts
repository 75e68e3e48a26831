import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_COLLECTOR_VERSION, type PatternAnalysis } from '@portale/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AiProviderError,
  anthropicProvider,
  createAiProvider,
  openAiCompatibleProvider,
} from '@/modules/self-healing/analysis/providers';
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
