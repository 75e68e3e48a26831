import { afterEach, describe, expect, it, vi } from 'vitest';
import { initTheme, resolveDarkMode, setDarkMode, setThemePreference, toggleDarkMode, useThemeStore } from './theme';

/** A controllable `prefers-color-scheme: dark` query whose change listeners the test can fire. */
function stubSystemPreference(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: dark,
    addEventListener: vi.fn((_type: string, listener: () => void) => listeners.add(listener)),
    removeEventListener: vi.fn((_type: string, listener: () => void) => listeners.delete(listener)),
  };
  vi.stubGlobal('matchMedia', vi.fn().mockReturnValue(media));
  return {
    change(next: boolean) {
      media.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

const isDark = () => document.documentElement.classList.contains('dark');

describe('theme', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
    document.documentElement.classList.remove('dark');
  });

  it('lets a stored value beat the system preference', () => {
    expect(resolveDarkMode(false, true)).toBe(false);
    expect(resolveDarkMode(true, false)).toBe(true);
    expect(resolveDarkMode(null, true)).toBe(true);
    expect(resolveDarkMode(null, false)).toBe(false);
  });

  it('uses the stored choice over the system preference at start', () => {
    stubSystemPreference(true);
    localStorage.setItem('darkMode', 'false');
    stop = initTheme();
    expect(isDark()).toBe(false);
    expect(useThemeStore.getState()).toMatchObject({ dark: false, preference: 'light' });
  });

  it('follows the system preference when nothing is stored', () => {
    stubSystemPreference(true);
    stop = initTheme();
    expect(isDark()).toBe(true);
    expect(useThemeStore.getState().preference).toBe('system');
  });

  it('follows system changes live only while nothing is stored', () => {
    const system = stubSystemPreference(false);
    stop = initTheme();
    system.change(true);
    expect(isDark()).toBe(true);

    setDarkMode(false);
    system.change(true);
    expect(isDark()).toBe(false);
    system.change(false);
    system.change(true);
    expect(isDark()).toBe(false);
  });

  it("stores an explicit choice as 'true' or 'false' and toggles it", () => {
    stubSystemPreference(false);
    stop = initTheme();
    setDarkMode(true);
    expect(localStorage.getItem('darkMode')).toBe('true');
    expect(isDark()).toBe(true);
    toggleDarkMode();
    expect(localStorage.getItem('darkMode')).toBe('false');
    expect(isDark()).toBe(false);
  });

  it("'Sistema' removes the stored value and goes back to following the system", () => {
    const system = stubSystemPreference(true);
    stop = initTheme();
    setThemePreference('light');
    expect(isDark()).toBe(false);
    setThemePreference('system');
    expect(localStorage.getItem('darkMode')).toBeNull();
    expect(isDark()).toBe(true);
    system.change(false);
    expect(isDark()).toBe(false);
    expect(useThemeStore.getState()).toMatchObject({ dark: false, preference: 'system' });
  });
});
