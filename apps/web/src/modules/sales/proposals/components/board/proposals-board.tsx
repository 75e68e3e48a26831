import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { Board, ProposalListItem } from '@portale/shared';
import { Columns3, Settings2 } from 'lucide-react';
import { type ReactNode, useDeferredValue, useState, useTransition } from 'react';
import { useCan } from '@/platform/use-can';
import { Button } from '@/ui/button';
import { EmptyState, type EmptyStateProps } from '@/ui/empty-state';
import { useBoard } from '../../api/board';
import { boardPipelineOf, usePipelines } from '../../api/pipelines';
import { formatCents } from '../../format';
import { boardQuery, type ProposalsChange, type ProposalsSearch } from '../../search';
import { PROPOSALS_TEXT } from '../../strings';
import { DecisionDialog } from '../decision-dialog';
import { ReopenDialog } from '../reopen-dialog';
import { BoardCard, type CardAction } from './board-card';
import { OutcomeColumn, StageColumn } from './board-columns';
import { cardOf, dropAtEnd, dropOf, OUTCOMES, type Outcome } from './board-model';
import { ManagePipelinesDialog } from './manage-pipelines-dialog';
import { useBoardActions } from './use-board-actions';

/**
 * The board scrolls sideways only when the pointer nears its edge (5 % of its width, not dnd-kit's 20 %): with the
 * default a card dropped on the last visible column slid the board under the pointer and landed on the next one.
 */
const BOARD_AUTO_SCROLL = { threshold: { x: 0.05, y: 0.2 } } as const;

const TEXT = PROPOSALS_TEXT.board;

export type ProposalsBoardProps = { search: ProposalsSearch; onChange: ProposalsChange; empty: EmptyStateProps };

/**
 * The board of a pipeline (`?view=board&pipeline=…`): its stages, then the outcome columns. Cards move with the
 * mouse, touch or keyboard (dnd-kit, announced in Italian) and with each card's "Sposta in…" menu.
 */
export function ProposalsBoard({ search, onChange, empty }: ProposalsBoardProps) {
  const pipelines = usePipelines().data.items;
  const canManage = useCan('edit_project');
  const [managing, setManaging] = useState(false);
  const pipeline = boardPipelineOf(pipelines, search.pipeline);
  const manage = canManage ? (
    <>
      <Button
        variant="secondary"
        onClick={() => setManaging(true)}
        icon={<Settings2 className="size-4" aria-hidden="true" />}
      >
        {TEXT.manage}
      </Button>
      {managing && (
        <ManagePipelinesDialog
          pipelines={pipelines}
          selected={pipeline?.id}
          onClose={() => setManaging(false)}
          onCreated={(id) => onChange({ pipeline: id })}
        />
      )}
    </>
  ) : null;
  if (!pipeline)
    return <EmptyState icon={Columns3} title={TEXT.noPipelines} hint={TEXT.noPipelinesHint} action={manage} />;
  // Keyed by the pipeline: the columns shown longer belong to the board they were opened on.
  return <PipelineBoard key={pipeline.id} pipelineId={pipeline.id} search={search} empty={empty} actions={manage} />;
}

type Dialog =
  | { kind: 'decide'; card: ProposalListItem; action: 'accept' | 'refuse' }
  | { kind: 'reopen'; card: ProposalListItem }
  | null;

type PipelineBoardProps = {
  pipelineId: string;
  search: ProposalsSearch;
  empty: EmptyStateProps;
  /** "Gestisci pipeline", beside the board's summary. */
  actions: ReactNode;
};

