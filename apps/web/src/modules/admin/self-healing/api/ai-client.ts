import { apiPost } from '@/platform/api-client';
import { ApiError } from '@/platform/api-error';

/**
 * Spec §7: analysis and prompt generation use a client dedicated to AI calls. The server gives its provider
 * 45 s and then falls back to the rule-based analyser, so the browser waits a little longer than that, and no
 * longer: a hung request must not keep the per-pattern in-progress marker on for ever.
 */
export const AI_CLIENT_TIMEOUT_MS = 90_000;
export const AI_TIMEOUT_MESSAGE = 'Il servizio di analisi non ha risposto in tempo. Riprova più tardi.';

export async function aiPost<T>(path: string, body: unknown): Promise<T> {
  const signal = AbortSignal.timeout(AI_CLIENT_TIMEOUT_MS);
  try {
    return await apiPost<T>(path, body, { signal });
  } catch (error) {
    if (signal.aborted) throw new ApiError({ status: 0, code: 'NETWORK', message: AI_TIMEOUT_MESSAGE, cause: error });
    throw error;
  }
}
