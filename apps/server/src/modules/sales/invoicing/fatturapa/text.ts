// Text and numbers as the FatturaPA 1.2.2 schema accepts them.
// The XSD restricts names, addresses and descriptions to Basic Latin + Latin-1 Supplement (`String80LatinType`
// and friends) and codes such as the document number or the unit to Basic Latin (`String20Type`). A character
// reference (`&#x141;`) would not help: the pattern is checked on the parsed text. So, as the specification asks
// of data outside those blocks, we transliterate: typographic punctuation to its ASCII form, letters with
// diacritics outside Latin-1 to their base letter (Ł → L, ő → o, č → c), and anything still outside the range
// (Cyrillic, Greek, CJK, emoji) to "?", so the document stays valid and the reader sees that a character was lost.

// biome-ignore format: a table reads best in rows
const SPECIAL: Record<string, string> = {
  '\u2018': "'", '\u2019': "'", '\u201A': "'", '\u201B': "'", '\u2032': "'",
  '\u201C': '"', '\u201D': '"', '\u201E': '"', '\u2033': '"',
  '\u2013': '-', '\u2014': '-', '\u2012': '-', '\u2212': '-', '\u2010': '-', '\u2011': '-',
  '\u2026': '...', '\u20AC': 'EUR', '\u2022': '-', '\u00A0': ' ', '\u2009': ' ', '\u202F': ' ',
  Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Œ: 'OE', œ: 'oe', Ŀ: 'L', ŀ: 'l', ſ: 's',
  Ŋ: 'N', ŋ: 'n', Ŧ: 'T', ŧ: 't', ĸ: 'k', Ǝ: 'E', ə: 'e', Ə: 'E',
};

// Controls are not allowed in XML 1.0 (and the normalizedString types turn tabs and new lines into spaces anyway).
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROLS = /[\u0000-\u001F\u007F-\u009F]/g;

function transliterate(text: string, keepLatin1: boolean): string {
  const max = keepLatin1 ? 0xff : 0x7e;
  let out = '';
  for (const char of text.replace(CONTROLS, ' ')) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= max) {
      out += char;
      continue;
    }
    const special = SPECIAL[char];
    if (special !== undefined) {
      out += special;
      continue;
    }
    // NFKD splits "č" into "c" + a combining caron and "²" into "2"; keep what falls in the range.
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += base !== '' && [...base].every((c) => (c.codePointAt(0) ?? 0) <= max) ? base : '?';
  }
  return out;
}

/** Text for a `StringNNLatinType` element: Latin-1, single spaces, trimmed, at most `max` characters. */
export function latinText(text: string, max: number): string {
  return [...transliterate(text, true).replace(/\s+/g, ' ').trim()].slice(0, max).join('').trim();
}

/** Text for a `StringNNType` element (Basic Latin only): accents dropped as well. */
export function asciiText(text: string, max: number): string {
  return [...transliterate(text, false).replace(/\s+/g, ' ').trim()].slice(0, max).join('').trim();
}

/** Escapes markup; quotes only matter inside attribute values. */
export function escapeXml(text: string, attribute = false): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return attribute ? escaped.replace(/"/g, '&quot;') : escaped;
}

/** Cents as the schema's amounts: "1234.50", "-5.00". */
export function amount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** A percent or a quantity with two to `maxDecimals` decimals: 22 → "22.00", 1.125 → "1.125". */
export function decimal(value: number, maxDecimals: number): string {
  const fixed = value.toFixed(maxDecimals);
  const [whole = '0', fraction = ''] = fixed.split('.');
  return `${whole}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`;
}
