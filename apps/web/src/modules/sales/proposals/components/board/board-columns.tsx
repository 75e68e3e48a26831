import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { BOARD_COLUMN_MORE_LIMIT, type Board, type Pipeline, type ProposalListItem } from '@portale/shared';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/ui/button';
import { cx } from '@/ui/cx';
import { formatCents } from '../../format';
import { PROPOSALS_TEXT } from '../../strings';
import { BoardCard, type CardAction, DragHandle } from './board-card';
import { type Outcome, outcomeColumnId, stageColumnId } from './board-model';

const TEXT = PROPOSALS_TEXT.board;
const MUTED = 'text-slate-600 dark:text-slate-400';

type Column = Board['stages'][number];
type Shared = {
  pipeline: Pipeline;
  canEdit: boolean;
  money: boolean;
  onAction: (card: ProposalListItem, action: CardAction) => void;
  /** "Mostra altre" on a cut column: the board asks for up to BOARD_COLUMN_MORE_LIMIT cards in it. */
  onMore: (column: string) => void;
  /** The column whose longer list is loading. */
  loadingMore: string | null;
};

/**
 * Under a column that shows fewer cards than match: how many, and "Mostra altre" while the board can send more of
 * them (BOARD_COLUMN_MORE_LIMIT); past that, the list is the place to see them all.
 */
function ColumnFooter({
  column,
  columnKey,
  title,
  onMore,
  loadingMore,
}: {
  column: { cards: readonly unknown[]; total: number };
  columnKey: string;
  title: string;
  onMore: (column: string) => void;
  loadingMore: string | null;
}) {
  if (column.total <= column.cards.length) return null;
  if (column.cards.length >= BOARD_COLUMN_MORE_LIMIT)
    return <li className={`px-1 text-xs ${MUTED}`}>{TEXT.shownOf(column.cards.length, column.total)}</li>;
  const loading = loadingMore === columnKey;
  return (
    <li className={`flex flex-wrap items-center justify-between gap-2 px-1 text-xs ${MUTED}`}>
      <span>{TEXT.shown(column.cards.length, column.total)}</span>
      <Button
        variant="ghost"
        size="sm"
        loading={loading}
        aria-label={TEXT.showMoreLabel(title)}
        onClick={() => onMore(columnKey)}
      >
        {loading ? TEXT.loadingMore : TEXT.showMore}
      </Button>
    </li>
  );
}

function ColumnHeader({
  id,
  title,
  count,
  value,
  extra,
}: {
  id: string;
  title: string;
  count: number;
  value: number | undefined;
  extra?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-1 px-3 pt-3 pb-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id={id} className="min-w-0 truncate text-sm font-semibold text-slate-900 dark:text-white">
          {title}
        </h3>
        {extra}
      </div>
      <p className={`flex flex-wrap gap-x-2 text-xs ${MUTED}`}>
        <span>{TEXT.count(count)}</span>
        {value !== undefined && (
          <span className="font-medium text-slate-800 tabular-nums dark:text-slate-200">
            <span className="sr-only">{TEXT.value}: </span>
            {formatCents(value)}
          </span>
        )}
      </p>
    </header>
  );
}

/** A stage of the pipeline: its cards in board order, sortable and a drop target. */
export function StageColumn({
  column,
  pipeline,
  canEdit,
  money,
  onAction,
  onMore,
  loadingMore,
}: Shared & { column: Column }) {
  const stage = pipeline.stages.find((s) => s.id === column.stage_id);
  const { setNodeRef, isOver } = useDroppable({ id: stageColumnId(column.stage_id), disabled: !canEdit });
  const headingId = `board-stage-${column.stage_id}`;
  const ids = column.cards.map((c) => c.id);
  return (
    <section
      aria-labelledby={headingId}
      data-testid="board-column"
      className={cx(
        'flex w-72 shrink-0 snap-start flex-col rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60',
        isOver && 'ring-2 ring-primary-400',
      )}
    >
      <ColumnHeader
        id={headingId}
        title={stage?.name ?? ''}
        count={column.total}
        value={money ? column.value_cents : undefined}
        extra={
          stage && (
            <span
              title={TEXT.probabilityLabel}
              className="shrink-0 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300"
            >
              <span className="sr-only">{TEXT.probabilityLabel}: </span>
              {TEXT.probability(stage.probability)}
            </span>
          )
        }
      />
      <SortableContext id={column.stage_id} items={ids} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className="flex min-h-24 flex-1 flex-col gap-2 px-2 pb-2">
          {column.cards.map((card) => (
            <SortableCard key={card.id} card={card} pipeline={pipeline} canEdit={canEdit} onAction={onAction} />
          ))}
          {column.cards.length === 0 && (
            <li
              className={`rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-xs dark:border-slate-700 ${MUTED}`}
            >
              {TEXT.columnEmpty}
            </li>
          )}
          <ColumnFooter
            column={column}
            columnKey={column.stage_id}
            title={stage?.name ?? ''}
            onMore={onMore}
            loadingMore={loadingMore}
          />
        </ul>
      </SortableContext>
    </section>
  );
}

