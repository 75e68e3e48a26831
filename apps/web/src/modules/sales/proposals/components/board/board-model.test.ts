import { describe, expect, it } from 'vitest';
import { board, PROPOSAL_ID, proposalItem, STAGE_IDS } from '../../../test/proposal-fixtures';
import { decideCard, dropOf, moveCard, outcomeColumnId, stageColumnId } from './board-model';

const card = (id: string) => proposalItem({ id, title: id });
/** A board whose first stage holds a, b, c, d and whose second holds x. */
const sample = () =>
  board({
    stages: [
      { stage_id: STAGE_IDS[0], cards: ['a', 'b', 'c', 'd'].map(card), total: 4, value_cents: 4 * 100000 },
      { stage_id: STAGE_IDS[1], cards: [card('x')], total: 1, value_cents: 100000 },
      { stage_id: STAGE_IDS[2], cards: [], total: 0, value_cents: 0 },
    ],
  });

describe('board drops', () => {
  it('places a card moved down its column after the card it is over, and up before it', () => {
    expect(dropOf(sample(), 'b', 'd')).toEqual({ kind: 'stage', stageId: STAGE_IDS[0], afterId: 'd' });
    expect(dropOf(sample(), 'c', 'a')).toEqual({ kind: 'stage', stageId: STAGE_IDS[0], afterId: null });
    expect(dropOf(sample(), 'd', 'b')).toEqual({ kind: 'stage', stageId: STAGE_IDS[0], afterId: 'a' });
  });

  it('places a card dropped on another column before the card it is over, or last on the column itself', () => {
    expect(dropOf(sample(), 'b', 'x')).toEqual({ kind: 'stage', stageId: STAGE_IDS[1], afterId: null });
    expect(dropOf(sample(), 'b', stageColumnId(STAGE_IDS[1]))).toEqual({
      kind: 'stage',
      stageId: STAGE_IDS[1],
      afterId: 'x',
    });
    expect(dropOf(sample(), 'b', stageColumnId(STAGE_IDS[2]))).toEqual({
      kind: 'stage',
      stageId: STAGE_IDS[2],
      afterId: null,
    });
  });

  it('sees no move where nothing changes, and an outcome on an outcome column', () => {
    expect(dropOf(sample(), 'b', 'b')).toBeNull();
    expect(dropOf(sample(), 'd', stageColumnId(STAGE_IDS[0]))).toBeNull();
    expect(dropOf(sample(), 'b', outcomeColumnId('rifiutata'))).toEqual({ kind: 'outcome', outcome: 'rifiutata' });
    expect(dropOf(sample(), 'b', 'outcome:altro')).toBeNull();
  });
});

describe('board after a move', () => {
  it('moves the card with its count and value, in its new place', () => {
    const next = moveCard(sample(), 'b', STAGE_IDS[1], 'x');
    expect(next.stages[0]?.cards.map((c) => c.id)).toEqual(['a', 'c', 'd']);
    expect(next.stages[0]).toMatchObject({ total: 3, value_cents: 3 * 100000 });
    expect(next.stages[1]?.cards.map((c) => c.id)).toEqual(['x', 'b']);
    expect(next.stages[1]).toMatchObject({ total: 2, value_cents: 2 * 100000 });
    expect(next.stages[1]?.cards[1]?.stage).toMatchObject({ id: STAGE_IDS[1], name: 'Offerta inviata' });
    expect(moveCard(sample(), 'b', STAGE_IDS[0], 'd').stages[0]?.cards.map((c) => c.id)).toEqual(['a', 'c', 'd', 'b']);
  });

  it('takes a decided card out of its stage and puts it first in its outcome', () => {
    const next = decideCard(board(), PROPOSAL_ID, 'accettata');
    expect(next.stages[0]).toMatchObject({ cards: [], total: 0, value_cents: 0 });
    expect(next.outcomes.accettata.cards[0]).toMatchObject({ id: PROPOSAL_ID, status: 'accettata' });
    expect(next.outcomes.accettata).toMatchObject({ total: 1, value_cents: 100000 });
  });
});
