import type { Board, BoardQuery, ProposalListItem } from '@portale/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorMessage, isApiError } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { invalidateKeys, PROPOSAL_VIEWS } from '../../../query-keys';
import { moveProposal } from '../../api/board';
import { boardKey } from '../../api/keys';
import { transitionProposal } from '../../api/proposal-actions';
import { PROPOSALS_TEXT } from '../../strings';
import { decideCard, moveCard } from './board-model';

const TEXT = PROPOSALS_TEXT.board;

/**
 * The board's writes, shown at once: the card moves (or leaves for its outcome) in the cached board before the
 * server answers; a refusal puts the board back and says why, and a 409 (someone changed the proposal meanwhile)
 * reloads it. Every view of proposals is refreshed afterwards.
 */
export function useBoardActions(pipelineId: string, query: BoardQuery) {
  const queryClient = useQueryClient();
  const key = boardKey(pipelineId, query);

  const optimistic = useCallback(
    async (change: (board: Board) => Board, write: () => Promise<unknown>, success?: string) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Board>(key);
      if (before) queryClient.setQueryData(key, change(before));
      try {
        await write();
        if (success) toast.success(success);
      } catch (error) {
        if (before) queryClient.setQueryData(key, before);
        if (isApiError(error) && error.status === 409) toast.error(TEXT.moveFailed, TEXT.conflict);
        else toast.error(TEXT.moveFailed, errorMessage(error));
      } finally {
        await invalidateKeys(queryClient, PROPOSAL_VIEWS);
      }
    },
    [queryClient, key],
  );

  /** A card into a stage, after `afterId` (null: first). */
  const move = useCallback(
    (card: ProposalListItem, stageId: string, afterId: string | null) =>
      optimistic(
        (board) => moveCard(board, card.id, stageId, afterId),
        () => moveProposal(card.id, { stage_id: stageId, after_id: afterId, version: card.version }),
      ),
    [optimistic],
  );

  /** A sent proposal accepted by a drop on "Accettate" (drafts and refusals go through their dialog). */
  const accept = useCallback(
    (card: ProposalListItem) =>
      optimistic(
        (board) => decideCard(board, card.id, 'accettata'),
        () => transitionProposal(card.id, { action: 'accept', version: card.version }),
        PROPOSALS_TEXT.decide.accepted,
      ),
    [optimistic],
  );

  /** A decision recorded in a dialog that failed: the same words as a failed move; 409 reloads. */
  const failed = useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.status === 409) toast.error(TEXT.moveFailed, TEXT.conflict);
      else toast.error(TEXT.moveFailed, errorMessage(error));
      void invalidateKeys(queryClient, PROPOSAL_VIEWS);
    },
    [queryClient],
  );

  return { move, accept, failed };
}