function PipelineBoard({ pipelineId, search, empty, actions: headerActions }: PipelineBoardProps) {
  const shown = useDeferredValue(search);
  // The columns shown longer ("Mostra altre"): asked for in a transition, so the board stays as it is until the
  // longer one arrives, with the column's button loading meanwhile.
  const [more, setMore] = useState<readonly string[]>([]);
  const [loadingMore, startMore] = useTransition();
  const [moreAsked, setMoreAsked] = useState<string | null>(null);
  const query = { ...boardQuery(shown), ...(more.length > 0 ? { more: more.join(',') } : {}) };
  const { data: board } = useBoard(pipelineId, query);
  const actions = useBoardActions(pipelineId, query);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const money = board.can_see_money;
  const nothing = board.stages.every((s) => s.total === 0) && OUTCOMES.every((o) => board.outcomes[o].total === 0);

  /** A card sent to an outcome: accepted at once when sent; a draft or a refusal asks first. */
  const decide = (card: ProposalListItem, outcome: Outcome) => {
    if (outcome === 'scaduta' || (card.status !== 'bozza' && card.status !== 'inviata')) return;
    if (outcome === 'accettata' && card.status === 'inviata') void actions.accept(card);
    else setDialog({ kind: 'decide', card, action: outcome === 'accettata' ? 'accept' : 'refuse' });
  };
  const onAction = (card: ProposalListItem, action: CardAction) => {
    if (action.kind === 'reopen') setDialog({ kind: 'reopen', card });
    else if (action.kind === 'outcome') decide(card, action.outcome);
    else {
      const drop = dropAtEnd(board, card.id, action.stageId);
      if (drop?.kind === 'stage') void actions.move(card, drop.stageId, drop.afterId);
    }
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const card = cardOf(board, String(active.id));
    if (!over || !card) return;
    const drop = dropOf(board, card.id, String(over.id));
    if (drop?.kind === 'stage') void actions.move(card, drop.stageId, drop.afterId);
    else if (drop?.kind === 'outcome') decide(card, drop.outcome);
  };

  const titleOf = (id: string | number) => cardOf(board, String(id))?.title ?? '';
  const columnName = (id: string | number) => columnNameOf(board, String(id));
  const announcements: Announcements = {
    onDragStart: ({ active }) => TEXT.announce.start(titleOf(active.id)),
    onDragOver: ({ active, over }) =>
      over ? TEXT.announce.over(titleOf(active.id), columnName(over.id)) : TEXT.announce.outside(titleOf(active.id)),
    onDragEnd: ({ active, over }) =>
      over
        ? TEXT.announce.drop(titleOf(active.id), columnName(over.id))
        : TEXT.announce.dropOutside(titleOf(active.id)),
    onDragCancel: ({ active }) => TEXT.announce.cancel(titleOf(active.id)),
  };
  const active = activeId ? cardOf(board, activeId) : undefined;
  const onMore = (column: string) => {
    setMoreAsked(column);
    startMore(() => setMore((current) => (current.includes(column) ? current : [...current, column])));
  };
  const shared = {
    pipeline: board.pipeline,
    canEdit: board.can_edit,
    money,
    onAction,
    onMore,
    loadingMore: loadingMore ? moreAsked : null,
  };
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <BoardSummary board={board} actions={headerActions} />
      {nothing && <EmptyState {...empty} />}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        autoScroll={BOARD_AUTO_SCROLL}
        onDragStart={({ active: started }: DragStartEvent) => setActiveId(String(started.id))}
        onDragEnd={onDragEnd}
        onDragCancel={() => setActiveId(null)}
        accessibility={{ announcements, screenReaderInstructions: { draggable: TEXT.dragHint } }}
      >
        <section
          aria-label={TEXT.label(board.pipeline.name)}
          // relative: the sr-only texts (position: absolute) of the columns must not widen the page.
          className="relative -mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-3"
          aria-busy={shown !== search || undefined}
        >
          {board.stages.map((column) => (
            <StageColumn key={column.stage_id} column={column} {...shared} />
          ))}
          {OUTCOMES.map((outcome) => (
            <OutcomeColumn key={outcome} outcome={outcome} column={board.outcomes[outcome]} {...shared} />
          ))}
        </section>
        <DragOverlay>{active ? <BoardCard card={active} dragging /> : null}</DragOverlay>
      </DndContext>
      {dialog?.kind === 'decide' && (
        <DecisionDialog
          proposal={dialog.card}
          action={dialog.action}
          onClose={() => setDialog(null)}
          onFailed={actions.failed}
        />
      )}
      {dialog?.kind === 'reopen' && (
        <ReopenDialog proposal={dialog.card} onClose={() => setDialog(null)} onFailed={actions.failed} />
      )}
    </div>
  );
}

/** The pipeline's open proposals at a glance: how many, their value and the value weighted by probability. */
function BoardSummary({ board, actions }: { board: Board; actions: ReactNode }) {
  const open = board.stages.reduce((sum, s) => sum + s.total, 0);
  const money = board.can_see_money;
  const value = board.stages.reduce((sum, s) => sum + (s.value_cents ?? 0), 0);
  const weighted = board.stages.reduce((sum, s) => {
    const probability = board.pipeline.stages.find((p) => p.id === s.stage_id)?.probability ?? 0;
    return sum + Math.round(((s.value_cents ?? 0) * probability) / 100);
  }, 0);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">{board.pipeline.name}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {TEXT.openCount(open)}
          {money && ` · ${TEXT.summaryValue(formatCents(value))} · ${TEXT.weighted(formatCents(weighted))}`}
        </p>
      </div>
      {actions && <div className="flex shrink-0 gap-2">{actions}</div>}
    </div>
  );
}

/** The name of the column a droppable id (a column's, or a card's) belongs to, for the announcements. */
function columnNameOf(board: Board, id: string): string {
  if (id.startsWith('outcome:')) return TEXT.outcomes[id.slice('outcome:'.length) as Outcome] ?? '';
  const stageId = id.startsWith('stage:')
    ? id.slice('stage:'.length)
    : board.stages.find((s) => s.cards.some((c) => c.id === id))?.stage_id;
  return board.pipeline.stages.find((s) => s.id === stageId)?.name ?? '';
}
