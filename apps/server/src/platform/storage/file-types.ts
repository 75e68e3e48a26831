/**
 * What an uploaded file really is, told by its first bytes (never by its name or the type the browser declared).
 * A small table of the formats the portal accepts; anything else, executables first, is refused.
 */

/** Families of formats a route may accept: avatars and logos take `image`, documents take more. */
export type FileKind = 'image' | 'pdf' | 'office' | 'text' | 'archive' | 'markup';

export interface DetectedType {
  mime: string;
  kind: FileKind;
  /** The usual extensions of the format, the first one preferred. */
  extensions: readonly string[];
}

/** How many bytes of a file's start the detection needs. */
export const SNIFF_BYTES = 8192;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CFB = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const type = (mime: string, kind: FileKind, ...extensions: string[]): DetectedType => ({ mime, kind, extensions });

export const TYPES = {
  png: type('image/png', 'image', 'png'),
  jpeg: type('image/jpeg', 'image', 'jpg', 'jpeg', 'jfif'),
  gif: type('image/gif', 'image', 'gif'),
  webp: type('image/webp', 'image', 'webp'),
  pdf: type('application/pdf', 'pdf', 'pdf'),
  docx: type('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'office', 'docx'),
  xlsx: type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'office', 'xlsx'),
  pptx: type('application/vnd.openxmlformats-officedocument.presentationml.presentation', 'office', 'pptx'),
  odt: type('application/vnd.oasis.opendocument.text', 'office', 'odt'),
  ods: type('application/vnd.oasis.opendocument.spreadsheet', 'office', 'ods'),
  odp: type('application/vnd.oasis.opendocument.presentation', 'office', 'odp'),
  msOffice: type('application/x-cfb', 'office', 'doc', 'xls', 'ppt', 'msg'),
  zip: type('application/zip', 'archive', 'zip'),
  csv: type('text/csv', 'text', 'csv'),
  markdown: type('text/markdown', 'text', 'md', 'markdown'),
  text: type('text/plain', 'text', 'txt', 'log', 'text'),
  svg: type('image/svg+xml', 'markup', 'svg'),
  html: type('text/html', 'markup', 'html', 'htm'),
  xml: type('application/xml', 'markup', 'xml'),
} as const satisfies Record<string, DetectedType>;

/** Names no upload may carry, whatever the bytes: they run when opened on a desktop. */
const DANGEROUS_EXTENSIONS = new Set(
  'exe com scr bat cmd pif msi msp dll cpl jar js jse vbs vbe wsf wsh ps1 psm1 sh app apk lnk reg hta'.split(' '),
);

/** The extension of a file name, lower-case, without the dot; '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

function isExecutable(head: Buffer): boolean {
  const latin = head.subarray(0, 4).toString('latin1');
  if (latin.startsWith('MZ') || latin === '\x7fELF' || latin.startsWith('#!')) return true;
  const magic = head.length >= 4 ? head.readUInt32BE(0) : 0;
  // Mach-O (32/64 bit, both byte orders) and universal binaries; Java classes share 0xCAFEBABE and are refused too.
  return [0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xcafebabe].includes(magic);
}

/** ODF keeps its type uncompressed as the first zip entry; OOXML names its parts in the first entries. */
function zipFlavour(head: Buffer, extension: string): DetectedType {
  const text = head.toString('latin1');
  if (text.startsWith('mimetype', 30)) {
    const mime = text.slice(38, 38 + 60);
    if (mime.startsWith(TYPES.odt.mime)) return TYPES.odt;
    if (mime.startsWith(TYPES.ods.mime)) return TYPES.ods;
    if (mime.startsWith(TYPES.odp.mime)) return TYPES.odp;
  }
  if (text.includes('[Content_Types].xml') || text.includes('_rels/.rels')) {
    if (text.includes('word/')) return TYPES.docx;
    if (text.includes('xl/')) return TYPES.xlsx;
    if (text.includes('ppt/')) return TYPES.pptx;
    // The parts may come after the first 8 KB: trust an OOXML name on an OOXML container.
    const byName = [TYPES.docx, TYPES.xlsx, TYPES.pptx].find((t) => t.extensions.includes(extension));
    if (byName) return byName;
  }
  return TYPES.zip;
}

// Bytes Windows-1252 leaves undefined: no text in it contains them.
const CP1252_HOLES = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

