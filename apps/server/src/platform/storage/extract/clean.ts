/**
 * Text as the full-text index wants it: no NUL (PostgreSQL text cannot hold U+0000), no other control characters,
 * no lone surrogates (not valid UTF-8), runs of spaces collapsed, paragraphs kept as one blank line so snippets
 * (ts_headline) still read as the document did.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROLS = /[\u0000-\u0008\u000B\u000E-\u001F\u007F-\u009F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Unicode spaces (no-break, thin, ideographic…) become plain ones so the index splits words on them.
const SPACES = /[\t\f\v \u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+/g;

export function normaliseNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/[\u2028\u2029\f]/g, '\n');
}

export function cleanText(raw: string): string {
  return normaliseNewlines(raw)
    .replace(/\uFEFF/g, '')
    .replace(CONTROLS, ' ')
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(SPACES, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** At most `maxChars` characters, never splitting a surrogate pair. */
export function capText(text: string, maxChars: number): { text: string; truncated: boolean } {
  if (text.length <= maxChars) return { text, truncated: false };
  let end = maxChars;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return { text: text.slice(0, end), truncated: true };
}
