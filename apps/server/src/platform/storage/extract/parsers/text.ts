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
 * Plain text, Markdown and CSV: UTF-8 when the bytes are valid UTF-8 (a byte-order mark is dropped), otherwise
 * Windows-1252, which Italian offices' older programs and Excel's "CSV (separato da punto e virgola)" still write.
 * Latin-1 is a subset of it, so ISO-8859-1 files read right too.
 */
export function parseText(bytes: Uint8Array, cut: boolean): ParsedText {
  let text: string;
  try {
    // `stream: true`: when the pool cut the input at its byte limit, a character split at the end is not an error.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: cut });
  } catch {
    text = decodeWindows1252(bytes);
  }
  return { text, stoppedEarly: cut };
}
