import { sanitizeUrl } from '@portale/shared';

/** Spec §3 system info of a manual report: url, browser, viewport width and height, timestamp. */
export interface SystemInfo {
  url: string;
  browser: string;
  viewport: { width: number; height: number };
  timestamp: string;
}

export function currentSystemInfo(now = new Date()): SystemInfo {
  return {
    url: sanitizeUrl(window.location.href),
    browser: navigator.userAgent,
    viewport: { width: window.innerWidth, height: window.innerHeight },
    timestamp: now.toISOString(),
  };
}
