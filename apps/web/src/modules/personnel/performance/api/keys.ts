/** Every performance query starts with this key, so a change can refresh them all at once. */
export const PERFORMANCE_KEY = ['personnel', 'performance'] as const;

/** Query strings without empty values. */
export function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.size > 0 ? `?${params}` : '';
}

export const PERFORMANCE_API = '/api/personnel/performance';
