import type { Board, ProposalListItem, ProposalStatus } from '@portale/shared';

// The board's pure rules (a column's value is the sum of its cards' taxable amounts, as the server sums it): where a dropped card lands, and the board as it looks right after a move or a decision
// (shown at once, before the server answers; put back if it refuses).

export type Outcome = keyof Board['outcomes'];
export const OUTCOMES: readonly Outcome[] = ['accettata', 'rifiutata', 'scaduta'];

/** Droppable ids: a stage column, an outcome column; a card's id is its proposal's. */
export const stageColumnId = (stageId: string) => `stage:${stageId}`;
export const outcomeColumnId = (outcome: Outcome) => `outcome:${outcome}`;

export type Drop =
  | { kind: 'stage'; stageId: string; afterId: string | null }
  | { kind: 'outcome'; outcome: Outcome }
  | null;

type Column = Board['stages'][number];

const stageOfCard = (board: Board, id: string) => board.stages.find((s) => s.cards.some((c) => c.id === id));

/** The card, wherever it is on the board. */
export function cardOf(board: Board, id: string): ProposalListItem | undefined {
  for (const column of [...board.stages, ...Object.values(board.outcomes)]) {
    const card = column.cards.find((c) => c.id === id);
    if (card) return card;
  }
  return undefined;
}

/**
 * Where a card dropped over `overId` lands: over a stage column, at its end; over a card of a stage, in its place
 * (after it when moving down the same column, as a sortable list does); over an outcome column, that outcome.
 * Null when nothing changes or the place is not a column.
 */
export function dropOf(board: Board, activeId: string, overId: string): Drop {
  if (overId.startsWith('outcome:')) {
    const outcome = overId.slice('outcome:'.length) as Outcome;
    return OUTCOMES.includes(outcome) ? { kind: 'outcome', outcome } : null;
  }
  const target: Column | undefined = overId.startsWith('stage:')
    ? board.stages.find((s) => s.stage_id === overId.slice('stage:'.length))
    : stageOfCard(board, overId);
  if (!target) return null;
  const ids = target.cards.map((c) => c.id);
  const from = ids.indexOf(activeId);
  const rest = ids.filter((id) => id !== activeId);
  let index: number;
  if (overId.startsWith('stage:') || overId === activeId) index = overId === activeId ? from : rest.length;
  else {
    const over = rest.indexOf(overId);
    // Moving down within the same column puts the card after the one it is over; otherwise before it.
    index = from >= 0 && from <= ids.indexOf(overId) ? over + 1 : over;
  }
  if (from >= 0 && index === from) return null;
  return { kind: 'stage', stageId: target.stage_id, afterId: index > 0 ? (rest[index - 1] ?? null) : null };
}

/** The drop that moves a card to the end of a stage (the "Sposta in…" menu). */
export function dropAtEnd(board: Board, activeId: string, stageId: string): Drop {
  return dropOf(board, activeId, stageColumnId(stageId));
}

type CardColumn = { cards: ProposalListItem[]; total: number; value_cents?: number | undefined };

const withoutCard = <C extends CardColumn>(column: C, card: ProposalListItem): C => ({
  ...column,
  cards: column.cards.filter((c) => c.id !== card.id),
  total: Math.max(0, column.total - 1),
  value_cents: column.value_cents === undefined ? undefined : column.value_cents - (card.taxable_cents ?? 0),
});

/** The board with the card moved into a stage, after `afterId` (null: first). */
export function moveCard(board: Board, cardId: string, stageId: string, afterId: string | null): Board {
  const card = cardOf(board, cardId);
  const target = board.stages.find((s) => s.stage_id === stageId);
  if (!card || !target) return board;
  const name = board.pipeline.stages.find((s) => s.id === stageId)?.name ?? card.stage.name;
  const moved: ProposalListItem = { ...card, stage: { ...card.stage, id: stageId, name } };
  const stages = board.stages.map((column) => {
    const had = column.cards.some((c) => c.id === cardId);
    let next = had ? withoutCard(column, card) : column;
    if (column.stage_id === stageId) {
      const cards = next.cards.filter((c) => c.id !== cardId);
      const at = afterId === null ? 0 : cards.findIndex((c) => c.id === afterId) + 1;
      cards.splice(at, 0, moved);
      next = {
        ...next,
        cards,
        total: next.total + 1,
        value_cents: next.value_cents === undefined ? undefined : next.value_cents + (card.taxable_cents ?? 0),
      };
    }
    return next;
  });
  return { ...board, stages };
}

/** The board with the card decided: out of its stage, first in its outcome column, with its new status. */
export function decideCard(board: Board, cardId: string, outcome: Outcome): Board {
  const card = cardOf(board, cardId);
  if (!card) return board;
  const status: ProposalStatus = outcome;
  const stages = board.stages.map((column) =>
    column.cards.some((c) => c.id === cardId) ? withoutCard(column, card) : column,
  );
  const column = board.outcomes[outcome];
  const outcomes = {
    ...board.outcomes,
    [outcome]: {
      ...column,
      cards: [{ ...card, status }, ...column.cards],
      total: column.total + 1,
      value_cents: column.value_cents === undefined ? undefined : column.value_cents + (card.taxable_cents ?? 0),
    },
  };
  return { ...board, stages, outcomes };
}
