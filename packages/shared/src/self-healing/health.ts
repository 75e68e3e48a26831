import { HEALTH_SCORE_HEALTHY_MIN, HEALTH_SCORE_UNHEALTHY_BELOW } from '../constants';
import type { HealthStatus } from './constants';
import type { ErrorSeverity } from './enums';

export type SeverityCounts = Record<ErrorSeverity, number>;

/**
 * Health score weights (issue 5). An error in the last 24 h costs by severity; so does every pending pattern
 * (open or acknowledged: nobody has resolved or dismissed it yet).
 */
export const HEALTH_WEIGHTS = {
  errors: { critical: 10, high: 5, medium: 1, low: 0.1 } satisfies SeverityCounts,
  pending: { critical: 5, high: 3, medium: 1, low: 0.2 } satisfies SeverityCounts,
  /** The most the errors of the last 24 h can take off the score. */
  errorsMaxPenalty: 60,
  /** Weighted errors that take ~63% (1 − 1/e) of the maximum penalty: about ten critical errors. */
  errorsScale: 100,
  pendingMaxPenalty: 40,
  /** Weighted pending patterns that take ~63% of the maximum penalty: about four critical patterns. */
  pendingScale: 20,
} as const;

export interface HealthInput {
  /** Errors received in the last 24 hours, by severity (ignored patterns excluded). */
  errors24h: SeverityCounts;
  /** Open and acknowledged patterns, by their worst severity. */
  pending: SeverityCounts;
}

function weighted(counts: SeverityCounts, weights: SeverityCounts): number {
  return (
    counts.critical * weights.critical +
    counts.high * weights.high +
    counts.medium * weights.medium +
    counts.low * weights.low
  );
}

/**
 * score = 100 − 60·(1 − e^(−E/100)) − 40·(1 − e^(−P/20)), rounded, where
 *   E = 10·critical + 5·high + 1·medium + 0.1·low errors of the last 24 h, and
 *   P = 5·critical + 3·high + 1·medium + 0.2·low pending patterns.
 * Each part saturates: a flood of one error cannot take more than its share, a clean system scores 100, and
 * both errors and untriaged patterns are needed to go below 50 (unhealthy).
 */
export function computeHealthScore(input: HealthInput): number {
  const e = weighted(input.errors24h, HEALTH_WEIGHTS.errors);
  const p = weighted(input.pending, HEALTH_WEIGHTS.pending);
  const errorsPenalty = HEALTH_WEIGHTS.errorsMaxPenalty * (1 - Math.exp(-e / HEALTH_WEIGHTS.errorsScale));
  const pendingPenalty = HEALTH_WEIGHTS.pendingMaxPenalty * (1 - Math.exp(-p / HEALTH_WEIGHTS.pendingScale));
  return Math.max(0, Math.min(100, Math.round(100 - errorsPenalty - pendingPenalty)));
}

/** Spec §9: healthy at 80 or above, unhealthy below 50. */
export function healthStatus(score: number): HealthStatus {
  if (score >= HEALTH_SCORE_HEALTHY_MIN) return 'healthy';
  if (score < HEALTH_SCORE_UNHEALTHY_BELOW) return 'unhealthy';
  return 'degraded';
}

export function emptySeverityCounts(): SeverityCounts {
  return { critical: 0, high: 0, medium: 0, low: 0 };
}
