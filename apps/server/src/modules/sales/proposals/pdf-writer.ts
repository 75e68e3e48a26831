import { formatEuro } from '@portale/shared';
import { degrees, drawText, type PDFDocument, type PDFFont, type PDFName, type PDFPage, rgb } from 'pdf-lib';
import { drawable, textWidth } from './pdf-text';

// The page geometry, colours and the small writer the proposal PDF draws with (pdf.ts lays it out).

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 42;
export const FOOTER = 40;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;
export const INK = rgb(0.12, 0.14, 0.2);
export const MUTED = rgb(0.4, 0.43, 0.5);
export const ACCENT = rgb(0.12, 0.25, 0.55);
export const RULE = rgb(0.82, 0.84, 0.88);
export const SHADE = rgb(0.94, 0.95, 0.97);

export const euro = (cents: number) => formatEuro(cents / 100, { cents: true });

/** Draws on the current page, keeps the vertical position and starts a new page when one is full. */
export class Writer {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly onNewPage: (writer: Writer) => void = () => undefined,
  ) {
    this.addPage();
  }

  addPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
    this.onNewPage(this);
  }

  /** Makes room for `height` points, on a new page when this one is full. */
  need(height: number) {
    if (this.y - height < MARGIN + FOOTER) this.addPage();
  }

  private readonly fontKeys = new Map<PDFPage, Map<PDFFont, PDFName>>();

  /** The page's resource name of a font, added once per page (pdf-lib's drawText adds one on every call). */
  private fontKey(font: PDFFont): PDFName {
    let keys = this.fontKeys.get(this.page);
    if (!keys) {
      keys = new Map();
      this.fontKeys.set(this.page, keys);
    }
    let key = keys.get(font);
    if (!key) {
      key = this.page.node.newFontDictionary(font.name, font.ref);
      keys.set(font, key);
    }
    return key;
  }

  text(text: string, x: number, y: number, options: { size?: number; font?: PDFFont; color?: typeof INK } = {}) {
    const font = options.font ?? this.regular;
    const value = drawable(font, text);
    if (!value) return;
    this.page.pushOperators(
      ...drawText(font.encodeText(value), {
        color: options.color ?? INK,
        font: this.fontKey(font),
        size: options.size ?? 9,
        rotate: degrees(0),
        xSkew: degrees(0),
        ySkew: degrees(0),
        x,
        y,
      }),
    );
  }

  right(text: string, xRight: number, y: number, options: { size?: number; font?: PDFFont; color?: typeof INK } = {}) {
    const font = options.font ?? this.regular;
    const value = drawable(font, text);
    this.text(value, xRight - textWidth(font, options.size ?? 9, value), y, options);
  }

  rule(y: number, x = MARGIN, width = CONTENT_WIDTH, color = RULE) {
    this.page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.6, color });
  }
}
