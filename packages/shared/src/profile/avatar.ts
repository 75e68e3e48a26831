// The avatar's limits and messages, without zod: the web app's page titles and strings load them on every page.

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const AVATAR_MESSAGES = {
  tooLarge: "L'immagine è troppo grande. Massimo 2 MB.",
  notImage: 'Sono accettate solo immagini PNG, JPEG, WebP o GIF.',
} as const;

/** Spec §3: a default avatar path counts as no avatar. */
export function isDefaultAvatar(url: string | null | undefined): boolean {
  return !url || /default[-_]?avatar/i.test(url);
}
