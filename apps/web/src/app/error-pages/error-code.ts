import { isApiError } from '@/platform/api-error';
import type { ErrorCode } from './strings';

const KNOWN: readonly string[] = ['404', '403', '500', 'network'];

/** `/error` alone and unknown codes show the 500 page. */
export function normalizeErrorCode(code: string | undefined): ErrorCode {
  return code && KNOWN.includes(code) ? (code as ErrorCode) : '500';
}

const NETWORK_MARKER = 'Failed to fetch';

/**
 * Spec §8 route load errors: a message containing 'Failed to fetch' (also a failed lazy chunk: "Failed to
 * fetch dynamically imported module") goes to /error/network, anything else to /error/500.
 */
export function routeErrorCode(error: unknown): ErrorCode {
  const messages: string[] = [];
  if (error instanceof Error) messages.push(error.message);
  else if (typeof error === 'string') messages.push(error);
  if (isApiError(error)) {
    if (error.isNetworkError) return 'network';
    if (error.originalMessage) messages.push(error.originalMessage);
  }
  return messages.some((message) => message.includes(NETWORK_MARKER)) ? 'network' : '500';
}
