import { isApiError } from '@/platform/api-error';
import { SECURITY_TEXT } from './strings';

const DATE_TIME = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Europe/Rome',
});

/** e.g. "22/11/2026, 14:05:09", in Europe/Rome (DESIGN.md §5). */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

const DATE = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Rome',
});
const TIME = new Intl.DateTimeFormat('it-IT', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Europe/Rome',
});

/** The date and the time apart ("22/11/2026", "14:05:09"), for two-line table cells. */
export function dateAndTime(iso: string): [string, string] {
  const date = new Date(iso);
  return [DATE.format(date), TIME.format(date)];
}

/** The message to show for a failed call: the server's Italian one, or a generic one. */
export function messageOf(error: unknown): string {
  return isApiError(error) ? error.message : SECURITY_TEXT.unexpected;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/HeadlessChrome\/(\d+)/, 'Chrome headless'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
  [/curl\/(\d+)/, 'curl'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Mozilla/5.0 (X11; Linux x86_64) … Chrome/130.0 …" → "Chrome 130 su Linux"; the full string goes in a tooltip. */
export function shortUserAgent(userAgent: string | null): string {
  if (!userAgent) return SECURITY_TEXT.sessions.unknownDevice;
  const browser = BROWSERS.map(([pattern, name]) => {
    const match = pattern.exec(userAgent);
    return match ? `${name} ${match[1]}` : null;
  }).find(Boolean);
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} su ${system}`;
  if (browser || system) return (browser ?? system) as string;
  return userAgent.length > 40 ? `${userAgent.slice(0, 40)}…` : userAgent;
}
