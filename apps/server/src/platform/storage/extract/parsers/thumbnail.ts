import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Canvas } from '@napi-rs/canvas';
import { imagePixelSize } from '../image-size';
import type { RenderedThumbnail } from '../protocol';

/**
 * The first page of a PDF, or an image, drawn small (docs/documents.md, "Miniature"). Runs in the extraction worker,
 * whose time limit and process boundary hold the rest. Skia's pixels are native memory, outside the JavaScript heap
 * cap, so every allocation here is bounded first: the canvas by `THUMBNAIL_LIMITS`, images inside a PDF by pdf.js's
 * `maxImageSize`, an image file by the size its header declares.
 */
export const THUMBNAIL_LIMITS = {
  /** Twice the 240 CSS pixels the page shows, for high-density screens. */
  width: 480,
  /** A very tall page or image is cut here (the top is what a thumbnail shows). */
  maxHeight: 960,
  /** An image file larger than this (in declared pixels) is not decoded. */
  maxImagePixels: 50_000_000,
  /** pdf.js skips embedded images larger than this. */
  maxPdfImagePixels: 25_000_000,
  webpQuality: 80,
} as const;

/** Where pdfjs-dist keeps the fonts a PDF may name without embedding (Helvetica, Times…) and its decoders. */
function pdfjsAssets() {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return {
    standardFontDataUrl: `${join(root, 'standard_fonts')}/`,
    cMapUrl: `${join(root, 'cmaps')}/`,
    wasmUrl: `${join(root, 'wasm')}/`,
  };
}

async function encode(canvas: Canvas): Promise<RenderedThumbnail> {
  const bytes = await canvas.encode('webp', THUMBNAIL_LIMITS.webpQuality);
  return {
    bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length),
    width: canvas.width,
    height: canvas.height,
  };
}

const outputSize = (width: number, height: number) => {
  const scale = Math.min(1, THUMBNAIL_LIMITS.width / width);
  return {
    scale,
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.min(THUMBNAIL_LIMITS.maxHeight, Math.round(height * scale))),
  };
};

async function pdfThumbnail(bytes: Uint8Array): Promise<RenderedThumbnail> {
  // The legacy build runs in Node without a DOM; unpdf's build (used for the text) cannot load standard fonts.
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { createCanvas } = await import('@napi-rs/canvas');
  const document = await pdfjs.getDocument({
    data: bytes,
    ...pdfjsAssets(),
    cMapPacked: true,
    isEvalSupported: false,
    enableXfa: false,
    stopAtErrors: false,
    maxImageSize: THUMBNAIL_LIMITS.maxPdfImagePixels,
    verbosity: 0,
  }).promise;
  try {
    const page = await document.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    if (!(natural.width > 0 && natural.height > 0)) throw new Error('page without a size');
    // Always 480 pixels wide (a small page is drawn larger: it is vector art, not pixels).
    const scale = THUMBNAIL_LIMITS.width / natural.width;
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(
      THUMBNAIL_LIMITS.width,
      Math.max(1, Math.min(THUMBNAIL_LIMITS.maxHeight, Math.round(viewport.height))),
    );
    const context = canvas.getContext('2d');
    // A PDF page is paper: transparent areas are white.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    // pdf.js types the DOM's canvas; @napi-rs/canvas is the one it uses itself in Node.
    type RenderTarget = Parameters<typeof page.render>[0];
    await page.render({
      canvas: canvas as unknown as RenderTarget['canvas'],
      canvasContext: context as unknown as RenderTarget['canvasContext'],
      viewport,
    }).promise;
    page.cleanup();
    return await encode(canvas);
  } finally {
    await document.destroy();
  }
}

async function imageThumbnail(bytes: Uint8Array, mimeType: string): Promise<RenderedThumbnail> {
  const declared = imagePixelSize(bytes, mimeType);
  if (!declared || declared.width < 1 || declared.height < 1) throw new Error('unreadable image header');
  if (declared.width * declared.height > THUMBNAIL_LIMITS.maxImagePixels) {
    throw new Error(`image too large (${declared.width}×${declared.height} pixels)`);
  }
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
  if (!(image.width > 0 && image.height > 0)) throw new Error('image without pixels');
  const size = outputSize(image.width, image.height);
  const canvas = createCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, image.width * size.scale, image.height * size.scale);
  return encode(canvas);
}

/** The thumbnail of a PDF's first page or of an image (JPEG, PNG, WebP, GIF's first frame), as WebP. */
export async function renderThumbnail(bytes: Uint8Array, mimeType: string): Promise<RenderedThumbnail> {
  if (mimeType === 'application/pdf') return pdfThumbnail(bytes);
  return imageThumbnail(bytes, mimeType);
}
