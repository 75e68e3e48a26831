import { type Unzipped, unzipSync } from 'fflate';
import type { ParsedText } from '../protocol';

/** No XML part we read may inflate past this: a zip bomb fails here instead of filling the worker's memory. */
const MAX_PART_BYTES = 256 * 1024 * 1024;

/**
 * The named parts of a zip container, inflated; other parts are skipped without inflating them. Sizes are checked
 * as the zip declares them; a zip that lies about them meets the worker's memory cap instead.
 */
function parts(bytes: Uint8Array, wanted: (name: string) => boolean, inflate = true): Unzipped {
  let total = 0;
  return unzipSync(bytes, {
    filter: (file) => {
      if (!wanted(file.name)) return false;
      total += file.originalSize;
      if (total > MAX_PART_BYTES) throw new Error('zip parts inflate past the extraction limit');
      return inflate;
    },
  });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES[name] ?? whole;
  });
}

/**
 * The text of an XML part: the given elements end a paragraph (a newline), tabs and line breaks are kept, every
 * other tag goes. Word processors' markup splits words only at these, so the text reads as written.
 */
function xmlText(xml: string, paragraphEnds?: RegExp): string {
  const text = xml
    .replace(/<\?[^>]*\?>/g, '')
    .replace(/<text:s\b[^>]*text:c="(\d+)"[^>]*\/>/g, (_, count: string) => ' '.repeat(Math.min(Number(count), 100)))
    .replace(/<(text:s|text:tab|w:tab|a:tab)\b[^>]*\/>/g, ' ')
    .replace(/<(text:line-break|w:br|w:cr|a:br)\b[^>]*\/?>/g, '\n')
    .replace(paragraphEnds ?? /$^/, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text);
}

const utf8 = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder('utf-8').decode(bytes) : '');

/** DOCX through mammoth's raw text (paragraphs, tables, lists, footnotes as Word lays them out). */
export async function parseDocx(bytes: Uint8Array): Promise<ParsedText> {
  // Checked with the same limit before mammoth inflates the document (nothing is inflated here).
  parts(bytes, (name) => name.startsWith('word/') && name.endsWith('.xml'), false);
  const { default: mammoth } = await import('mammoth');
  const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length) });
  return { text: result.value };
}

/** ODT, ODS, ODP (LibreOffice, OpenOffice): their whole text is in content.xml. */
export function parseOdf(bytes: Uint8Array): ParsedText {
  const content = parts(bytes, (name) => name === 'content.xml')['content.xml'];
  if (!content) throw new Error('content.xml missing from the OpenDocument file');
  // A spreadsheet's cells end with their paragraph: a tab between cells, a newline between rows.
  const xml = utf8(content).replace(/<\/text:p>\s*<\/table:table-cell>/g, '\t');
  return { text: xmlText(xml, /<\/(text:p|text:h|table:table-row)>/g) };
}

const slideNumber = (name: string) => Number(/(\d+)\.xml$/.exec(name)?.[1] ?? 0);

/** PPTX: every slide's text, in slide order (speaker notes are left out). */
export function parsePptx(bytes: Uint8Array): ParsedText {
  const slides = parts(bytes, (name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
  const names = Object.keys(slides).sort((a, b) => slideNumber(a) - slideNumber(b));
  const text = names.map((name) => xmlText(utf8(slides[name]), /<\/a:p>/g)).join('\n\n');
  return { text, pageCount: names.length };
}

/** XLSX: the workbook's strings (shared and inline), which hold its words; numbers are left to the spreadsheet. */
export function parseXlsx(bytes: Uint8Array): ParsedText {
  const found = parts(bytes, (name) => name === 'xl/sharedStrings.xml' || /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
  const shared = xmlText(utf8(found['xl/sharedStrings.xml']), /<\/si>/g);
  const inline = Object.keys(found)
    .filter((name) => name.startsWith('xl/worksheets/'))
    .sort((a, b) => slideNumber(a) - slideNumber(b))
    .flatMap((name) => [...utf8(found[name]).matchAll(/<is>([\s\S]*?)<\/is>/g)].map((m) => xmlText(m[1]!)))
    .join('\n');
  return { text: [shared.trim(), inline].filter(Boolean).join('\n') };
}
