import { DARK_MODE_STORAGE_KEY } from '@portale/shared';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Spec §4: the stored 'true'/'false' wins; with nothing stored the system preference is followed. */
export function readStoredDarkMode(): boolean | null {
  try {
    const value = localStorage.getItem(DARK_MODE_STORAGE_KEY);
    if (value === 'true') return true;
    if (value === 'false') return false;
  } catch {
    // Storage blocked: fall through to the system preference.
  }
  return null;
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function applyDarkMode(dark: boolean): void {
  document.documentElement.classList.toggle('dark', dark);
}

/**
 * Applies the theme before the first render and keeps following the system preference live, but only
 * while nothing is stored (spec §4). There is no inline script in index.html because the CSP forbids it.
 */
export function initTheme(): void {
  applyDarkMode(readStoredDarkMode() ?? systemPrefersDark());
  if (typeof window.matchMedia !== 'function') return;
  window.matchMedia(DARK_QUERY).addEventListener('change', (event) => {
    if (readStoredDarkMode() === null) applyDarkMode(event.matches);
  });
}

/** Stores the user's explicit choice (the toggle UI comes with the app shell). */
export function setDarkMode(dark: boolean): void {
  try {
    localStorage.setItem(DARK_MODE_STORAGE_KEY, String(dark));
  } catch {
    // Not persisted, still applied for this page.
  }
  applyDarkMode(dark);
}
