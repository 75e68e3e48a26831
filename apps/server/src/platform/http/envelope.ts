/** Success envelope of DESIGN.md §4.5. `message` is Italian and may be shown to the user. */
export function ok<T>(data: T, message = 'OK') {
  return { success: true as const, data, message };
}
