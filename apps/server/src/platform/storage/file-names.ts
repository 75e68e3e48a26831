/** Original file names: kept for the user (Italian accents and all), never trusted as a path or a header. */

export const FILE_NAME_MAX_LENGTH = 200;

/**
 * The last path segment of a browser-sent name, NFC-normalised, without control, format (bidi override) or
 * reserved characters, whitespace collapsed, at most `FILE_NAME_MAX_LENGTH` characters with its extension kept.
 * '' when nothing usable is left ('', '..', '/'): callers refuse such an upload.
 */
export function sanitizeFileName(raw: string): string {
  const lastSegment = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    // Leading dots make hidden files (and '..'); trailing dots and spaces are dropped by Windows.
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  const chars = Array.from(cleaned);
  if (chars.length <= FILE_NAME_MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(cleaned.slice(dot)) : [];
  if (extension.length > 16) return chars.slice(0, FILE_NAME_MAX_LENGTH).join('');
  return (
    chars
      .slice(0, FILE_NAME_MAX_LENGTH - extension.length)
      .join('')
      .trimEnd() + extension.join('')
  );
}

/** RFC 5987 `ext-value` characters (attr-char): everything else is percent-encoded. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A plain-ASCII stand-in for old clients: accents dropped, anything else non-ASCII or quoting replaced by '_'. */
export function asciiFallback(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return ascii.trim() || 'file';
}

/**
 * `Content-Disposition` with the original name (RFC 6266 + RFC 5987): `filename` in ASCII for old clients and
 * `filename*` in UTF-8 for everyone else, so "Verbale riunione – perché.pdf" downloads under its own name.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const safe = sanitizeFileName(name) || 'file';
  return `${disposition}; filename="${asciiFallback(safe)}"; filename*=UTF-8''${encodeRfc5987(safe)}`;
}
