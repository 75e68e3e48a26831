/** A query string of the set values only (`?a=1&b=x`), or '' when none is set. */
export function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.size > 0 ? `?${params}` : '';
}
