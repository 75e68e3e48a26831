import type { CcnlContract, CcnlContractInput, CcnlLevel, CcnlLevelEmployee, CcnlLevelInput } from '@portale/shared';
import { plural } from '@portale/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import { audit } from '@/platform/audit/audit';
import { audited, changes } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { conflict, found, notFound } from '@/platform/http/errors';
import { ccnlContracts, ccnlLevels } from '@/platform/org/tables';
import { isHr } from '../person-access';
import { isStandardCcnl } from './catalogue';

const CONTRACT_NOT_FOUND = 'Contratto collettivo non trovato';
const LEVEL_NOT_FOUND = 'Livello non trovato';

type LevelRow = Omit<CcnlLevel, 'employees'> & { employees: CcnlLevelEmployee[] | null };

/**
 * Every contract with its levels (lowest first) and, per level, how many active employees are placed there.
 * Their names go to HR only: next to the minimum pay they tell a colleague's pay band (docs/personnel.md).
 */
export async function listContracts(db: Db, actor: Actor): Promise<CcnlContract[]> {
  const hr = isHr(actor);
  const contracts = await selectRows<Omit<CcnlContract, 'levels'>>(
    db,
    sql`select id, cnel_code, name, sector, valid_from::text as valid_from, notes from ccnl_contracts
        order by lower(name)`,
  );
  // Names and job titles only: nobody's pay is part of this answer.
  const levels = await selectRows<LevelRow>(
    db,
    sql`select l.id, l.contract_id, l.code, l.name, l.description,
          l.minimum_monthly_pay::float8 as minimum_monthly_pay, l.sort_order,
          count(u.id)::int as employees_count,
          json_agg(json_build_object('user_id', u.id, 'name', u.first_name || ' ' || u.last_name,
                   'job_title', e.job_title) order by u.last_name, u.first_name)
            filter (where u.id is not null) as employees
        from ccnl_levels l
        left join employees e on e.ccnl_level_id = l.id
        left join users u on u.id = e.user_id and u.status = 'active'
        group by l.id
        order by l.sort_order, l.code`,
  );
  return contracts.map((contract) => ({
    ...contract,
    levels: levels
      .filter((level) => level.contract_id === contract.id)
      .map(({ employees, ...level }) => (hr ? { ...level, employees: employees ?? [] } : level)),
  }));
}

async function getContract(db: Db, actor: Actor, id: string): Promise<CcnlContract> {
  const contract = (await listContracts(db, actor)).find((c) => c.id === id);
  if (!contract) throw notFound(CONTRACT_NOT_FOUND);
  return contract;
}

async function assertContractFree(db: Db, input: CcnlContractInput, id: string | null) {
  const [sameCode] = await db
    .select({ id: ccnlContracts.id })
    .from(ccnlContracts)
    .where(eq(ccnlContracts.cnel_code, input.cnel_code));
  if (sameCode && sameCode.id !== id) {
    throw conflict('Esiste già un contratto con questo codice CNEL', { cnel_code: ['Codice CNEL già in uso'] });
  }
  const [sameName] = await db
    .select({ id: ccnlContracts.id })
    .from(ccnlContracts)
    .where(eq(sql`lower(${ccnlContracts.name})`, input.name.toLowerCase()));
  if (sameName && sameName.id !== id) {
    throw conflict('Esiste già un contratto con questo nome', { name: ['Nome già in uso'] });
  }
}

export async function createContract(db: Db, actor: Actor, input: CcnlContractInput) {
  await assertContractFree(db, input, null);
  const id = await audited(
    db,
    actor,
    async (tx) => (await tx.insert(ccnlContracts).values(input).returning({ id: ccnlContracts.id }))[0]!.id,
    (id) => ({ action: 'ccnl.contract_created', targetType: 'ccnl_contract', targetId: id, details: { ...input } }),
  );
  return getContract(db, actor, id);
}

export async function updateContract(db: Db, actor: Actor, id: string, input: CcnlContractInput) {
  const [beforeRow] = await db.select().from(ccnlContracts).where(eq(ccnlContracts.id, id));
  const before = found(beforeRow, CONTRACT_NOT_FOUND);
  await assertContractFree(db, input, id);
  await db.transaction(async (tx) => {
    await tx.update(ccnlContracts).set(input).where(eq(ccnlContracts.id, id));
    // Leave allowance rules match employees by the contract's name: keep the copies in step.
    if (before.name !== input.name) {
      await tx.execute(
        sql`update employees set ccnl = ${input.name}, updated_at = now()
            where ccnl_level_id in (select id from ccnl_levels where contract_id = ${id})`,
      );
    }
    await audit(tx, actor, {
      action: 'ccnl.contract_updated',
      targetType: 'ccnl_contract',
      targetId: id,
      details: { cnel_code: before.cnel_code, changes: changes(before, input) },
    });
  });
  return getContract(db, actor, id);
}

