import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * Drizzle puts a failed query's bound parameters in the error message; those can be password hashes,
 * session token hashes or CSRF tokens, which must never reach the logs. Keep the SQL and the cause only.
 */
export function logSafeError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause as { message?: string; code?: string } | undefined;
  return {
    type: 'DrizzleQueryError',
    message: `Failed query: ${error.query}`,
    cause: cause ? { message: cause.message, code: cause.code } : undefined,
    // The stack repeats the message (parameters included): keep only its frames.
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}
