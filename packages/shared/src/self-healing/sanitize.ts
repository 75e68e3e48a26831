// Error reports travel from browsers to admins and, through prompts, to AI providers: anything that looks
// like a credential or a personal address is masked on the way in (issue 5). Pure regular expressions, so
// the browser collector and the server apply the very same rules.

export const REDACTED = '[riservato]';

const SECRET_NAMES = [
  'access_token',
  'refresh_token',
  'id_token',
  'token',
  'auth',
  'authorization',
  'api_key',
  'api-key',
  'apikey',
  'secret',
  'client_secret',
  'password',
  'passwd',
  'pwd',
  'sessionid',
  'sid',
  'portale_sid',
  'csrf',
  'csrf_token',
  'xsrf',
  'otp',
  'signature',
  'jwt',
].join('|');
/** Names that are secrets only as URL parameters (an OAuth `code`, a signed link's `sig`). */
const QUERY_ONLY_NAMES = ['code', 'state', 'key', 'sig', 'pass', 'hash'].join('|');
const SECRET_KEY = new RegExp(`^(?:${SECRET_NAMES})$`, 'i');

/** `name=value`, `name: value`, `"name":"value"`: in query strings, JSON and log-like messages. */
const NAMED_SECRET = new RegExp(
  `(["']?\\b(?:${SECRET_NAMES})["']?)(\\s*[:=]\\s*)("[^"]*"|'[^']*'|[^\\s&#,;'"})\\]]+)`,
  'gi',
);
const QUERY_SECRET = new RegExp(`([?&;#](?:${QUERY_ONLY_NAMES})=)[^&#\\s'"]+`, 'gi');
const MAYBE_BEARER = /bearer|basic/i;
const MAYBE_NAMED = new RegExp(SECRET_NAMES, 'i');
const MAYBE_QUERY = /[?&;#]/;
const BEARER = /\b(bearer|basic)\s+[\w\-.~+/]+=*/gi;
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;
/**
 * Long random-looking strings (API keys, session ids, data URLs): letters and digits, 32+ characters. UUIDs are
 * record ids in our URLs, not secrets, and stay. Candidates are found first and judged in code: lookaheads at
 * every position made this the slowest rule on long stacks.
 */
const LONG_RUN = /[\w-]{32,}/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const looksLikeToken = (run: string) => /\d/.test(run) && /[a-z]/i.test(run) && !UUID.test(run);
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** Italian tax code (codice fiscale): personal data that often sits in URLs of HR pages. */
const TAX_CODE = /\b[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z]\b/gi;
const URL_USERINFO = /(\b[a-z][a-z0-9+.-]*:\/\/)[^/\s@]+@/gi;

export interface RedactOptions {
  /** Mask e-mail addresses too (default true; a user's own words in a manual report keep them). */
  emails?: boolean;
}

/** Masks credentials, tokens, tax codes and (by default) e-mail addresses in free text. */
export function redactSecrets(text: string, options: RedactOptions = {}): string {
  // Each rule runs only when a cheap test says it can match: this is on the ingestion hot path, and most
  // error messages contain none of it.
  let out = text;
  if (out.includes('://') && out.includes('@')) out = out.replace(URL_USERINFO, `$1${REDACTED}@`);
  if (MAYBE_BEARER.test(out)) out = out.replace(BEARER, (_m, scheme: string) => `${scheme} ${REDACTED}`);
  if (out.includes('eyJ')) out = out.replace(JWT, REDACTED);
  if (MAYBE_NAMED.test(out)) {
    out = out.replace(NAMED_SECRET, (_m, name: string, sep: string, value: string) =>
      value.startsWith('"') ? `${name}${sep}"${REDACTED}"` : `${name}${sep}${REDACTED}`,
    );
  }
  if (MAYBE_QUERY.test(out)) out = out.replace(QUERY_SECRET, `$1${REDACTED}`);
  out = out.replace(LONG_RUN, (run) => (looksLikeToken(run) ? REDACTED : run)).replace(TAX_CODE, REDACTED);
  if (options.emails !== false && out.includes('@')) out = out.replace(EMAIL, '[email]');
  return out;
}

/** A URL safe to store: no user:password@, no secret query parameters or tokens, no e-mail addresses. */
export function sanitizeUrl(url: string): string {
  return redactSecrets(url);
}

/** Applies `redactSecrets` to every string inside a JSON-like value (objects, arrays), depth-limited. */
export function redactDeep(value: unknown, options: RedactOptions = {}, depth = 0): unknown {
  if (typeof value === 'string') return redactSecrets(value, options);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, options, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    // A field named like a secret is dropped whole, whatever its value looks like.
    out[key] = SECRET_KEY.test(key) ? REDACTED : redactDeep(v, options, depth + 1);
  }
  return out;
}
