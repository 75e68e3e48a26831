import type { Pipeline, ProposalListItem } from '@portale/shared';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from '@tanstack/react-router';
import { ArrowRightLeft, Check, ExternalLink, GripVertical, RotateCcw, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '@/ui/avatar';
import { cx } from '@/ui/cx';
import { formatCents } from '../../format';
import { PROPOSALS_TEXT } from '../../strings';
import { ProposalStatusBadge } from '../proposal-status-badge';
import { ValidityLabel } from '../validity-label';
import type { Outcome } from './board-model';

const TEXT = PROPOSALS_TEXT.board;

export type CardAction =
  | { kind: 'stage'; stageId: string }
  | { kind: 'outcome'; outcome: Exclude<Outcome, 'scaduta'> }
  | { kind: 'reopen' };

export type BoardCardProps = {
  card: ProposalListItem;
  /** The drag handle, when the card may be dragged. */
  handle?: ReactNode;
  /** The "Sposta in…" menu's choices come from the pipeline; absent for a reader. */
  pipeline?: Pipeline;
  onAction?: (card: ProposalListItem, action: CardAction) => void;
  dragging?: boolean;
};

const ITEM =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-slate-700 outline-none select-none ' +
  'data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white';
const LABEL = 'px-2.5 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';

/** One proposal on the board: number, title, client, value, validity, owner; a handle and a "Sposta in…" menu. */
export function BoardCard({ card, handle, pipeline, onAction, dragging = false }: BoardCardProps) {
  const open = card.status === 'bozza' || card.status === 'inviata';
  return (
    <article
      aria-label={`${card.number} ${card.title}`}
      className={cx(
        'flex gap-1.5 rounded-lg border border-slate-200 bg-white p-2.5 shadow-sm dark:border-slate-700 dark:bg-slate-900',
        dragging && 'rotate-1 shadow-lg ring-2 ring-primary-400',
      )}
    >
      {handle}
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-1">
          <p className="font-mono text-xs text-slate-600 dark:text-slate-400">{card.number}</p>
          {pipeline && onAction && <CardMenu card={card} pipeline={pipeline} onAction={onAction} />}
        </div>
        <Link
          to="/app/crm/proposals/$proposalId"
          params={{ proposalId: card.id }}
          className="block text-sm font-medium break-words text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-white dark:focus-visible:outline-primary-400"
        >
          {card.title}
        </Link>
        <p className="truncate text-xs text-slate-700 dark:text-slate-300">{card.client.name}</p>
        <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
          {open ? (
            card.status === 'bozza' && <ProposalStatusBadge status="bozza" />
          ) : (
            <ProposalStatusBadge status={card.status} />
          )}
          {card.taxable_cents !== undefined && (
            <span className="font-semibold text-slate-900 tabular-nums dark:text-white" title={TEXT.cardValue}>
              <span className="sr-only">{TEXT.cardValue}: </span>
              {formatCents(card.taxable_cents)}
            </span>
          )}
          {open && <ValidityLabel validUntil={card.valid_until} status={card.status} compact />}
          {card.owner && (
            <span className="ml-auto" title={card.owner.name}>
              <Avatar name={card.owner.name} size="xs" />
            </span>
          )}
        </div>
      </div>
    </article>
  );
}

type CardMenuProps = Required<Pick<BoardCardProps, 'card' | 'pipeline' | 'onAction'>>;

/** "Sposta in…": every stage but the card's own, and the outcomes a staff member may record; or "Riapri". */
function CardMenu({ card, pipeline, onAction }: CardMenuProps) {
  const open = card.status === 'bozza' || card.status === 'inviata';
  const reopen = card.status === 'rifiutata' || card.status === 'scaduta';
  if (!open && !reopen) return null;
  const run = (action: CardAction) => () => onAction(card, action);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={TEXT.moveMenu(card.title)}
        title={TEXT.moveTo}
        className="-mt-1 -mr-1 inline-flex size-7 shrink-0 items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600 data-[state=open]:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:outline-primary-400 dark:data-[state=open]:bg-slate-800"
      >
        <ArrowRightLeft className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-40 w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {open ? (
            <>
              <DropdownMenu.Label className={LABEL}>{TEXT.stagesGroup}</DropdownMenu.Label>
              {pipeline.stages
                .filter((stage) => stage.id !== card.stage.id)
                .map((stage) => (
                  <DropdownMenu.Item
                    key={stage.id}
                    className={ITEM}
                    onSelect={run({ kind: 'stage', stageId: stage.id })}
                  >
                    <ArrowRightLeft className="size-4 shrink-0" aria-hidden="true" />
                    {stage.name}
                  </DropdownMenu.Item>
                ))}
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
              <DropdownMenu.Label className={LABEL}>{TEXT.outcomesGroup}</DropdownMenu.Label>
              <DropdownMenu.Item className={ITEM} onSelect={run({ kind: 'outcome', outcome: 'accettata' })}>
                <Check className="size-4 shrink-0" aria-hidden="true" />
                {TEXT.outcomes.accettata}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={ITEM} onSelect={run({ kind: 'outcome', outcome: 'rifiutata' })}>
                <X className="size-4 shrink-0" aria-hidden="true" />
                {TEXT.outcomes.rifiutata}
              </DropdownMenu.Item>
            </>
          ) : (
            <DropdownMenu.Item className={ITEM} onSelect={run({ kind: 'reopen' })}>
              <RotateCcw className="size-4 shrink-0" aria-hidden="true" />
              {TEXT.reopen}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/app/crm/proposals/$proposalId" params={{ proposalId: card.id }}>
              <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
              {TEXT.open}
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The drag handle of a card (dnd-kit's listeners and attributes go on it). */
export function DragHandle({ label, ...props }: { label: string } & Record<string, unknown>) {
  return (
    <button
      type="button"
      {...props}
      aria-label={label}
      aria-roledescription="elemento trascinabile"
      className="-ml-1 inline-flex size-7 shrink-0 cursor-grab touch-none items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-primary-600 active:cursor-grabbing dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:outline-primary-400"
    >
      <GripVertical className="size-4" aria-hidden="true" />
    </button>
  );
}
