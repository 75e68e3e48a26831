/**
 * Validators of the pages' URL state (`validateSearch`), without zod.
 *
 * Every route's `validateSearch` is part of the router's entry chunk, which every visitor of the public site
 * downloads; zod and the shared schemas would add some 30 kB gzip to it. A page's URL state is a handful of
 * enums, ids, numbers and short texts: these few parsers cover it. As with the `.optional().catch(undefined)`
 * of zod they replace, anything malformed is dropped, never an error page.
 */

/** One search parameter: its value, or undefined when it is missing or malformed. */
export type Param<T> = (value: unknown) => T | undefined;

type SearchOf<S extends Record<string, Param<unknown>>> = { [K in keyof S]?: Exclude<ReturnType<S[K]>, undefined> };

/** A `validateSearch` function: keeps the parameters of `shape` that parse, drops the others and any extra key. */
export function searchParams<S extends Record<string, Param<unknown>>>(shape: S) {
  return (search: Record<string, unknown>): SearchOf<S> => {
    const out: Record<string, unknown> = {};
    for (const [key, parse] of Object.entries(shape)) {
      const value = parse(search[key]);
      if (value !== undefined) out[key] = value;
    }
    return out as SearchOf<S>;
  };
}

/** The output type of a `searchParams` validator. */
export type SearchParams<V extends (search: Record<string, unknown>) => unknown> = ReturnType<V>;

/** One of `values`. */
export const oneOf =
  <const T extends string>(values: readonly T[]): Param<T> =>
  (value) =>
    typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The values of a string union declared by a shared zod schema, listed again here so the page does not load the
 * schema: a missing or unknown member fails the typecheck.
 */
export const unionValues =
  <T extends string>() =>
  <const V extends readonly T[]>(values: V & ([T] extends [V[number]] ? unknown : never)): V =>
    values;

/** A text, trimmed, of `min` to `max` characters (like `z.string().trim().min(min).max(max)`). */
export const text =
  (max: number, min = 0): Param<string> =>
  (value) => {
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    const trimmed = String(value).trim();
    return trimmed.length >= min && trimmed.length <= max ? trimmed : undefined;
  };

/** A text matching `pattern` (e.g. a month `AAAA-MM`). */
export const matching =
  (pattern: RegExp): Param<string> =>
  (value) =>
    typeof value === 'string' && pattern.test(value) ? value : undefined;

// zod's z.uuid(): RFC 9562 versions 1–8, plus the nil and max UUIDs.
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** A UUID. */
export const uuid: Param<string> = matching(UUID);

/** A sort key of `fields`, with a leading '-' for descending order. */
export const sortOf = (fields: readonly string[]): Param<string> => matching(new RegExp(`^-?(${fields.join('|')})$`));

/** An integer from `min` to `max`, from a number or a numeric text (like `z.coerce.number().int()`). */
export const int =
  (min: number, max = Number.MAX_SAFE_INTEGER): Param<number> =>
  (value) => {
    if (typeof value !== 'number' && typeof value !== 'string') return undefined;
    if (typeof value === 'string' && value.trim() === '') return undefined;
    const number = Number(value);
    return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
  };

/** A boolean (the router parses `?gaps=true` into one). */
export const bool: Param<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

/** Any value present, as a boolean by its truthiness (like `z.coerce.boolean()`). */
export const truthy: Param<boolean> = (value) => (value === undefined ? undefined : Boolean(value));

/** Any text, as is (like `z.string()`). */
export const string: Param<string> = (value) => (typeof value === 'string' ? value : undefined);
