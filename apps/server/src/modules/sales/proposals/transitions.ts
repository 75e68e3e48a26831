import {
  type AuditAction,
  PROPOSAL_STATUS_LABELS,
  PROPOSAL_TRANSITION_FROM,
  type Proposal,
  type ProposalStatus,
  type ProposalTransition,
  type ProposalTransitionBody,
  todayInRome,
} from '@portale/shared';
import { eq, sql } from 'drizzle-orm';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { badRequest, conflict } from '@/platform/http/errors';
import { dayNumeric, statusLabel } from './messages';
import { getProposal } from './queries';
import { defaultValidUntil, lastRank, lockProposal, placement } from './rules';
import { salesProposals } from './tables';

// bozza → inviata → accettata / rifiutata, and back to a draft from rifiutata / scaduta (PROPOSAL_TRANSITION_FROM).
// Staff record the client's decision here (channel `interno`); the client decides online in the client portal
// (portal.ts); the expiry is the daily job's (jobs.ts).

const TO: Record<ProposalTransition, ProposalStatus> = {
  send: 'inviata',
  accept: 'accettata',
  refuse: 'rifiutata',
  reopen: 'bozza',
};

const AUDIT_ACTION: Record<ProposalTransition, AuditAction> = {
  send: 'proposal.sent',
  accept: 'proposal.accepted',
  refuse: 'proposal.refused',
  reopen: 'proposal.reopened',
};

const REFUSED: Record<ProposalTransition, string> = {
  send: "Si invia solo un'offerta in bozza",
  accept: "Si accetta solo un'offerta inviata e in attesa di risposta",
  refuse: "Si rifiuta solo un'offerta inviata e in attesa di risposta",
  reopen: "Si riapre solo un'offerta rifiutata o scaduta",
};

/** Who decided, how and when, as the row stores it. */
export interface Decision {
  status: 'accettata' | 'rifiutata';
  channel: 'portale' | 'interno';
  name: string | null;
  by: string;
  ip: string | null;
  refusal_reason: string | null;
}

export const decisionColumns = (decision: Decision) => ({
  status: decision.status,
  decided_at: new Date(),
  decided_by: decision.by,
  decision_channel: decision.channel,
  decision_name: decision.name,
  decision_ip: decision.ip,
  refusal_reason: decision.status === 'rifiutata' ? decision.refusal_reason : null,
});

export async function transitionProposal(
  db: Db,
  actor: Actor,
  id: string,
  body: ProposalTransitionBody,
): Promise<Proposal> {
  const today = todayInRome();
  await audited(
    db,
    actor,
    async (tx) => {
      const row = await lockProposal(tx, actor, id, body.version);
      if (!PROPOSAL_TRANSITION_FROM[body.action].includes(row.status))
        throw conflict(`${REFUSED[body.action]}: questa è ${statusLabel(row.status)}`);
      let set: Partial<typeof salesProposals.$inferInsert> = { status: TO[body.action] };
      switch (body.action) {
        case 'send':
          if (row.valid_until < today)
            throw conflict(
              `La validità dell'offerta è terminata il ${dayNumeric(row.valid_until)}: aggiorna la data prima di inviarla`,
            );
          set = { ...set, sent_at: new Date(), sent_by: actor.userId };
          break;
        case 'accept':
        case 'refuse':
          set = decisionColumns({
            status: body.action === 'accept' ? 'accettata' : 'rifiutata',
            channel: 'interno',
            name: body.decision_name || null,
            by: actor.userId,
            ip: null,
            refusal_reason: body.refusal_reason || null,
          });
          break;
        case 'reopen': {
          const validUntil = body.valid_until ?? defaultValidUntil(today);
          if (validUntil < today || validUntil < row.issue_date)
            throw badRequest('La nuova validità non può essere già passata', {
              valid_until: ['La nuova validità non può essere già passata'],
            });
          // Back on the board: in its stage, or the default pipeline's first when its pipeline was archived.
          const where = await placement(tx, row.pipeline_id, row.stage_id).catch(() => placement(tx, null, null));
          set = {
            ...set,
            ...where,
            board_rank: await lastRank(tx, where.stage_id),
            valid_until: validUntil,
            sent_at: null,
            sent_by: null,
            decided_at: null,
            decided_by: null,
            decision_channel: null,
            decision_name: null,
            decision_ip: null,
            refusal_reason: null,
            expired_at: null,
          };
          break;
        }
      }
      await tx
        .update(salesProposals)
        .set({ ...set, version: sql`${salesProposals.version} + 1`, updated_at: sql`now()` })
        .where(eq(salesProposals.id, id));
      return row;
    },
    (row) => ({
      action: AUDIT_ACTION[body.action],
      targetType: 'proposal',
      targetId: id,
      details: {
        number: row.number,
        from: row.status,
        to: TO[body.action],
        ...(body.action === 'accept' || body.action === 'refuse'
          ? { channel: 'interno', decision_name: body.decision_name, refusal_reason: body.refusal_reason }
          : {}),
        ...(body.action === 'reopen' ? { valid_until: body.valid_until } : {}),
      },
    }),
  );
  return getProposal(db, actor, id);
}

/** The notification an owner gets when the client decides or the proposal expires. */
export function outcomeNotice(
  row: { id: string; number: string; title: string; client_name: string },
  status: 'accettata' | 'rifiutata' | 'scaduta',
) {
  return {
    type: 'project' as const,
    title: `Offerta ${row.number} ${PROPOSAL_STATUS_LABELS[status].toLowerCase()}`,
    message: `${row.title} · ${row.client_name}`,
    link: `/app/crm/proposals/${row.id}`,
  };
}
