/** Every query of the security page starts with this key, so a change refreshes them all. */
export const SECURITY_KEY = ['admin', 'security'] as const;

/** A query string from the set values only (filters left empty are omitted). */
export function searchOf(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.size > 0 ? `?${params}` : '';
}
