import { LOGO_MAX_BYTES, LOGO_MESSAGES } from '@portale/shared';

/** Raster formats only, as the server (which checks the bytes): an SVG could carry script. */
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const LOGO_ACCEPT = LOGO_MIME_TYPES.join(',');

/** The browser-side check, so a wrong file is refused before it is uploaded; the server decides again. */
export function logoFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type)) return LOGO_MESSAGES.notImage;
  if (file.size > LOGO_MAX_BYTES) return LOGO_MESSAGES.tooLarge;
  return null;
}
