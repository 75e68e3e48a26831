import { DARK_MODE_STORAGE_KEY, type ThemePreference } from '@portale/shared';
import { create } from 'zustand';

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

/** The pure precedence rule of spec §4: an explicit choice beats the system preference. */
export function resolveDarkMode(stored: boolean | null, systemDark: boolean): boolean {
  return stored ?? systemDark;
}

export function preferenceOf(stored: boolean | null): ThemePreference {
  if (stored === null) return 'system';
  return stored ? 'dark' : 'light';
}

interface ThemeState {
  dark: boolean;
  preference: ThemePreference;
}

/** What the UI renders from (toggle icons, the settings radio group); the DOM class is the source of the look. */
export const useThemeStore = create<ThemeState>()(() => ({ dark: false, preference: 'system' }));

export function applyDarkMode(dark: boolean): void {
  document.documentElement.classList.toggle('dark', dark);
}

function sync(): void {
  const stored = readStoredDarkMode();
  const dark = resolveDarkMode(stored, systemPrefersDark());
  applyDarkMode(dark);
  useThemeStore.setState({ dark, preference: preferenceOf(stored) });
}

/**
 * Applies the theme before the first render and keeps following the system preference live, but only
 * while nothing is stored (spec §4). There is no inline script in index.html because the CSP forbids it.
 * Returns a function that stops listening (tests call this more than once).
 */
export function initTheme(): () => void {
  sync();
  const onSystemChange = () => {
    if (readStoredDarkMode() === null) sync();
  };
  // Another tab changed the choice: follow it, so two tabs never disagree.
  const onStorage = (event: StorageEvent) => {
    if (event.key === DARK_MODE_STORAGE_KEY || event.key === null) sync();
  };
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  media?.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    media?.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Stores the user's explicit choice as 'true' or 'false'. */
export function setDarkMode(dark: boolean): void {
  try {
    localStorage.setItem(DARK_MODE_STORAGE_KEY, String(dark));
  } catch {
    // Not persisted, still applied for this page.
  }
  applyDarkMode(dark);
  useThemeStore.setState({ dark, preference: dark ? 'dark' : 'light' });
}

/** 'system' removes the stored value, so the system preference is followed (live) again. */
export function setThemePreference(preference: ThemePreference): void {
  if (preference !== 'system') {
    setDarkMode(preference === 'dark');
    return;
  }
  try {
    localStorage.removeItem(DARK_MODE_STORAGE_KEY);
  } catch {
    // Nothing stored anyway.
  }
  sync();
}

export function toggleDarkMode(): void {
  setDarkMode(!useThemeStore.getState().dark);
}

/** For the header toggle, the user menu and the settings page. */
export function useDarkMode() {
  const dark = useThemeStore((state) => state.dark);
  const preference = useThemeStore((state) => state.preference);
  return { dark, preference, toggle: toggleDarkMode, setPreference: setThemePreference };
}
