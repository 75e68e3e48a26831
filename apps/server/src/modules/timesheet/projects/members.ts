import type { ProjectMember, ProjectMembersInput } from '@portale/shared';
import { eq, sql } from 'drizzle-orm';
import { audit } from '@/platform/audit/audit';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { forbidden } from '@/platform/http/errors';
import { notify } from '@/platform/notifications/notify';
import { projectMembers } from '../tables';
import { canSeeMoney, projectGrant, projectPath } from './access';
import { logActivity } from './activity';
import { assertActiveUsers } from './service';

export async function listMembers(db: Db, actor: Actor, projectId: string): Promise<ProjectMember[]> {
  await projectGrant(db, actor, projectId, { allowDeleted: true });
  const members = await selectMembers(db, projectId);
  if (canSeeMoney(actor)) return members;
  return members.map(({ hourly_rate: _rate, hourly_cost: _cost, ...rest }) => rest);
}

/** The whole team with rates and costs, for the service only: callers strip them per actor. */
function selectMembers(db: Db, projectId: string): Promise<ProjectMember[]> {
  return selectRows<ProjectMember>(
    db,
    sql`select m.user_id, u.first_name || ' ' || u.last_name as name, u.email, m.project_role, m.allocation_pct,
          m.hourly_rate::float8 as hourly_rate, m.hourly_cost::float8 as hourly_cost,
          coalesce((select sum(te.minutes)::float8 / 60 from time_entries te
                    where te.project_id = m.project_id and te.user_id = m.user_id), 0) as hours_logged,
          (select count(*)::int from project_tasks t where t.project_id = m.project_id and t.assignee_id = m.user_id
             and t.deleted_at is null and t.status <> 'completato') as open_tasks
        from project_members m join users u on u.id = m.user_id
        where m.project_id = ${projectId}
        order by u.last_name, u.first_name`,
  );
}

/** Replaces the team; newcomers are notified, the activity log names who joined and who left. */
export async function replaceMembers(
  db: Db,
  actor: Actor,
  projectId: string,
  sent: ProjectMembersInput,
): Promise<ProjectMember[]> {
  const grant = await projectGrant(db, actor, projectId);
  if (!grant.canEdit) {
    throw forbidden('Solo il responsabile del progetto o chi gestisce i progetti può modificare il team');
  }
  const ids = sent.members.map((m) => m.user_id);
  await assertActiveUsers(db, ids, 'members', 'Il team può includere solo utenti attivi');
  const before = await selectMembers(db, projectId);
  // A manager who may not see costs edits roles and allocations only: rates and costs stay as they were.
  const input: ProjectMembersInput = canSeeMoney(actor)
    ? sent
    : {
        members: sent.members.map((m) => {
          const old = before.find((b) => b.user_id === m.user_id);
          return { ...m, hourly_rate: old?.hourly_rate ?? null, hourly_cost: old?.hourly_cost ?? null };
        }),
      };
  const beforeIds = new Set(before.map((m) => m.user_id));
  const added = ids.filter((id) => !beforeIds.has(id));
  const removed = before.filter((m) => !ids.includes(m.user_id));
  await db.transaction(async (tx) => {
    await tx.delete(projectMembers).where(eq(projectMembers.project_id, projectId));
    if (input.members.length) {
      await tx.insert(projectMembers).values(input.members.map((m) => ({ ...m, project_id: projectId })));
    }
    const addedNames = added.length
      ? await selectRows<{ name: string }>(
          tx,
          sql`select first_name || ' ' || last_name as name from users where id in (${sql.join(
            added.map((id) => sql`${id}`),
            sql`, `,
          )}) order by 1`,
        )
      : [];
    if (added.length || removed.length || changedTerms(before, input)) {
      await logActivity(tx, actor, projectId, 'members.changed', {
        added: addedNames.map((r) => r.name),
        removed: removed.map((m) => m.name),
      });
      await audit(tx, actor, {
        action: 'project.members_updated',
        targetType: 'project',
        targetId: projectId,
        details: { added, removed: removed.map((m) => m.user_id) },
      });
    }
    await notify(
      tx,
      added.filter((id) => id !== actor.userId),
      {
        type: 'project',
        title: `Sei stato aggiunto al progetto ${grant.code}`,
        message: `${grant.name} — aggiunto da ${actor.name}`,
        link: projectPath(projectId),
      },
    );
  });
  return listMembers(db, actor, projectId);
}

function changedTerms(before: ProjectMember[], input: ProjectMembersInput): boolean {
  return input.members.some((m) => {
    const old = before.find((b) => b.user_id === m.user_id);
    return (
      old &&
      (old.project_role !== m.project_role ||
        old.allocation_pct !== m.allocation_pct ||
        old.hourly_rate !== m.hourly_rate ||
        old.hourly_cost !== m.hourly_cost)
    );
  });
}
