import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, AVATAR_MIME_TYPES } from '@portale/shared';

/**
 * The browser-side check, so a wrong file is refused before uploading 2 MB. The server decides again from
 * the bytes themselves; this only reads the declared type.
 */
export function avatarFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return AVATAR_MESSAGES.notImage;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.tooLarge;
  return null;
}

export const AVATAR_ACCEPT = AVATAR_MIME_TYPES.join(',');
