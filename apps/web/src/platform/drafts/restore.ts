/**
 * The fields of a stored draft that still fit a form, laid over its defaults: a field is taken only when the
 * form has it and it has the same kind of value (text, number, yes/no, list). Null when the draft is no object.
 * Drafts may be older than the form's current shape, so nothing is trusted beyond that.
 */
export function pickLike<T extends object>(defaults: T, stored: unknown): T | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const next = { ...defaults } as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = (stored as Record<string, unknown>)[key];
    if (value === undefined) continue;
    const sameKind =
      Array.isArray(fallback) === Array.isArray(value) &&
      (typeof value === typeof fallback || (fallback === null && typeof value === 'string') || value === null);
    if (sameKind) next[key] = value;
  }
  return next as T;
}
