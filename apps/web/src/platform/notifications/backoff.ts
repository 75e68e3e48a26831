/** First reconnect after about a second, doubling up to half a minute. */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * Delay before reconnect attempt `attempt` (0-based): exponential, capped, with "equal jitter" (a random
 * point in the upper half), so a server restart does not get every browser back in the same millisecond
 * while no delay collapses to zero.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(0, Math.floor(attempt)), 16);
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** exponent);
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.round(ceiling / 2 + (ceiling / 2) * r);
}
