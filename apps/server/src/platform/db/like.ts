/** An ILIKE pattern matching `text` anywhere, with the user's %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
}

/** An ILIKE pattern matching values that start with `text`, taken literally. */
export function prefixPattern(text: string): string {
  return `${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
}