async function levelsInUse(db: Db, condition: ReturnType<typeof sql>): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from employees e join ccnl_levels l on l.id = e.ccnl_level_id where ${condition}`,
  );
  return row?.n ?? 0;
}

export async function deleteContract(db: Db, actor: Actor, id: string): Promise<void> {
  const [beforeRow] = await db.select().from(ccnlContracts).where(eq(ccnlContracts.id, id));
  const before = found(beforeRow, CONTRACT_NOT_FOUND);
  // The standard catalogue is inserted again at every start when missing: deleting it would not last.
  if (isStandardCcnl(before.cnel_code)) {
    throw conflict('I contratti del catalogo standard non si possono eliminare: modificane i livelli');
  }
  const used = await levelsInUse(db, sql`l.contract_id = ${id}`);
  if (used > 0) {
    throw conflict(
      `Il contratto è assegnato a ${plural(used, { one: '{n} dipendente', other: '{n} dipendenti' })}: non si può eliminare`,
    );
  }
  await audited(db, actor, (tx) => tx.delete(ccnlContracts).where(eq(ccnlContracts.id, id)), {
    action: 'ccnl.contract_deleted',
    targetType: 'ccnl_contract',
    targetId: id,
    details: { cnel_code: before.cnel_code, name: before.name },
  });
}

async function assertLevelCodeFree(db: Db, contractId: string, code: string, levelId: string | null) {
  const [same] = await db
    .select({ id: ccnlLevels.id })
    .from(ccnlLevels)
    .where(
      and(
        eq(ccnlLevels.contract_id, contractId),
        eq(sql`lower(${ccnlLevels.code})`, code.toLowerCase()),
        levelId ? ne(ccnlLevels.id, levelId) : undefined,
      ),
    );
  if (same) throw conflict('Questo contratto ha già un livello con questo codice', { code: ['Codice già in uso'] });
}

async function levelOf(db: Db, contractId: string, levelId: string) {
  const [level] = await db
    .select()
    .from(ccnlLevels)
    .where(and(eq(ccnlLevels.id, levelId), eq(ccnlLevels.contract_id, contractId)));
  return found(level, LEVEL_NOT_FOUND);
}

export async function createLevel(db: Db, actor: Actor, contractId: string, input: CcnlLevelInput) {
  const [contractRow] = await db.select().from(ccnlContracts).where(eq(ccnlContracts.id, contractId));
  const contract = found(contractRow, CONTRACT_NOT_FOUND);
  await assertLevelCodeFree(db, contractId, input.code, null);
  await audited(
    db,
    actor,
    async (tx) =>
      (
        await tx
          .insert(ccnlLevels)
          .values({ ...input, contract_id: contractId })
          .returning({ id: ccnlLevels.id })
      )[0]!.id,
    (id) => ({
      action: 'ccnl.level_created',
      targetType: 'ccnl_level',
      targetId: id,
      details: { cnel_code: contract.cnel_code, code: input.code },
    }),
  );
  return getContract(db, actor, contractId);
}

export async function updateLevel(db: Db, actor: Actor, contractId: string, levelId: string, input: CcnlLevelInput) {
  const before = await levelOf(db, contractId, levelId);
  await assertLevelCodeFree(db, contractId, input.code, levelId);
  await audited(db, actor, (tx) => tx.update(ccnlLevels).set(input).where(eq(ccnlLevels.id, levelId)), {
    action: 'ccnl.level_updated',
    targetType: 'ccnl_level',
    targetId: levelId,
    details: { code: before.code, changes: changes(before, input) },
  });
  return getContract(db, actor, contractId);
}

export async function deleteLevel(db: Db, actor: Actor, contractId: string, levelId: string) {
  const before = await levelOf(db, contractId, levelId);
  const used = await levelsInUse(db, sql`l.id = ${levelId}`);
  if (used > 0) {
    throw conflict(
      `Il livello ${before.code} è assegnato a ${plural(used, { one: '{n} dipendente', other: '{n} dipendenti' })}: cambia prima il loro inquadramento`,
    );
  }
  await audited(db, actor, (tx) => tx.delete(ccnlLevels).where(eq(ccnlLevels.id, levelId)), {
    action: 'ccnl.level_deleted',
    targetType: 'ccnl_level',
    targetId: levelId,
    details: { code: before.code },
  });
  return getContract(db, actor, contractId);
}
