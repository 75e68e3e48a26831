import type { PDFFont } from 'pdf-lib';

// Text for the PDF's standard fonts (Helvetica, WinAnsi encoding): what they cannot draw is transliterated (ł → l,
// Ş → S, “ → ") or replaced with "?", so a client named in Cyrillic or an emoji in a line never breaks the PDF.

/** Letters without a decomposition that still have an obvious Latin reading. */
const LATIN: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
  ŀ: 'l',
  Ŀ: 'L',
  ŧ: 't',
  Ŧ: 'T',
  ĸ: 'k',
  ŉ: "'n",
  œ: 'oe',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2044': '/',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u00A0': ' ',
  '\u202F': ' ',
  '\u2009': ' ',
  '\u200B': '',
  '\uFEFF': '',
};

const supported = new WeakMap<PDFFont, Set<number>>();

function charactersOf(font: PDFFont): Set<number> {
  let set = supported.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    supported.set(font, set);
  }
  return set;
}

/** One line of text (no line breaks) the font can draw. */
export function drawable(font: PDFFont, text: string): string {
  const set = charactersOf(font);
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if (char === '\t' || char === '\r' || char === '\n') {
      out += ' ';
    } else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) {
      // control characters: nothing to draw
    } else if (set.has(code)) {
      out += char;
    } else if (char in LATIN) {
      out += LATIN[char];
    } else {
      const bare = char.normalize('NFD').replace(/\p{Mn}/gu, '');
      out += bare !== char && [...bare].every((c) => set.has(c.codePointAt(0)!)) ? bare : '?';
    }
  }
  return out;
}

const widths = new WeakMap<PDFFont, Map<string, number>>();

/**
 * The width of drawable text at `size`: the sum of its characters' widths, each measured once per font. The PDF
 * shows text without kerning, so this is what is drawn (and it spares pdf-lib's slower glyph encoding).
 */
export function textWidth(font: PDFFont, size: number, text: string): number {
  let cache = widths.get(font);
  if (!cache) {
    cache = new Map();
    widths.set(font, cache);
  }
  let total = 0;
  for (const char of text) {
    let width = cache.get(char);
    if (width === undefined) {
      width = font.widthOfTextAtSize(char, 1000);
      cache.set(char, width);
    }
    total += width;
  }
  return (total * size) / 1000;
}

/** Cuts a word wider than `width` into pieces that fit. */
function splitWord(font: PDFFont, size: number, word: string, width: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const char of word) {
    if (current && textWidth(font, size, current + char) > width) {
      pieces.push(current);
      current = char;
    } else {
      current += char;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/** The lines `text` takes in a column `width` points wide: paragraphs kept, words wrapped, long words cut. */
export function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    const words = drawable(font, paragraph).split(' ').filter(Boolean);
    if (words.length === 0) {
      lines.push('');
      continue;
    }
    let current = '';
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word;
      if (textWidth(font, size, candidate) <= width) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      if (textWidth(font, size, word) <= width) {
        current = word;
      } else {
        const pieces = splitWord(font, size, word, width);
        lines.push(...pieces.slice(0, -1));
        current = pieces.at(-1) ?? '';
      }
    }
    if (current) lines.push(current);
  }
  return lines;
}

/** Text cut with "…" to fit `width` on one line. */
export function fit(font: PDFFont, size: number, text: string, width: number): string {
  let value = drawable(font, text);
  if (textWidth(font, size, value) <= width) return value;
  while (value && textWidth(font, size, `${value}…`) > width) value = value.slice(0, -1);
  return `${value}…`;
}
