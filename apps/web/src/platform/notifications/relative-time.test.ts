import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const NOW = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;

describe('formatRelativeTime (spec §9)', () => {
  it.each([
    ['just now', ago(0), 'Adesso'],
    ['59 seconds ago', ago(59 * S), 'Adesso'],
    ['slightly in the future', new Date(NOW.getTime() + 30 * S), 'Adesso'],
    ['exactly one minute ago', ago(M), '1 min fa'],
    ['59 minutes 59 seconds ago', ago(59 * M + 59 * S), '59 min fa'],
    ['exactly one hour ago', ago(H), '1 ora fa'],
    ['23 hours 59 minutes ago', ago(23 * H + 59 * M), '23 ore fa'],
    ['exactly 24 hours ago', ago(24 * H), '21/11/2026'],
    ['weeks ago', new Date('2026-10-03T08:00:00Z'), '03/10/2026'],
    // 23:30 UTC on 31 December is already New Year's Day in Rome.
    ['a date that is another day in Rome', new Date('2025-12-31T23:30:00Z'), '01/01/2026'],
  ])('%s → %s', (_name, date, expected) => {
    expect(formatRelativeTime(date, NOW)).toBe(expected);
  });

  it('accepts ISO strings as the API sends them', () => {
    expect(formatRelativeTime('2026-11-22T11:15:00.000Z', NOW)).toBe('45 min fa');
  });

  it('returns an empty string for an unreadable date', () => {
    expect(formatRelativeTime('non una data', NOW)).toBe('');
  });
});
