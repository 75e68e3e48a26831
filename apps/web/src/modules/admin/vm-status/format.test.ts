import { describe, expect, it } from 'vitest';
import { formatBytes, formatInterval, formatUptime } from './format';

describe('server status formatting', () => {
  it.each([
    [42, '42 secondi'],
    [1, '1 secondo'],
    [60, '1 minuto'],
    [3_660, '1 ora e 1 minuto'],
    [273_720, '3 giorni, 4 ore e 2 minuti'],
    [86_400, '1 giorno'],
  ])('uptime %i s reads "%s"', (seconds, text) => {
    expect(formatUptime(seconds)).toBe(text);
  });

  it.each([
    [512, '512 B'],
    [1_536, '1,5 KiB'],
    [8 * 1024 ** 3, '8 GiB'],
    [123.4 * 1024 ** 2, '123 MiB'],
  ])('%i bytes read "%s"', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it.each([
    [3_600, 'ogni ora'],
    [86_400, 'ogni giorno'],
    [900, 'ogni 15 minuti'],
    [21_600, 'ogni 6 ore'],
    [45, 'ogni 45 secondi'],
  ])('interval %i s reads "%s"', (seconds, text) => {
    expect(formatInterval(seconds)).toBe(text);
  });
});
