// A one-page A4 PDF of a demo document's text (issue 17, docs/documents.md "Dati demo"), so that the demo archive
// holds real PDFs: the pdf.js preview, the text extraction and the thumbnails work on them as on an upload.
// Helvetica with WinAnsi encoding (the standard fonts every reader has), lines wrapped by an average glyph width.

const PAGE = { width: 595, height: 842, margin: 64 } as const;
const TITLE = { size: 17, leading: 26 } as const;
const BODY = { size: 11, leading: 16 } as const;

/** WinAnsi code points of the typographic characters Italian text uses beyond Latin-1. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
};

function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = WIN_ANSI[char] ?? char.codePointAt(0)!;
    const byte = code <= 0xff ? code : 0x3f;
    const c = String.fromCharCode(byte);
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
  }
  return out;
}

/** Words into lines of at most `width` points, Helvetica's glyphs averaging half an em. */
function wrap(paragraph: string, size: number, width: number): string[] {
  const perLine = Math.floor(width / (size * 0.5));
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > perLine) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function contentStream(text: string): string {
  const width = PAGE.width - 2 * PAGE.margin;
  let y = PAGE.height - PAGE.margin - TITLE.size;
  const ops: string[] = [];
  const show = (font: 'F1' | 'F2', size: number, line: string) => {
    ops.push(`BT /${font} ${size} Tf ${PAGE.margin} ${y} Td (${encode(line)}) Tj ET`);
  };
  for (const block of text.trim().split(/\n\s*\n/)) {
    const heading = block.startsWith('# ');
    const style = heading ? TITLE : BODY;
    for (const source of block.replace(/^# /, '').split('\n')) {
      for (const line of wrap(source, style.size, width)) {
        if (y < PAGE.margin) return ops.join('\n');
        show(heading ? 'F2' : 'F1', style.size, line);
        y -= style.leading;
      }
    }
    y -= heading ? 8 : 6;
  }
  return ops.join('\n');
}

export function demoPdf(text: string): Buffer {
  const stream = contentStream(text);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>`,
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
