import type { ReviewDetail } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { ratingsFromDraft, reviewDraftKey } from './review-draft';

const review = { objectives: [{ id: 'o1' }, { id: 'o2' }] } as unknown as ReviewDetail;
const initial = {
  general: '',
  parts: { o1: { rating: null, comment: '' }, o2: { rating: 3, comment: 'Buono' } },
};

describe('a review kept as a draft', () => {
  it('has one key per review and side', () => {
    expect(reviewDraftKey('r1', 'self')).toBe('personnel.review:r1:self');
    expect(reviewDraftKey('r1', 'manager')).not.toBe(reviewDraftKey('r1', 'self'));
  });

  it('comes back over the current objectives, with valid ratings only', () => {
    const restored = ratingsFromDraft(
      {
        general: 'Anno positivo',
        parts: { o1: { rating: 4, comment: 'Obiettivo raggiunto' }, o2: { rating: 9, comment: 'x' }, gone: {} },
      },
      initial,
      review,
    );
    expect(restored).toEqual({
      general: 'Anno positivo',
      parts: { o1: { rating: 4, comment: 'Obiettivo raggiunto' }, o2: { rating: 3, comment: 'Buono' } },
    });
  });

  it('is dropped when it is not a review draft', () => {
    expect(ratingsFromDraft({ rows: [] }, initial, review)).toBeNull();
    expect(ratingsFromDraft(null, initial, review)).toBeNull();
  });
});
