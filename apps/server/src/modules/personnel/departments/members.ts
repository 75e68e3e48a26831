import type { DepartmentDetail, DepartmentMembersInput, DepartmentPerson } from '@portale/shared';
import { and, eq, sql } from 'drizzle-orm';
import { audit } from '@/platform/audit/audit';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { badRequest, notFound } from '@/platform/http/errors';
import { notify } from '@/platform/notifications/notify';
import { employees } from '@/platform/org/tables';
import { getDepartment } from './service';

const departmentPath = (id: string) => `/app/personnel/departments/${id}`;

/** Active colleagues (not clients) for the head and member pickers. */
export async function listDepartmentPeople(db: Db, _actor: Actor): Promise<DepartmentPerson[]> {
  return selectRows<DepartmentPerson>(
    db,
    sql`select u.id, u.first_name || ' ' || u.last_name as name, u.email, e.department_id, d.name as department_name
        from users u left join employees e on e.user_id = u.id left join departments d on d.id = e.department_id
        where u.status = 'active' and u.role <> 'client'
        order by u.last_name, u.first_name`,
  );
}

/**
 * Moves people into the department (one department each: they leave their previous one). A user without an
 * employee record gets one, with the defaults of a new hire.
 */
export async function addDepartmentMembers(
  db: Db,
  actor: Actor,
  id: string,
  input: DepartmentMembersInput,
): Promise<DepartmentDetail> {
  const department = await getDepartment(db, actor, id);
  const ids = [...new Set(input.user_ids)];
  const people = await selectRows<{ id: string; department_id: string | null }>(
    db,
    sql`select u.id, e.department_id from users u left join employees e on e.user_id = u.id
        where u.status = 'active' and u.role <> 'client' and u.id in (${sql.join(
          ids.map((userId) => sql`${userId}`),
          sql`, `,
        )})`,
  );
  if (people.length !== ids.length) {
    const message = 'Si possono aggiungere solo colleghi attivi (non clienti)';
    throw badRequest(message, { user_ids: [message] });
  }
  const moved = people.filter((p) => p.department_id !== id);
  if (moved.length === 0) return department;
  await db.transaction(async (tx) => {
    await tx
      .insert(employees)
      .values(moved.map((p) => ({ user_id: p.id, department_id: id })))
      .onConflictDoUpdate({ target: employees.user_id, set: { department_id: id } });
    await audit(tx, actor, {
      action: 'department.members_added',
      targetType: 'department',
      targetId: id,
      details: { added: moved.map((p) => p.id), from: moved.map((p) => p.department_id) },
    });
    await notify(
      tx,
      moved.map((p) => p.id).filter((userId) => userId !== actor.userId),
      {
        type: 'info',
        title: `Ora fai parte del dipartimento ${department.name}`,
        message: `Assegnazione di ${actor.name}`,
        link: departmentPath(id),
      },
    );
  });
  return getDepartment(db, actor, id);
}

/** Detaches one person from the department; they stay without one until HR assigns another. */
export async function removeDepartmentMember(
  db: Db,
  actor: Actor,
  id: string,
  userId: string,
): Promise<DepartmentDetail> {
  await getDepartment(db, actor, id);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(employees)
      .set({ department_id: null })
      .where(and(eq(employees.user_id, userId), eq(employees.department_id, id)))
      .returning({ user_id: employees.user_id });
    if (updated.length === 0) throw notFound('Questa persona non fa parte del dipartimento');
    await audit(tx, actor, {
      action: 'department.member_removed',
      targetType: 'department',
      targetId: id,
      details: { user_id: userId },
    });
  });
  return getDepartment(db, actor, id);
}
