/** What the ignore rules look at. */
export interface IgnoreInput {
  type?: string | null;
  message?: string | null;
  /** The script or resource the error came from. */
  filename?: string | null;
  /** For failed API calls and resources: the address requested. */
  url?: string | null;
}

const SELF_HEALING_SUBMIT_PATH = '/api/self-healing/submit-error';

/**
 * Spec §8 "ignored client errors", in the order listed. Each rule names the noise it filters: errors the app
 * cannot act on (cross-origin scripts, browser quirks, extensions), or errors reporting itself would loop.
 */
export const IGNORED_CLIENT_ERRORS: readonly { reason: string; test: (text: string, input: IgnoreInput) => boolean }[] =
  [
    // Cross-origin scripts report only "Script error." with no detail.
    { reason: 'script error', test: (text) => /^(uncaught )?script error\.?$/.test(text.trim()) },
    { reason: 'resize observer loop', test: (text) => text.includes('resizeobserver loop') },
    { reason: 'non-error rejection', test: (text) => /non-error (promise )?rejection/.test(text) },
    {
      reason: 'chunk load failure',
      test: (text) =>
        /chunkloaderror|loading (css )?chunk [\w-]+ failed|failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css/.test(
          text,
        ),
    },
    {
      reason: 'favicon',
      test: (text, input) => text.includes('favicon') || /favicon/i.test(`${input.filename ?? ''} ${input.url ?? ''}`),
    },
    // Reporting a failed report would report it again, forever.
    {
      reason: 'self-healing submit error',
      test: (text, input) =>
        text.includes(SELF_HEALING_SUBMIT_PATH) || (input.url ?? '').includes(SELF_HEALING_SUBMIT_PATH),
    },
    { reason: 'csrf token error', test: (text) => /csrf/.test(text) },
    { reason: "'Request failed' with 400", test: (text) => /request failed.*\b400\b/.test(text) },
  ];

/** The §8 rule an error falls under, or null if it must be recorded. */
export function ignoredClientErrorReason(input: IgnoreInput): string | null {
  const text = `${input.message ?? ''}`.toLowerCase();
  for (const rule of IGNORED_CLIENT_ERRORS) if (rule.test(text, input)) return rule.reason;
  return null;
}

export function isIgnoredClientError(input: IgnoreInput): boolean {
  return ignoredClientErrorReason(input) !== null;
}
