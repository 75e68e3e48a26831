import type {
  Department,
  DepartmentDetail,
  DepartmentInput,
  DepartmentMember,
  DepartmentUpdate,
} from '@portale/shared';
import { plural } from '@portale/shared';
import { eq, sql } from 'drizzle-orm';
import { audit } from '@/platform/audit/audit';
import { changes, unchanged } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { uniqueViolation } from '@/platform/db/unique-violation';
import { badRequest, conflict, found } from '@/platform/http/errors';
import { departments } from '@/platform/org/tables';

export const DEPARTMENT_NOT_FOUND = 'Dipartimento non trovato';

type DepartmentRow = Omit<Department, 'created_at' | 'updated_at'> & {
  created_at: Date | string;
  updated_at: Date | string;
};

const iso = (value: Date | string) => new Date(value).toISOString();
const toDepartment = ({ created_at, updated_at, ...row }: DepartmentRow): Department => ({
  ...row,
  created_at: iso(created_at),
  updated_at: iso(updated_at),
});

/** Members are the active people pointing here; former employees keep their record but are not counted. */
const departmentSelect = sql`
  select d.id, d.name, d.code, d.description, d.parent_id, d.head_user_id,
    case when h.id is null then null else h.first_name || ' ' || h.last_name end as head_name,
    d.cost_center,
    (select count(*)::int from employees e join users u on u.id = e.user_id
      where e.department_id = d.id and u.status = 'active') as members_count,
    d.created_at, d.updated_at
  from departments d left join users h on h.id = d.head_user_id`;

export async function listDepartments(db: Db, _actor: Actor): Promise<Department[]> {
  const rows = await selectRows<DepartmentRow>(db, sql`${departmentSelect} order by lower(d.name)`);
  return rows.map(toDepartment);
}

async function findDepartment(db: Db, id: string): Promise<Department> {
  const [rowRow] = await selectRows<DepartmentRow>(db, sql`${departmentSelect} where d.id = ${id}`);
  const row = found(rowRow, DEPARTMENT_NOT_FOUND);
  return toDepartment(row);
}

export async function getDepartment(db: Db, _actor: Actor, id: string): Promise<DepartmentDetail> {
  const department = await findDepartment(db, id);
  const members = await selectRows<DepartmentMember>(
    db,
    sql`select u.id as user_id, u.first_name || ' ' || u.last_name as name, u.email, u.avatar_url, e.job_title,
          (u.id = ${department.head_user_id ?? null}::uuid) is true as is_head
        from employees e join users u on u.id = e.user_id
        where e.department_id = ${id} and u.status = 'active'
        order by (u.id = ${department.head_user_id ?? null}::uuid) is true desc, u.last_name, u.first_name`,
  );
  const children = await selectRows<DepartmentRow>(
    db,
    sql`${departmentSelect} where d.parent_id = ${id} order by lower(d.name)`,
  );
  // Walks up from the parent; the depth cap guards against a cycle written behind the service's back.
  const path = await selectRows<{ id: string; name: string }>(
    db,
    sql`with recursive up(id, name, parent_id, depth) as (
          select d.id, d.name, d.parent_id, 1 from departments d where d.id = ${department.parent_id ?? null}::uuid
          union all
          select p.id, p.name, p.parent_id, up.depth + 1 from departments p join up on p.id = up.parent_id
          where up.depth < 100
        )
        select id, name from up order by depth desc`,
  );
  return { ...department, members, children: children.map(toDepartment), path };
}

async function assertNameFree(db: Db, name: string, id: string | null) {
  const [same] = await selectRows<{ id: string }>(
    db,
    sql`select id from departments where lower(name) = lower(${name})`,
  );
  if (same && same.id !== id) {
    throw conflict('Esiste già un dipartimento con questo nome', { name: ['Nome già in uso'] });
  }
}

async function assertCodeFree(db: Db, code: string | null, id: string | null) {
  if (!code) return;
  const [same] = await selectRows<{ id: string }>(db, sql`select id from departments where code = ${code}`);
  if (same && same.id !== id) {
    throw conflict('Esiste già un dipartimento con questo codice', { code: ['Codice già in uso'] });
  }
}

async function assertHead(db: Db, headId: string | null) {
  if (!headId) return;
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`select id from users where id = ${headId} and status = 'active' and role <> 'client'`,
  );
  if (!row) {
    const message = 'Il responsabile deve essere un utente attivo';
    throw badRequest(message, { head_user_id: [message] });
  }
}

/**
 * The tree must never form a cycle: the new parent may be neither the department itself nor one of its
 * descendants. Runs inside the writing transaction after taking the tree lock, so two concurrent moves
 * (A under B, B under A) cannot both pass the check.
 */