/**
 * Valid UTF-8 (a sequence cut at the end of the sample is fine) without NUL bytes or other binary controls. With
 * `legacy` (the name says .txt, .csv, .md…), Windows-1252 text too: Italian offices' older programs and Excel's
 * semicolon CSV still write it, and the text extraction reads it (platform/storage/extract).
 */
function looksLikeText(head: Buffer, legacy: boolean): boolean {
  if (head.length === 0) return false;
  // Tab, line feed, form feed and carriage return are text; other C0 controls are binary.
  for (const byte of head)
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return legacy && !head.some((byte) => byte === 0x7f || CP1252_HOLES.has(byte));
  }
}

function markupOf(head: Buffer): DetectedType | null {
  const start = head
    .toString('utf8', 0, 1024)
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (!start.startsWith('<')) return null;
  if (start.includes('<svg')) return TYPES.svg;
  if (/^<(!doctype html|html|head|body|script|iframe|meta)\b/.test(start)) return TYPES.html;
  if (start.startsWith('<?xml')) return TYPES.xml;
  return null;
}

function textFlavour(extension: string): DetectedType {
  if (TYPES.csv.extensions.includes(extension)) return TYPES.csv;
  if (TYPES.markdown.extensions.includes(extension)) return TYPES.markdown;
  return TYPES.text;
}

/**
 * The format of a file from its first bytes (at least `SNIFF_BYTES` when the file is that long) and, only to tell
 * apart formats that share a container, its name's extension. Null for anything not in the table.
 */
export function detectType(head: Buffer, fileName = ''): DetectedType | null {
  const extension = extensionOf(fileName);
  if (isExecutable(head)) return null;
  if (head.subarray(0, 8).equals(PNG)) return TYPES.png;
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return TYPES.jpeg;
  const latin = head.subarray(0, 12).toString('latin1');
  if (/^GIF8[79]a/.test(latin)) return TYPES.gif;
  if (latin.startsWith('RIFF') && latin.slice(8, 12) === 'WEBP') return TYPES.webp;
  if (latin.startsWith('%PDF-')) return TYPES.pdf;
  if (latin.startsWith('PK\x03\x04')) return zipFlavour(head, extension);
  if (head.subarray(0, 8).equals(CFB)) return TYPES.msOffice;
  const textName = [TYPES.text, TYPES.csv, TYPES.markdown].some((t) =>
    (t.extensions as readonly string[]).includes(extension),
  );
  if (!looksLikeText(head, textName)) return null;
  return markupOf(head) ?? textFlavour(extension);
}

export type TypeVerdict =
  | { ok: true; type: DetectedType }
  | { ok: false; reason: 'executable' | 'unknown' | 'kind' | 'mismatch' };

/**
 * Whether an upload may be stored: a known format of an allowed kind, whose name does not claim another format
 * (a PDF named `.png`) nor a program (`.exe`, whatever the bytes). A name with an unknown extension is fine.
 */
export function judgeType(head: Buffer, fileName: string, kinds: readonly FileKind[]): TypeVerdict {
  const extension = extensionOf(fileName);
  if (isExecutable(head) || DANGEROUS_EXTENSIONS.has(extension)) return { ok: false, reason: 'executable' };
  const detected = detectType(head, fileName);
  if (!detected) return { ok: false, reason: 'unknown' };
  if (!kinds.includes(detected.kind)) return { ok: false, reason: 'kind' };
  const claimed = Object.values(TYPES).find((t) => (t.extensions as readonly string[]).includes(extension));
  // Text flavours (a .csv that is plain text) and images of another raster format (a JPEG named .png, as phones
  // often do) are the same family; anything else claiming another format is refused.
  const sameFamily =
    claimed && claimed.kind === detected.kind && (detected.kind === 'text' || detected.kind === 'image');
  if (claimed && claimed !== detected && !sameFamily) return { ok: false, reason: 'mismatch' };
  return { ok: true, type: detected };
}

/** Served inline from our origin: rasters and PDF only. Markup (SVG, HTML, XML) could run script there. */
export function isInlineSafe(mime: string): boolean {
  return [TYPES.png, TYPES.jpeg, TYPES.gif, TYPES.webp, TYPES.pdf].some((t) => t.mime === mime);
}
