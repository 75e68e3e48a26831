import { formatAgo } from '../format';

// Spec §9 formatting of the self-healing views.

/** Spec §9: durations as "s", "m s" or "h m": 45s, 3m 20s, 2h 5m. Negative or invalid durations read 0s. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
  return `${Math.floor(seconds / 3600)}h ${Math.floor((seconds % 3600) / 60)}m`;
}

/** Spec §9: time-ago in the self-healing views is "under 1 hour", then N hours, then N days. */
export function formatTimeAgo(date: Date | string | number, now: Date | number = Date.now()): string {
  const elapsedMs = Number(now) - new Date(date).getTime();
  const hours = Math.floor(Math.max(0, elapsedMs) / 3_600_000);
  if (!Number.isFinite(hours) || hours < 1) return "Meno di un'ora fa";
  if (hours < 24) return formatAgo(hours, 'hour');
  return formatAgo(Math.floor(hours / 24), 'day');
}
