import {
  BOARD_COLUMN_LIMIT,
  BOARD_COLUMN_MORE_LIMIT,
  type Board,
  type BoardQuery,
  type Proposal,
  type ProposalMove,
} from '@portale/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { badRequest, conflict } from '@/platform/http/errors';
import { canEditClients, canSeeMoney } from '../access';
import { PROPOSAL_MESSAGES } from './messages';
import { getPipeline } from './pipelines';
import { getProposal, proposalTextFilter, toListItem } from './queries';
import { listColumns, listFrom, listRowOf, type ProposalListRow } from './rows';
import { lockProposal } from './rules';
import { salesProposals } from './tables';

// The board of a pipeline (docs/sales.md, "Pipeline e board"): open proposals in their stages ordered by rank,
// decided ones in the fixed outcome columns, and the drag that moves a card between two others.

/** The outcome columns show what was decided (or expired) in this many days. */
export const BOARD_OUTCOME_DAYS = 90;
/** Ranks start this far apart, and a column is renumbered with this step. */
const RANK_STEP = 1000;
/** Two neighbours closer than this leave no room for a card between them: the column is renumbered first. */
const RANK_EPSILON = 1e-6;

type Card = ProposalListRow & { column_key: string };
type Totals = { key: string; total: number; value: number };

function boardFilter(query: BoardQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.q) conditions.push(proposalTextFilter(query.q));
  if (query.owner) conditions.push(sql`p.owner_id = ${query.owner}`);
  if (query.client_id) conditions.push(sql`p.client_company_id = ${query.client_id}`);
  return sql.join(conditions, sql` and `);
}

/** A group of board columns: the rows of `where`, split by `partition` (a column of `p`) into `keys`, in `order`. */
type ColumnGroup = { where: SQL; partition: SQL; keyType: 'uuid' | 'text'; keys: readonly string[]; order: SQL };

/**
 * The cards and the totals of a group of columns, in two statements: each column's count and taxable value (one
 * aggregate over the group's rows), and each column's first BOARD_COLUMN_LIMIT cards (BOARD_COLUMN_MORE_LIMIT for
 * those in `more`), each read in order from an index and cut by its own limit, then given their list columns.
 * Window functions over the whole group did both in one statement but sorted and counted every row of it: twice
 * the time on 50,000 proposals (docs/benchmarks.md, "Sales").
 */
async function columnGroup(
  db: Db,
  { where, partition, keyType, keys, order }: ColumnGroup,
  more: readonly string[],
): Promise<{ cards: Card[]; totals: Map<string, Totals> }> {
  if (keys.length === 0) return { cards: [], totals: new Map() };
  const limits = sql.join(
    keys.map(
      (key, index) =>
        sql`(${key}::${sql.raw(keyType)}, ${more.includes(key) ? BOARD_COLUMN_MORE_LIMIT : BOARD_COLUMN_LIMIT}::int, ${index}::int)`,
    ),
    sql`, `,
  );
  const [totals, cards] = await Promise.all([
    selectRows<Totals>(
      db,
      sql`select (${partition})::text as key, count(*)::int as total, sum(p.taxable_cents)::float8 as value
        from sales_proposals p where ${where} group by 1`,
    ),
    selectRows<Card>(
      db,
      sql`select ${listColumns}, r.column_key ${listFrom}
        join (
          select k.key::text as column_key, k.n, x.id, x.position
          from (values ${limits}) as k(key, lim, n)
          cross join lateral (
            select p.id, row_number() over (order by ${order}) as position
            from sales_proposals p
            where ${where} and ${partition} = k.key
            order by ${order}
            limit k.lim) x) r on r.id = p.id
        order by r.n, r.position`,
    ),
  ]);
  return {
    cards: cards.map(listRowOf),
    totals: new Map(totals.map((row) => [row.key, { ...row, value: Number(row.value) }])),
  };
}

export async function getBoard(db: Db, actor: Actor, pipelineId: string, query: BoardQuery): Promise<Board> {
  const money = canSeeMoney(actor);
  const pipeline = await getPipeline(db, actor, pipelineId);
  const filter = boardFilter(query);
  const more = query.more?.toLowerCase().split(',') ?? [];
  const decidedAt = sql`coalesce(p.decided_at, p.expired_at, p.updated_at)`;
  // The open and the outcome columns at once: on PostgreSQL they run side by side on other connections.
  const [open, closed] = await Promise.all([
    columnGroup(
      db,
      {
        where: sql`p.pipeline_id = ${pipelineId} and p.status in ('bozza', 'inviata') and ${filter}`,
        partition: sql`p.stage_id`,
        keyType: 'uuid',
        keys: pipeline.stages.map((stage) => stage.id),
        order: sql`p.board_rank, p.id`,
      },
      more,
    ),
    columnGroup(
      db,
      {
        where: sql`p.pipeline_id = ${pipelineId} and p.status in ('accettata', 'rifiutata', 'scaduta')
          and ${decidedAt} >= now() - make_interval(days => ${BOARD_OUTCOME_DAYS}) and ${filter}`,
        partition: sql`p.status`,
        keyType: 'text',
        keys: ['accettata', 'rifiutata', 'scaduta'],
        order: sql`${decidedAt} desc, p.id`,
      },
      more,
    ),
  ]);
  const column = (group: typeof open, key: string) => {
    const totals = group.totals.get(key);
    return {
      cards: group.cards.filter((card) => card.column_key === key).map((card) => toListItem(card, money)),
      total: totals?.total ?? 0,
      ...(money ? { value_cents: totals?.value ?? 0 } : {}),
    };
  };
  return {
    pipeline,
    stages: pipeline.stages.map((stage) => ({ stage_id: stage.id, ...column(open, stage.id) })),
    outcomes: {
      accettata: column(closed, 'accettata'),
      rifiutata: column(closed, 'rifiutata'),
      scaduta: column(closed, 'scaduta'),
    },
    can_edit: canEditClients(actor),
    can_see_money: money,
  };
}

