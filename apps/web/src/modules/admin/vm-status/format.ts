import { formatInstant, formatNumber, plural } from '@portale/shared';

const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];

/** 1536 → "1,5 KiB" (powers of 1024, Italian decimals). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${formatNumber(value, digits)} ${UNITS[unit]}`;
}

const count = (n: number, one: string, other: string) => plural(n, { one: `{n} ${one}`, other: `{n} ${other}` });

function joinItalian(parts: string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}`;
}

/** 273_600 → "3 giorni e 4 ore"; seconds show only in the first minute. */
export function formatUptime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  if (seconds < 60) return count(seconds, 'secondo', 'secondi');
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const parts = [
    days ? count(days, 'giorno', 'giorni') : '',
    hours ? count(hours, 'ora', 'ore') : '',
    minutes ? count(minutes, 'minuto', 'minuti') : '',
  ].filter(Boolean);
  return joinItalian(parts);
}

/** 3600 → "ogni ora", 900 → "ogni 15 minuti". */
export function formatInterval(seconds: number): string {
  if (seconds % 86_400 === 0) return seconds === 86_400 ? 'ogni giorno' : `ogni ${seconds / 86_400} giorni`;
  if (seconds % 3_600 === 0) return seconds === 3_600 ? 'ogni ora' : `ogni ${seconds / 3_600} ore`;
  if (seconds % 60 === 0) return seconds === 60 ? 'ogni minuto' : `ogni ${seconds / 60} minuti`;
  return `ogni ${seconds} secondi`;
}

/** "14:05:09" in Europe/Rome. */
export const formatTime = (date: Date | number | string) => formatInstant(date, 'timeSeconds');
/** "22/11/2026, 14:05:09" in Europe/Rome. */
export const formatDateTime = (date: Date | number | string) => formatInstant(date, 'numeric');
