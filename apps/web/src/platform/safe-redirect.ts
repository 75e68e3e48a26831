/**
 * Returns the path when it is safe to navigate to after login: a same-origin absolute path.
 * Rejects protocol-relative (`//evil.com`), backslash tricks (`/\evil.com`, which browsers treat as
 * `//`), absolute URLs and anything with control characters.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const base = 'https://portale.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

export const DEFAULT_AFTER_LOGIN_PATH = '/app/dashboard';

export function afterLoginPath(redirect: unknown): string {
  const path = safeRedirectPath(redirect);
  // Sending a freshly logged-in user back to the auth screens would look like the login failed.
  if (!path || path.startsWith('/auth/')) return DEFAULT_AFTER_LOGIN_PATH;
  return path;
}
