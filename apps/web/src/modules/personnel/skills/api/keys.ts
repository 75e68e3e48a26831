/** Every skills query starts with this key: a change refreshes the catalogue, levels, queue and matrix at once. */
export const SKILLS_KEY = ['personnel', 'skills'] as const;

/** Query strings without empty values. */
export function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '' && value !== false) params.set(key, String(value));
  }
  return params.size > 0 ? `?${params}` : '';
}
