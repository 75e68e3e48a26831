import { isApiError } from '@/platform/api-error';
import { PERFORMANCE_TEXT } from '../strings';

/** The server's Italian message, or a generic one. */
export function messageOf(error: unknown): string {
  return isApiError(error) ? error.message : PERFORMANCE_TEXT.unexpected;
}

/** First message per field of a zod error or of the server's field errors. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}
