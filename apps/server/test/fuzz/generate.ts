/**
 * Hostile input for the API fuzz test (docs/testing.md, "API fuzz test"): values shaped after an OpenAPI
 * JSON schema, then broken in the ways a client can break them. Everything comes from one seeded PRNG, so
 * a seed replays the same requests.
 */

/** mulberry32: small, fast and good enough to pick test inputs. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)]!;
    },
  };
}
export type Rng = ReturnType<typeof prng>;

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
}

const uuid = (rng: Rng) => 'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, () => rng.int(0, 15).toString(16));

/** Strings a careless server chokes on. */
export function hostileString(rng: Rng): string {
  return rng.pick([
    () => 'a\u0000b',
    () => '\ud800',
    () => 'x\udfffy',
    () => 'x'.repeat(100_000),
    () => '',
    () => ' ',
    () => "'; drop table users; --",
    () => '<script>alert(1)</script>',
    () => '../../etc/passwd',
    () => '%00%ff%',
    () => '\u202Eevil',
    () => '9999-12-31',
    () => '0001-01-01',
    () => '2026-02-30',
    () => '-1',
    () => '1e309',
    () => 'NaN',
    () => '00000000-0000-0000-0000-000000000000',
    () => uuid(rng),
    () => 'ẞ🙂'.repeat(rng.int(1, 50)),
    () => '{"a":1}',
    () => '\\',
  ])();
}

export function hostileNumber(rng: Rng): number {
  return rng.pick([
    -1,
    0,
    -0,
    1.5,
    -2147483649,
    2147483648,
    Number.MAX_SAFE_INTEGER * 2,
    1e308,
    -1e308,
    1e-320,
    99999999,
  ]);
}

export function hostileValue(rng: Rng, depth = 0): unknown {
  return rng.pick([
    () => hostileString(rng),
    () => hostileNumber(rng),
    () => null,
    () => true,
    () => [],
    () => ({}),
    () => (depth < 2 ? [hostileValue(rng, depth + 1), hostileValue(rng, depth + 1)] : 'x'),
    () => (depth < 2 ? { x: hostileValue(rng, depth + 1) } : 1),
    () => nested(rng.int(20, 70)),
  ])();
}

export function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

function isoDate(rng: Rng): string {
  const y = rng.pick([2024, 2025, 2026, 2027, rng.int(1900, 2199)]);
  return `${y}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
}

/** A value that probably passes the schema, to get past validation into the handlers. */
export function plausible(schema: JsonSchema | undefined, rng: Rng, ids: string[], depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return rng.pick(schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return plausible(rng.pick(variants), rng, ids, depth + 1);
  if (schema.allOf?.length) return plausible(schema.allOf[0], rng, ids, depth + 1);
  const type = Array.isArray(schema.type) ? rng.pick(schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || rng.chance(0.6)) out[key] = plausible(child, rng, ids, depth + 1);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: rng.int(0, 3) }, () => plausible(schema.items, rng, ids, depth + 1));
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = Math.min(schema.maximum ?? min + 100, min + 1000);
      return type === 'integer' ? rng.int(Math.ceil(min), Math.floor(max)) : min + rng.next() * (max - min);
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    case 'string': {
      if (schema.format === 'uuid') return ids.length && rng.chance(0.7) ? rng.pick(ids) : uuid(rng);
      if (schema.format === 'date') return isoDate(rng);
      if (schema.format === 'date-time') return `${isoDate(rng)}T10:00:00.000Z`;
      if (schema.format === 'email') return `fuzz${rng.int(0, 1e6)}@example.com`;
      const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 12, 12));
      return Array.from({ length }, () => rng.pick(['a', 'b', 'c', '1', '_'])).join('');
    }
    default:
      return rng.chance(0.5) ? 'x' : 1;
  }
}

/** A plausible value with one part broken. */
export function mutate(value: unknown, rng: Rng): unknown {
  if (value === null || typeof value !== 'object' || rng.chance(0.15)) return hostileValue(rng);
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...value };
  const keys = Object.keys(copy);
  if (keys.length === 0 || rng.chance(0.15)) {
    (copy as Record<string, unknown>)[rng.pick(['extra', '__x', 'id', 'created_at', 'role'])] = hostileValue(rng);
    return copy;
  }
  const key = rng.pick(keys);
  const target = copy as Record<string, unknown>;
  target[key] = rng.chance(0.4) ? mutate(target[key], rng) : hostileValue(rng);
  if (rng.chance(0.2)) delete target[rng.pick(keys)];
  return copy;
}

/** Values for a path parameter: unknown, malformed, huge, and known ids. */
export function pathValue(name: string, rng: Rng, ids: string[]): string {
  const known = ids.length && rng.chance(0.5) ? rng.pick(ids) : uuid(rng);
  return rng.pick([
    () => known,
    () => known,
    () => uuid(rng),
    () => 'abc',
    () => '0',
    () => '-1',
    () => 'a%00b',
    () => '%ED%A0%80',
    () => 'x'.repeat(rng.pick([99, 150, 300])),
    () => (/week|date|day/i.test(name) ? rng.pick(['9999-12-27', '0001-01-01', '2026-11-23', '2026-11-24']) : known),
    // A document's version number and an attachment's record type: values the routes take, so the fuzz gets past
    // the params into the handlers.
    () => (name === 'version' ? rng.pick(['1', '2', '99999999999', '1.5']) : known),
    () => (name === 'recordType' ? rng.pick(['project_task', 'person', 'PERSON', 'constructor', '__proto__']) : known),
    () => encodeLoosely(hostileString(rng).slice(0, 80)),
  ])();
}

/** encodeURIComponent that also writes a lone surrogate (as the bytes of its three-byte form) instead of throwing. */
export function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^%A-Za-z0-9]/g, (c) => encodeLoosely(c));
  }
}
