import { formatInstant } from '@portale/shared';
import { SECURITY_TEXT } from './strings';

/** e.g. "22/11/2026, 14:05:09", in Europe/Rome (DESIGN.md §5). */
export function formatDateTime(iso: string): string {
  return formatInstant(iso, 'numeric');
}

/** The date and the time apart ("22/11/2026", "14:05:09"), for two-line table cells. */
export function dateAndTime(iso: string): [string, string] {
  return [formatInstant(iso, 'date'), formatInstant(iso, 'timeSeconds')];
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
