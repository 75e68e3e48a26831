import { draftKeyOf, type ReviewDetail } from '@portale/shared';

// The ratings and comments being written in a review, kept as the user's draft until saved (issue 15).

export type RatingPart = { rating: number | null; comment: string };
export type RatingsDraft = { general: string; parts: Record<string, RatingPart> };

/** One draft per review and side: the employee's self review and the reviewer's are never mixed. */
export const reviewDraftKey = (reviewId: string, side: 'self' | 'manager') =>
  draftKeyOf('personnel', 'review', `${reviewId}:${side}`);

const isRating = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5);

/** The stored draft over the form's starting state: only the review's current objectives, valid ratings. */
export function ratingsFromDraft(payload: unknown, initial: RatingsDraft, review: ReviewDetail): RatingsDraft | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const stored = payload as { general?: unknown; parts?: unknown };
  if (typeof stored.general !== 'string' || typeof stored.parts !== 'object' || stored.parts === null) return null;
  const parts = { ...initial.parts };
  for (const objective of review.objectives) {
    const part = (stored.parts as Record<string, { rating?: unknown; comment?: unknown }>)[objective.id];
    if (part && isRating(part.rating) && typeof part.comment === 'string') {
      parts[objective.id] = { rating: part.rating, comment: part.comment };
    }
  }
  return { general: stored.general, parts };
}
