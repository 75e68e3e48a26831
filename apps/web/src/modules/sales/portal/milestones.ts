import { type ClientPortalMilestone, todayInRome } from '@portale/shared';

/**
 * The milestone to show as "next": the first not yet invoiced, by due date (an overdue one still counts: it is what
 * the client will see billed next); null when every milestone is invoiced or there are none.
 */
export function nextMilestone<T extends ClientPortalMilestone>(milestones: readonly T[]): T | null {
  return milestones.find((milestone) => milestone.status !== 'fatturata') ?? null;
}

/** Whether a day is in the past (Rome's calendar). */
export const isPast = (day: string, today = todayInRome()) => day < today;
