import { describe, expect, it } from 'vitest';
import { afterLoginPath, safeRedirectPath } from './safe-redirect';

describe('safe redirect', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeRedirectPath('/app/timesheet/entry?week=3#oggi')).toBe('/app/timesheet/entry?week=3#oggi');
  });

  it.each([
    '//evil.com',
    '//evil.com/app',
    'https://evil.com',
    'https://evil.com/app/dashboard',
    '/\\evil.com',
    'javascript:alert(1)',
    'app/dashboard',
    '',
    '/app\n/x',
  ])('rejects %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('rejects values that are not strings', () => {
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(safeRedirectPath(['/app'])).toBeNull();
  });

  it('falls back to the dashboard after login for unsafe or auth paths', () => {
    expect(afterLoginPath('//evil.com')).toBe('/app/dashboard');
    expect(afterLoginPath('https://evil.com')).toBe('/app/dashboard');
    expect(afterLoginPath('/auth/login')).toBe('/app/dashboard');
    expect(afterLoginPath(undefined)).toBe('/app/dashboard');
    expect(afterLoginPath('/app/profile')).toBe('/app/profile');
  });
});