async function assertParentAllowed(tx: Db, id: string | null, parentId: string | null) {
  if (!parentId) return;
  const [parent] = await selectRows<{ id: string }>(tx, sql`select id from departments where id = ${parentId}`);
  if (!parent) {
    const message = 'Il dipartimento superiore non esiste';
    throw badRequest(message, { parent_id: [message] });
  }
  if (!id) return;
  if (parentId === id) {
    const message = 'Un dipartimento non può essere superiore a sé stesso';
    throw badRequest(message, { parent_id: [message] });
  }
  const [descendant] = await selectRows<{ id: string }>(
    tx,
    sql`with recursive down(id) as (
          select d.id from departments d where d.parent_id = ${id}
          union
          select d.id from departments d join down on d.parent_id = down.id
        )
        select id from down where id = ${parentId}`,
  );
  if (descendant) {
    const message = 'Il dipartimento superiore non può essere uno dei suoi sotto-dipartimenti: si formerebbe un ciclo';
    throw badRequest(message, { parent_id: [message] });
  }
}

/** Two HR users saving the same name at once: the unique index decides, and the loser gets the same 409. */
function asConflict(error: unknown): unknown {
  const violation = uniqueViolation(error);
  if (!violation) return error;
  return violation.constraint.includes('code')
    ? conflict('Esiste già un dipartimento con questo codice', { code: ['Codice già in uso'] })
    : conflict('Esiste già un dipartimento con questo nome', { name: ['Nome già in uso'] });
}

/** Serialises writes to the tree's shape (works on PGlite and on a real server alike). */
const lockTree = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('portale.departments.tree'))`);

export async function createDepartment(db: Db, actor: Actor, input: DepartmentInput) {
  await assertNameFree(db, input.name, null);
  await assertCodeFree(db, input.code, null);
  await assertHead(db, input.head_user_id);
  const id = await db
    .transaction(async (tx) => {
      await lockTree(tx);
      await assertParentAllowed(tx, null, input.parent_id);
      const [row] = await tx.insert(departments).values(input).returning({ id: departments.id });
      await audit(tx, actor, {
        action: 'department.created',
        targetType: 'department',
        targetId: row!.id,
        details: { name: input.name, code: input.code, parent_id: input.parent_id },
      });
      return row!.id;
    })
    .catch((error: unknown) => {
      throw asConflict(error);
    });
  return findDepartment(db, id);
}

export async function updateDepartment(db: Db, actor: Actor, id: string, input: DepartmentUpdate) {
  const before = await findDepartment(db, id);
  if (input.name !== undefined) await assertNameFree(db, input.name, id);
  if (input.code !== undefined) await assertCodeFree(db, input.code, id);
  if (input.head_user_id !== undefined && input.head_user_id !== before.head_user_id) {
    await assertHead(db, input.head_user_id);
  }
  const diff = changes(before, input as Partial<Department>);
  if (unchanged(diff)) return before;
  const patch = Object.fromEntries(Object.keys(diff).map((key) => [key, input[key as keyof DepartmentUpdate]]));
  await db
    .transaction(async (tx) => {
      if ('parent_id' in diff) {
        await lockTree(tx);
        await assertParentAllowed(tx, id, input.parent_id ?? null);
      }
      await tx.update(departments).set(patch).where(eq(departments.id, id));
      await audit(tx, actor, {
        action: 'department.updated',
        targetType: 'department',
        targetId: id,
        details: { name: before.name, changes: diff },
      });
    })
    .catch((error: unknown) => {
      throw asConflict(error);
    });
  return findDepartment(db, id);
}

/**
 * An HR office never wants people to lose their department silently: deleting is refused while the department
 * has sub-departments or active members (move them first). Former employees still pointing here are detached
 * (employees.department_id is `on delete set null`).
 */
export async function deleteDepartment(db: Db, actor: Actor, id: string): Promise<void> {
  const department = await findDepartment(db, id);
  await db.transaction(async (tx) => {
    await lockTree(tx);
    const [children] = await selectRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from departments where parent_id = ${id}`,
    );
    if (children && children.n > 0) {
      throw conflict(
        `Il dipartimento ha ${plural(children.n, { one: 'un sotto-dipartimento', other: '{n} sotto-dipartimenti' })}: spostali o eliminali prima`,
      );
    }
    const [members] = await selectRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from employees e join users u on u.id = e.user_id
          where e.department_id = ${id} and u.status = 'active'`,
    );
    if (members && members.n > 0) {
      throw conflict(
        `Il dipartimento ha ${plural(members.n, { one: 'un membro', other: '{n} membri' })}: assegnali a un altro dipartimento prima di eliminarlo`,
      );
    }
    await tx.delete(departments).where(eq(departments.id, id));
    await audit(tx, actor, {
      action: 'department.deleted',
      targetType: 'department',
      targetId: id,
      details: { name: department.name, code: department.code },
    });
  });
}
