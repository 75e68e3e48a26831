import type { Contract } from '@portale/shared';
import { and, count, eq } from 'drizzle-orm';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { badRequest, conflict, notFound } from '@/platform/http/errors';
import type { ClientCompanyLink } from '@/platform/org/client-company-links';
import { projectsBridge } from '@/platform/org/projects-bridge';
import { CONTRACT_MESSAGES } from './messages';
import { getContract } from './queries';
import { isClosed, lockContract } from './service';
import { salesContractProjects, salesContracts } from './tables';

// The projects delivering a contract, reached through the projects bridge (platform/org/projects-bridge.ts): only a
// live project of the contract's own client is linked.

export async function linkProject(db: Db, actor: Actor, id: string, projectId: string): Promise<Contract> {
  const bridge = projectsBridge();
  if (!bridge) throw notFound(CONTRACT_MESSAGES.projectsUnavailable);
  await audited(
    db,
    actor,
    async (tx) => {
      const row = await lockContract(tx, actor, id, null);
      if (isClosed(row)) throw conflict(CONTRACT_MESSAGES.closed);
      const [project] = await bridge.find(tx, { ids: [projectId] });
      if (!project || project.deleted) throw notFound(CONTRACT_MESSAGES.projectNotFound);
      if (project.client_company_id !== row.client_id)
        throw badRequest(
          project.client_company_id
            ? `Il progetto ${project.code} è di un altro cliente: si collegano solo i progetti di ${row.client_name}`
            : `Il progetto ${project.code} non è legato a nessun cliente: indica prima ${row.client_name} come suo cliente`,
        );
      const inserted = await tx
        .insert(salesContractProjects)
        .values({ contract_id: id, project_id: projectId })
        .onConflictDoNothing()
        .returning({ id: salesContractProjects.project_id });
      return inserted.length > 0 ? { number: row.number, project: `${project.code} · ${project.name}` } : null;
    },
    (linked) =>
      linked && {
        action: 'contract.project_linked',
        targetType: 'contract',
        targetId: id,
        details: { number: linked.number, project_id: projectId, name: linked.project },
      },
  );
  return getContract(db, actor, id);
}

export async function unlinkProject(db: Db, actor: Actor, id: string, projectId: string): Promise<Contract> {
  await audited(
    db,
    actor,
    async (tx) => {
      const row = await lockContract(tx, actor, id, null);
      if (isClosed(row)) throw conflict(CONTRACT_MESSAGES.closed);
      const removed = await tx
        .delete(salesContractProjects)
        .where(and(eq(salesContractProjects.contract_id, id), eq(salesContractProjects.project_id, projectId)))
        .returning({ id: salesContractProjects.project_id });
      if (removed.length === 0) throw notFound('Il progetto non è collegato a questo contratto');
      const [project] = (await projectsBridge()?.find(tx, { ids: [projectId] })) ?? [];
      return { number: row.number, project: project ? `${project.code} · ${project.name}` : null };
    },
    (unlinked) => ({
      action: 'contract.project_unlinked',
      targetType: 'contract',
      targetId: id,
      details: { number: unlinked.number, project_id: projectId, name: unlinked.project },
    }),
  );
  return getContract(db, actor, id);
}

/** Contracts point at their client: counted before a client is deleted, moved when two clients are merged. */
export const contractClientLink: ClientCompanyLink = {
  key: 'contracts',
  async count(db, companyId) {
    const [row] = await db
      .select({ n: count() })
      .from(salesContracts)
      .where(eq(salesContracts.client_company_id, companyId));
    return row?.n ?? 0;
  },
  async move(tx, fromId, toId) {
    const moved = await tx
      .update(salesContracts)
      .set({ client_company_id: toId, updated_at: new Date() })
      .where(eq(salesContracts.client_company_id, fromId))
      .returning({ id: salesContracts.id });
    return moved.length;
  },
};