interface RankedCard {
  id: string;
  board_rank: number;
}

/** The open cards of a stage in board order, without `exceptId` (the card being moved). */
async function columnCards(tx: Db, stageId: string, exceptId: string): Promise<RankedCard[]> {
  const rows = await selectRows<RankedCard>(
    tx,
    sql`select id::text as id, board_rank from sales_proposals
      where stage_id = ${stageId} and status in ('bozza', 'inviata') and id <> ${exceptId}
      order by board_rank, id`,
  );
  return rows.map((row) => ({ id: row.id, board_rank: Number(row.board_rank) }));
}

/** Ranks RANK_STEP apart again, in the column's order, in one statement. */
async function renumber(tx: Db, cards: RankedCard[]): Promise<void> {
  if (cards.length === 0) return;
  const values = sql.join(
    cards.map((card, index) => sql`(${card.id}::uuid, ${(index + 1) * RANK_STEP}::float8)`),
    sql`, `,
  );
  await tx.execute(
    sql`update sales_proposals p set board_rank = v.rank from (values ${values}) as v(id, rank) where p.id = v.id`,
  );
  cards.forEach((card, index) => {
    card.board_rank = (index + 1) * RANK_STEP;
  });
}

/** The rank between the card after `afterId` (null: first) and the one that follows it. */
function rankBetween(cards: RankedCard[], afterId: string | null): number | null {
  const index = afterId === null ? -1 : cards.findIndex((card) => card.id === afterId);
  const previous = index >= 0 ? cards[index]!.board_rank : null;
  const next = cards[index + 1]?.board_rank ?? null;
  if (previous === null && next === null) return RANK_STEP;
  if (previous === null) return next! - RANK_STEP;
  if (next === null) return previous + RANK_STEP;
  if (next - previous < RANK_EPSILON) return null;
  return (previous + next) / 2;
}

/**
 * A card dropped on the board: into a stage of the same pipeline, after `after_id` (null: at the top). Moves in one
 * column wait for each other (the stage row is locked), so two drops never take the same rank.
 */
export async function moveProposal(db: Db, actor: Actor, id: string, move: ProposalMove): Promise<Proposal> {
  await audited(
    db,
    actor,
    async (tx) => {
      const row = await lockProposal(tx, actor, id, move.version);
      if (row.status !== 'bozza' && row.status !== 'inviata') throw conflict(PROPOSAL_MESSAGES.closedNoStage);
      const [stage] = await selectRows<{ name: string }>(
        tx,
        sql`select name from sales_pipeline_stages where id = ${move.stage_id} and pipeline_id = ${row.pipeline_id}
          for update`,
      );
      if (!stage)
        throw badRequest(PROPOSAL_MESSAGES.stageNotOfPipeline, { stage_id: [PROPOSAL_MESSAGES.stageNotOfPipeline] });
      const cards = await columnCards(tx, move.stage_id, id);
      if (move.after_id !== null && !cards.some((card) => card.id === move.after_id)) {
        const message = 'La scheda di riferimento non è più in questa fase: ricarica la pipeline';
        throw badRequest(message, { after_id: [message] });
      }
      let rank = rankBetween(cards, move.after_id);
      if (rank === null) {
        await renumber(tx, cards);
        rank = rankBetween(cards, move.after_id)!;
      }
      await tx
        .update(salesProposals)
        .set({
          stage_id: move.stage_id,
          board_rank: rank,
          version: sql`${salesProposals.version} + 1`,
          updated_at: sql`now()`,
        })
        .where(eq(salesProposals.id, id));
      return { row, stage: stage.name };
    },
    ({ row, stage }) =>
      row.stage_id === move.stage_id
        ? null
        : {
            action: 'proposal.moved',
            targetType: 'proposal',
            targetId: id,
            details: { number: row.number, from: row.stage_name, to: stage },
          },
  );
  return getProposal(db, actor, id);
}
