/** Every projects query starts with this key, so a change can refresh them all at once. */
export const PROJECTS_KEY = ['projects'] as const;
export const projectKey = (id: string) => [...PROJECTS_KEY, 'detail', id] as const;

/** Query strings without empty values. */
export function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.size > 0 ? `?${params}` : '';
}
