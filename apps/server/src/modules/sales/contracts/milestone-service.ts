import type { Contract, ContractMilestonesBody } from '@portale/shared';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { conflict } from '@/platform/http/errors';
import { CONTRACT_MESSAGES } from './messages';
import { checkMilestoneSet, generatedMilestones, refuseHiddenMoney, writeMilestones } from './milestones';
import { getContract, milestoneRows } from './queries';
import { isClosed, lockContract, touchContract } from './service';

/** `PUT /api/crm/contracts/:id/milestones`: the whole list, guarded by the contract's version. */
export async function replaceMilestones(
  db: Db,
  actor: Actor,
  id: string,
  body: ContractMilestonesBody,
): Promise<Contract> {
  await audited(
    db,
    actor,
    async (tx) => {
      const row = await lockContract(tx, actor, id, body.version);
      if (isClosed(row)) throw conflict(CONTRACT_MESSAGES.closed);
      const stored = await milestoneRows(tx, id);
      refuseHiddenMoney(actor, stored, body.milestones);
      checkMilestoneSet(row, body.milestones);
      await writeMilestones(tx, id, stored, body.milestones);
      await touchContract(tx, id);
      return { number: row.number, before: stored.length };
    },
    (result) => ({
      action: 'contract.milestones_updated',
      targetType: 'contract',
      targetId: id,
      details: { number: result.number, count: body.milestones.length, previous_count: result.before },
    }),
  );
  return getContract(db, actor, id);
}

/** `POST /api/crm/contracts/:id/milestones/generate`: a canone's milestones, one per fee period. */
export async function generateMilestones(db: Db, actor: Actor, id: string, version: number): Promise<Contract> {
  await audited(
    db,
    actor,
    async (tx) => {
      const row = await lockContract(tx, actor, id, version);
      if (isClosed(row)) throw conflict(CONTRACT_MESSAGES.closed);
      const stored = await milestoneRows(tx, id);
      const milestones = generatedMilestones(row, stored);
      await writeMilestones(tx, id, stored, milestones);
      await touchContract(tx, id);
      return { number: row.number, count: milestones.length };
    },
    (result) => ({
      action: 'contract.milestones_generated',
      targetType: 'contract',
      targetId: id,
      details: { number: result.number, count: result.count },
    }),
  );
  return getContract(db, actor, id);
}
