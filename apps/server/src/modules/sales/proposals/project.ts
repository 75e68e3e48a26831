import { lineTotalCents, type Proposal, type ProposalProjectCreate } from '@portale/shared';
import { eq, sql } from 'drizzle-orm';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { AppError, conflict } from '@/platform/http/errors';
import { projectsBridge } from '@/platform/org/projects-bridge';
import { PROPOSAL_MESSAGES, statusLabel } from './messages';
import { getProposal } from './queries';
import type { ProposalRow } from './rows';
import { checkOwner, lockProposal } from './rules';
import { salesProposals } from './tables';

// An accepted proposal becomes a project, once (docs/sales.md, "Dall'offerta al progetto"): the projects module
// creates it through its bridge, inside this transaction and audited by its own rules, so the proposal never
// points at a project that was rolled back.

const HOUR_UNITS = new Set(['h', 'ora', 'ore', 'hr', 'hh']);
const isHourly = (unit: string | null) => unit !== null && HOUR_UNITS.has(unit.trim().toLowerCase().replace(/\.$/, ''));

/** Time and materials when every priced line is by the hour, else a corpo. */
export function billingOf(row: Pick<ProposalRow, 'lines'>): {
  billing_type: 'a_corpo' | 'tempo_materiali';
  hourly_rate_cents: number | null;
} {
  const items = row.lines.filter((line) => line.kind === 'item');
  const hourly = items.length > 0 && items.every((line) => isHourly(line.unit));
  return {
    billing_type: hourly ? 'tempo_materiali' : 'a_corpo',
    hourly_rate_cents: hourly ? (items[0]?.unit_price_cents ?? null) : null,
  };
}

export async function createProjectFromProposal(
  db: Db,
  actor: Actor,
  id: string,
  input: ProposalProjectCreate,
): Promise<Proposal> {
  const bridge = projectsBridge();
  if (!bridge) throw new AppError(503, 'SERVICE_UNAVAILABLE', PROPOSAL_MESSAGES.noProjects);
  await checkOwner(db, input.manager_id).catch(() => {
    const message = 'Il responsabile indicato non esiste o non è un utente interno attivo';
    throw new AppError(400, 'VALIDATION_ERROR', message, { manager_id: [message] });
  });
  await audited(
    db,
    actor,
    async (tx) => {
      const row = await lockProposal(tx, actor, id, null);
      if (row.status !== 'accettata')
        throw conflict(`Si apre un progetto solo da un'offerta accettata: questa è ${statusLabel(row.status)}`);
      if (row.project_id) throw conflict("Dall'offerta è già stato aperto un progetto");
      const billing = billingOf(row);
      const billingType = input.billing_type ?? billing.billing_type;
      // The budget is what the client pays for the work: the lines' taxable amount, without the bollo.
      const budget = row.lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
      const project = await bridge.create(tx, actor, {
        code: input.code,
        name: input.name,
        description: `Dall'offerta ${row.number}: ${row.title}`,
        client_company_id: row.client_id,
        manager_id: input.manager_id,
        start_date: input.start_date,
        end_date: input.end_date,
        billing_type: billingType,
        budget_amount_cents: budget,
        hourly_rate_cents: billingType === 'tempo_materiali' ? billing.hourly_rate_cents : null,
      });
      await tx
        .update(salesProposals)
        .set({ project_id: project.id, version: sql`${salesProposals.version} + 1`, updated_at: sql`now()` })
        .where(eq(salesProposals.id, id));
      return { row, project };
    },
    ({ row, project }) => ({
      action: 'proposal.project_created',
      targetType: 'proposal',
      targetId: id,
      details: { number: row.number, project_id: project.id, code: project.code, name: project.name },
    }),
  );
  return getProposal(db, actor, id);
}
