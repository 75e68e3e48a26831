import { afterEach, describe, expect, it, vi } from 'vitest';
import { initTheme, setDarkMode } from './theme';

function stubSystemPreference(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn().mockReturnValue({ matches: dark, addEventListener: vi.fn(), removeEventListener: vi.fn() }),
  );
}

describe('theme', () => {
  afterEach(() => document.documentElement.classList.remove('dark'));

  it('uses the stored choice over the system preference', () => {
    stubSystemPreference(true);
    localStorage.setItem('darkMode', 'false');
    initTheme();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('follows the system preference when nothing is stored', () => {
    stubSystemPreference(true);
    initTheme();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it("stores an explicit choice as 'true' or 'false'", () => {
    setDarkMode(true);
    expect(localStorage.getItem('darkMode')).toBe('true');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});
