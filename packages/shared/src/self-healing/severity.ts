import type { ErrorSeverity } from './enums';

/** What the severity rules look at: the record's type and message (spec §4). */
export interface SeverityInput {
  type?: string | null;
  message?: string | null;
}

// Spec §4, checked in this order. "Undefined type error" is a TypeError about undefined
// ("Cannot read properties of undefined"); HTTP codes must stand alone, so "1500 ms" is not a 500.
const CRITICAL: readonly RegExp[] = [
  /\b500\b/,
  /network ?error/,
  /(?=.*type ?error)(?=.*undefined)/,
  /reference ?error/,
  /syntax ?error/,
  /failed to fetch/,
  /time ?out|timed out/,
];
const HIGH: readonly RegExp[] = [
  /failed to load/,
  /network ?error/,
  /time ?out|timed out/,
  /\b(400|401|403|404|500|502|503)\b/,
];
const LOW: readonly RegExp[] = [/warning/, /deprecat/];

/** Severity of an automatic error record, exactly as spec §4 orders the rules. */
export function classifyErrorSeverity(input: SeverityInput): ErrorSeverity {
  // `_` counts as a word character, so `network_error` also reads as "network error".
  const text = `${input.type ?? ''} ${input.message ?? ''}`.toLowerCase().replaceAll('_', ' ');
  if (CRITICAL.some((rule) => rule.test(text))) return 'critical';
  if (HIGH.some((rule) => rule.test(text))) return 'high';
  if (LOW.some((rule) => rule.test(text))) return 'low';
  return 'medium';
}
