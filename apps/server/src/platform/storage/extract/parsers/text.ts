import type { ParsedText } from '../protocol';

// Windows-1252's printable characters in 0x80–0x9F (where Latin-1 has controls); the five holes stay controls.
// Written out because Node 20's TextDecoder('windows-1252') decodes these bytes as Latin-1, losing the euro sign
// and the typographic apostrophe Italian text is full of ("dell’anno").
const CP1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

export function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)
    .toString('latin1')
    .replace(/[\u0080-\u009F]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
}

/**
 * Plain text, Markdown and CSV: UTF-8 when the bytes are UTF-8 (a byte-order mark is dropped), otherwise
 * Windows-1252, which Italian offices' older programs and Excel's "CSV (separato da punto e virgola)" still write.
 * Latin-1 is a subset of it, so ISO-8859-1 files read right too. A UTF-8 file with a few stray bytes (a line pasted
 * from an older program) stays UTF-8: read as Windows-1252, all its accents would turn into "Ã¨".
 */
export function parseText(bytes: Uint8Array, cut: boolean): ParsedText {
  // `stream: true`: when the pool cut the input at its byte limit, a character split at the end is not an error.
  const utf8 = new TextDecoder('utf-8').decode(bytes, { stream: cut });
  let invalid = 0;
  let accented = 0;
  for (const char of utf8) {
    if (char === '\uFFFD') invalid += 1;
    else if (char > '\u007F') accented += 1;
  }
  const text = invalid > 0 && invalid >= accented ? decodeWindows1252(bytes) : utf8;
  return { text, stoppedEarly: cut };
}
