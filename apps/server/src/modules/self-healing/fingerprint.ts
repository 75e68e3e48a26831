import { createHash } from 'node:crypto';

/** Frames of the stack that take part in grouping (Sentry-like: the top in-app frames, no line numbers). */
export const FINGERPRINT_FRAMES = 3;
const TITLE_MAX = 300;

// Order matters: whole URLs and e-mails go before their digits would be masked one by one.
const MASKS: [RegExp, string][] = [
  [/\b[a-z][a-z0-9+.-]*:\/\/[^\s'"`()<>]+/gi, '<url>'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '<email>'],
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<id>'],
  // Hex ids and hashes: eight or more hex digits with at least one digit in them.
  [/\b(?=[0-9a-f]*\d)[0-9a-f]{8,}\b/gi, '<id>'],
  // Numeric path segments: /api/users/123 → /api/users/<id>.
  [/\/\d+(?=[/?#\s'"]|$)/g, '/<id>'],
];

const NUMBER = /\b\d+(?:\.\d+)?\b/g;
/** Words after which a three-digit number is an HTTP status ("status code 404", "failed with 500"). */
const STATUS_BEFORE =
  /(?:\b(?:status|code|http|codice|stato|with|con|failed|fallit[ao]|error|errore|responded|answered|returned|got|risposto|restituito)|<id>|\/[\w<>-]+)\W{0,3}$/i;
const UNIT_AFTER = /^\s*(?:ms|s|sec|px|kb|mb|gb|%|min|ore|giorni|items|elementi|righe|rows)\b/i;

function isHttpStatus(text: string, offset: number, length: number): boolean {
  return (
    STATUS_BEFORE.test(text.slice(Math.max(0, offset - 30), offset)) && !UNIT_AFTER.test(text.slice(offset + length))
  );
}

/**
 * The message with what varies between occurrences of the same bug masked: addresses, e-mails, ids and
 * numbers. HTTP statuses (a 100–599 number after "status", "code", "with"… and not before a unit) stay,
 * because a 404 and a 500 are different problems.
 */
export function normalizeMessage(message: string): string {
  let out = message.replace(/^\s*uncaught\s+(\(in promise\)\s*)?/i, '');
  for (const [pattern, replacement] of MASKS) out = out.replace(pattern, replacement);
  out = out.replace(NUMBER, (n, offset: number, whole: string) =>
    /^[1-5]\d\d$/.test(n) && isHttpStatus(whole, offset, n.length) ? n : '<n>',
  );
  out = out.replace(/\s+/g, ' ').trim();
  return out.length > TITLE_MAX ? out.slice(0, TITLE_MAX) : out;
}

const CHROME_FRAME = /^\s*at (?:(?:async )?(.+?) \()?(.+?):\d+:\d+\)?\s*$/;
const FIREFOX_FRAME = /^\s*(.*?)@(.+?):\d+:\d+\s*$/;
const NOT_IN_APP =
  /node_modules|\/@vite\/|\/@react-refresh|chrome-extension:|moz-extension:|safari-(web-)?extension:|<anonymous>|\bnative\b|webpack\/bootstrap/;

/** A bundle file without origin, query and build hash: /assets/index-B1a2c3d4.js → assets/index.js. */
export function normalizeFile(file: string): string {
  return file
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '')
    .replace(/[?#].*$/, '')
    .replace(/-[A-Za-z0-9_]{8}(?=\.(?:m?js|css)$)/, '')
    .replace(/^\/+/, '');
}

/** The top in-app frames of a browser stack trace, as "function@file". */
export function inAppFrames(stack: string | null, limit = FINGERPRINT_FRAMES): string[] {
  if (!stack) return [];
  const frames: string[] = [];
  for (const line of stack.split('\n', 60)) {
    const match = CHROME_FRAME.exec(line) ?? FIREFOX_FRAME.exec(line);
    if (!match) continue;
    const [, fn, file] = match;
    if (!file || NOT_IN_APP.test(file)) continue;
    frames.push(`${(fn ?? '').replace(/^Object\./, '').trim() || '<anonima>'}@${normalizeFile(file)}`);
    if (frames.length >= limit) break;
  }
  return frames;
}

export interface FingerprintInput {
  source: 'automatic' | 'manual';
  errorType: string;
  message: string;
  stack: string | null;
  /** React component path of component errors, used when the stack has no in-app frame. */
  componentPath?: string[] | null;
}

export interface Fingerprint {
  fingerprint: string;
  title: string;
  frames: string[];
}

/** Error type + normalised message + top in-app frames, hashed: the key similar errors group under. */
export function fingerprintOf(input: FingerprintInput): Fingerprint {
  let frames = inAppFrames(input.stack);
  if (frames.length === 0 && input.componentPath?.length) frames = input.componentPath.slice(0, FINGERPRINT_FRAMES);
  return fingerprintFrom(input.source, input.errorType, input.message, frames);
}

/** The same, from frames already extracted. The message must be sanitised: its normal form becomes the title. */
export function fingerprintFrom(
  source: FingerprintInput['source'],
  errorType: string,
  message: string,
  frames: string[],
): Fingerprint {
  const title = normalizeMessage(message) || '(nessun messaggio)';
  const key = [source, errorType, title, ...frames].join('\n');
  return { fingerprint: createHash('sha1').update(key).digest('hex'), title, frames };
}
