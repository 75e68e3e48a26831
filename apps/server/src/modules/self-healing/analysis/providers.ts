import type { ServerConfig } from '@/platform/config';

/** One request to a language model: instructions, the question, and an answer budget. */
export interface AiCompletionRequest {
  system: string;
  prompt: string;
  maxTokens: number;
}

/** The AI client of the self-healing analysis: one implementation per wire protocol. */
export interface AiProvider {
  readonly name: 'anthropic' | 'openai';
  readonly model: string;
  complete(request: AiCompletionRequest): Promise<string>;
}

/** A provider failure, with an Italian message safe to show to admins (never the API key). */
export class AiProviderError extends Error {}

/** Analyses are interactive: a provider slower than this is abandoned and the rule-based analysis used. */
export const AI_TIMEOUT_MS = 45_000;
const ANTHROPIC_DEFAULT_URL = 'https://api.anthropic.com';
const OPENAI_DEFAULT_URL = 'https://api.openai.com/v1';
export const DEFAULT_MODELS = { anthropic: 'claude-sonnet-4-5', openai: 'gpt-4o-mini' } as const;
const ANTHROPIC_VERSION = '2023-06-01';
/** AI_PROVIDER values that speak the OpenAI chat-completions protocol (on-prem servers included). */
const OPENAI_ALIASES = new Set(['openai', 'openai-compatible', 'ollama', 'vllm', 'lmstudio', 'localai']);

interface ProviderOptions {
  timeoutMs?: number;
  fetch?: typeof fetch;
}

async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  options: ProviderOptions & { label: string },
): Promise<unknown> {
  const timeoutMs = options.timeoutMs ?? AI_TIMEOUT_MS;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new AiProviderError(`${options.label} non ha risposto entro ${Math.round(timeoutMs / 1000)} secondi`);
    }
    throw new AiProviderError(`${options.label} non raggiungibile: ${(error as Error).message}`);
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // reported below
  }
  if (!response.ok) {
    const detail = (json as { error?: { message?: string } } | null)?.error?.message ?? text.slice(0, 200);
    throw new AiProviderError(`${options.label} ha risposto ${response.status}: ${detail}`);
  }
  if (json === null) throw new AiProviderError(`${options.label} ha risposto con un contenuto non JSON`);
  return json;
}

/** Anthropic Messages API (`POST /v1/messages`). */
export function anthropicProvider(
  config: { apiKey: string; model: string; baseUrl: string | null },
  options: ProviderOptions = {},
): AiProvider {
  const base = (config.baseUrl ?? ANTHROPIC_DEFAULT_URL).replace(/\/+$/, '');
  const url = base.endsWith('/v1') ? `${base}/messages` : `${base}/v1/messages`;
  return {
    name: 'anthropic',
    model: config.model,
    async complete(request) {
      const json = (await postJson(
        url,
        { 'x-api-key': config.apiKey, 'anthropic-version': ANTHROPIC_VERSION },
        {
          model: config.model,
          max_tokens: request.maxTokens,
          system: request.system,
          messages: [{ role: 'user', content: request.prompt }],
        },
        { ...options, label: 'Anthropic' },
      )) as { content?: { type: string; text?: string }[] };
      const text = (json.content ?? [])
        .filter((block) => block.type === 'text')
        .map((block) => block.text ?? '')
        .join('');
      if (!text) throw new AiProviderError('Anthropic ha risposto senza testo');
      return text;
    },
  };
}

/** Any OpenAI-compatible chat-completions endpoint: OpenAI, Ollama, vLLM, LM Studio… */
export function openAiCompatibleProvider(
  config: { apiKey: string | null; model: string; baseUrl: string | null },
  options: ProviderOptions = {},
): AiProvider {
  const base = (config.baseUrl ?? OPENAI_DEFAULT_URL).replace(/\/+$/, '');
  const url = base.endsWith('/chat/completions') ? base : `${base}/chat/completions`;
  return {
    name: 'openai',
    model: config.model,
    async complete(request) {
      const json = (await postJson(
        url,
        config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
        {
          model: config.model,
          max_tokens: request.maxTokens,
          temperature: 0.2,
          messages: [
            { role: 'system', content: request.system },
            { role: 'user', content: request.prompt },
          ],
        },
        { ...options, label: 'Il servizio AI' },
      )) as { choices?: { message?: { content?: string | null } }[] };
      const text = json.choices?.[0]?.message?.content;
      if (!text) throw new AiProviderError('Il servizio AI ha risposto senza testo');
      return text;
    },
  };
}

/**
 * The provider chosen by AI_PROVIDER / AI_MODEL / AI_BASE_URL / AI_API_KEY (the variables the system page
 * reports), or null: then the rule-based analyser is used. Returns a reason when the settings are unusable.
 */
export function createAiProvider(
  ai: ServerConfig['ai'],
  options: ProviderOptions = {},
): { provider: AiProvider | null; problem: string | null } {
  const kind = ai.provider?.toLowerCase() ?? null;
  if (!kind) return { provider: null, problem: null };
  if (kind === 'anthropic') {
    if (!ai.apiKey) return { provider: null, problem: 'AI_PROVIDER=anthropic richiede AI_API_KEY' };
    return {
      provider: anthropicProvider(
        { apiKey: ai.apiKey, model: ai.model ?? DEFAULT_MODELS.anthropic, baseUrl: ai.baseUrl },
        options,
      ),
      problem: null,
    };
  }
  if (OPENAI_ALIASES.has(kind)) {
    // The public OpenAI service needs a key; an on-prem server at AI_BASE_URL may not.
    if (!ai.apiKey && !ai.baseUrl)
      return { provider: null, problem: `AI_PROVIDER=${kind} richiede AI_API_KEY o AI_BASE_URL` };
    return {
      provider: openAiCompatibleProvider(
        { apiKey: ai.apiKey, model: ai.model ?? DEFAULT_MODELS.openai, baseUrl: ai.baseUrl },
        options,
      ),
      problem: null,
    };
  }
  return { provider: null, problem: `AI_PROVIDER=${ai.provider} non riconosciuto (usa anthropic oppure openai)` };
}
