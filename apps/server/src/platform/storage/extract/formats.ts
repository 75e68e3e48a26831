import { TYPES } from '../file-types';

/** How the worker reads each type it extracts; the keys are the mime types file-types.ts detects. */
export type ParserName = 'text' | 'pdf' | 'docx' | 'odf' | 'xlsx' | 'pptx';

export const PARSER_BY_MIME: Readonly<Record<string, ParserName>> = {
  [TYPES.text.mime]: 'text',
  [TYPES.markdown.mime]: 'text',
  [TYPES.csv.mime]: 'text',
  [TYPES.pdf.mime]: 'pdf',
  [TYPES.docx.mime]: 'docx',
  [TYPES.odt.mime]: 'odf',
  [TYPES.ods.mime]: 'odf',
  [TYPES.odp.mime]: 'odf',
  [TYPES.xlsx.mime]: 'xlsx',
  [TYPES.pptx.mime]: 'pptx',
};

/** The mime type as stored, without parameters (`text/plain; charset=utf-8` → `text/plain`), lower-case. */
export const bareMime = (mimeType: string): string => mimeType.split(';')[0]!.trim().toLowerCase();

export const parserFor = (mimeType: string): ParserName | undefined => PARSER_BY_MIME[bareMime(mimeType)];

/** The types a thumbnail is drawn of: a PDF's first page, and the images every browser shows. */
const THUMBNAIL_MIMES: ReadonlySet<string> = new Set([
  TYPES.pdf.mime,
  TYPES.jpeg.mime,
  TYPES.png.mime,
  TYPES.webp.mime,
  TYPES.gif.mime,
]);

export const hasThumbnail = (mimeType: string): boolean => THUMBNAIL_MIMES.has(bareMime(mimeType));
