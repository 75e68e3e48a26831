import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, MESSAGES } from './errors';

/**
 * Input every request must respect before anything walks it or hands it to the database (docs/security.md,
 * "Input limits"): PostgreSQL refuses NUL in text and jsonb, and a lone UTF-16 surrogate cannot be encoded at
 * all, so both are refused in every string of the query, the path, the headers and the body, with one 400.
 */
export const MAX_JSON_DEPTH = 64;

export const INPUT_MESSAGES = {
  unsafeText: 'La richiesta contiene caratteri non consentiti',
  unsafeField: 'Contiene caratteri non consentiti (carattere nullo o surrogato isolato)',
  tooDeep: `JSON troppo annidato: al massimo ${MAX_JSON_DEPTH} livelli`,
  forbiddenKey: 'JSON non valido: chiave non consentita',
} as const;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string PostgreSQL and UTF-8 can hold: no NUL, no unpaired surrogate. */
export function isSafeText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * The path of the first unsafe string (or key) inside a value, or null. Iterative, so no nesting blows the stack;
 * `maxDepth` bounds it anyway.
 */
export function findUnsafeText(value: unknown, maxDepth = MAX_JSON_DEPTH): string | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return path || '_';
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      if (depth >= maxDepth) return path || '_';
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (!isSafeText(key)) return childPath;
        stack.push({ value: child, path: childPath, depth: depth + 1 });
      }
    }
  }
  return null;
}

/** Whether JSON text nests deeper than `max`, found by scanning the text before anything parses it. */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** Prototype-poisoning keys, refused as Fastify's own parser does (`__proto__`, `constructor.prototype`). */
function hasPoisonedKey(value: unknown): boolean {
  const stack = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (current === null || typeof current !== 'object') continue;
    if (!Array.isArray(current)) {
      if (Object.hasOwn(current, '__proto__')) return true;
      const ctor = (current as Record<string, unknown>).constructor;
      if (Object.hasOwn(current, 'constructor') && ctor && typeof ctor === 'object' && 'prototype' in ctor) return true;
    }
    for (const child of Object.values(current)) stack.push(child);
  }
  return false;
}

const invalidJson = () => new AppError(400, 'INVALID_JSON', MESSAGES.invalidJson);

/** Parses a JSON body, bounding its depth before parsing and refusing prototype-poisoning keys after. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw invalidJson();
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) throw new AppError(400, 'INVALID_JSON', INPUT_MESSAGES.tooDeep);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidJson();
  }
  if (hasPoisonedKey(value)) throw new AppError(400, 'INVALID_JSON', INPUT_MESSAGES.forbiddenKey);
  return value;
}

function unsafeTextError(where: string, path: string): AppError {
  const field = where === 'body' ? path : `${where}.${path}`;
  return new AppError(400, 'VALIDATION_ERROR', INPUT_MESSAGES.unsafeText, { [field]: [INPUT_MESSAGES.unsafeField] });
}

/** Throws the 400 when the request carries an unsafe string anywhere we read. */
export function assertSafeRequest(request: FastifyRequest): void {
  for (const [where, value] of [
    ['params', request.params],
    ['query', request.query],
    ['headers', request.headers],
    ['body', request.body],
  ] as const) {
    const path = findUnsafeText(value);
    if (path !== null) throw unsafeTextError(where, path);
  }
}

/** Installs the JSON parser and the check of every request's strings (DESIGN.md §4.5 envelope on refusal). */
export function registerInputGuard(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.addHook('preValidation', async (request) => assertSafeRequest(request));
}