function SortableCard({
  card,
  pipeline,
  canEdit,
  onAction,
}: Pick<Shared, 'pipeline' | 'canEdit' | 'onAction'> & { card: ProposalListItem }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
    disabled: !canEdit,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="board-card"
      className={cx(isDragging && 'opacity-40')}
    >
      <BoardCard
        card={card}
        pipeline={canEdit ? pipeline : undefined}
        onAction={canEdit ? onAction : undefined}
        handle={
          canEdit ? (
            <DragHandle ref={setActivatorNodeRef} {...attributes} {...listeners} label={TEXT.handle(card.title)} />
          ) : null
        }
      />
    </li>
  );
}

const OUTCOME_STYLE: Record<Outcome, { icon: typeof Clock; tone: string }> = {
  accettata: {
    icon: CircleCheck,
    tone: 'border-emerald-200 bg-emerald-50/70 dark:border-emerald-900 dark:bg-emerald-950/30',
  },
  rifiutata: { icon: CircleX, tone: 'border-red-200 bg-red-50/70 dark:border-red-900 dark:bg-red-950/30' },
  scaduta: { icon: Clock, tone: 'border-amber-200 bg-amber-50/70 dark:border-amber-900 dark:bg-amber-950/30' },
};

/** An outcome: the latest decided proposals; a drop target for accepting and refusing (never for expiring). */
export function OutcomeColumn({
  outcome,
  column,
  pipeline,
  canEdit,
  money,
  onAction,
  onMore,
  loadingMore,
}: Shared & { outcome: Outcome; column: Board['outcomes'][Outcome] }) {
  const droppable = canEdit && outcome !== 'scaduta';
  const { setNodeRef, isOver } = useDroppable({ id: outcomeColumnId(outcome), disabled: !droppable });
  const headingId = `board-outcome-${outcome}`;
  const { icon: Icon, tone } = OUTCOME_STYLE[outcome];
  return (
    <section
      aria-labelledby={headingId}
      data-testid="board-column"
      className={cx(
        'flex w-64 shrink-0 snap-start flex-col rounded-xl border',
        tone,
        isOver && 'ring-2 ring-primary-400',
      )}
    >
      <ColumnHeader
        id={headingId}
        title={TEXT.outcomes[outcome]}
        count={column.total}
        value={money ? column.value_cents : undefined}
        extra={<Icon className="size-4 shrink-0 text-slate-600 dark:text-slate-400" aria-hidden="true" />}
      />
      <ul ref={setNodeRef} className="flex min-h-24 flex-1 flex-col gap-2 px-2 pb-2">
        {column.cards.map((card) => (
          <li key={card.id} data-testid="board-card">
            <BoardCard
              card={card}
              pipeline={canEdit ? pipeline : undefined}
              onAction={canEdit ? onAction : undefined}
            />
          </li>
        ))}
        {column.cards.length === 0 && (
          <li
            className={`rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-xs dark:border-slate-700 ${MUTED}`}
          >
            {droppable || outcome === 'scaduta' ? TEXT.outcomeHint[outcome] : TEXT.outcomeEmpty}
          </li>
        )}
        <ColumnFooter
          column={column}
          columnKey={outcome}
          title={TEXT.outcomes[outcome]}
          onMore={onMore}
          loadingMore={loadingMore}
        />
      </ul>
    </section>
  );
}
