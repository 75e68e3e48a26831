import type {
  DepartmentSkillTargetInput,
  SkillCatalogue,
  SkillCategory,
  SkillCategoryInput,
  SkillInput,
} from '@portale/shared';
import { and, eq, sql } from 'drizzle-orm';
import { audited, changes } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { uniqueViolation } from '@/platform/db/unique-violation';
import { badRequest, conflict, found } from '@/platform/http/errors';
import { departmentSkillTargets, skillCategories, skills } from '../tables';

export const SKILL_NOT_FOUND = 'Competenza non trovata';
const CATEGORY_NOT_FOUND = 'Categoria non trovata';

/** Categories, skills (with how many people hold each), departments and the departments' targets. */
export async function skillCatalogue(db: Db, _actor: Actor): Promise<SkillCatalogue> {
  const categories = await selectRows<SkillCategory>(
    db,
    sql`select c.id, c.name, c.sort_order, (select count(*)::int from skills s where s.category_id = c.id) as skills_count
        from skill_categories c order by c.sort_order, lower(c.name)`,
  );
  const skillRows = await selectRows<SkillCatalogue['skills'][number]>(
    db,
    sql`select s.id, s.name, s.description, s.category_id, c.name as category_name,
          (select count(*)::int from employee_skills es join users u on u.id = es.user_id
           where es.skill_id = s.id and u.status = 'active') as people_count
        from skills s left join skill_categories c on c.id = s.category_id
        order by c.sort_order nulls last, lower(c.name), lower(s.name)`,
  );
  const departments = await selectRows<{ id: string; name: string }>(
    db,
    sql`select id, name from departments order by lower(name)`,
  );
  const targets = await selectRows<SkillCatalogue['targets'][number]>(
    db,
    sql`select t.department_id, d.name as department_name, t.skill_id, s.name as skill_name, t.target_level
        from department_skill_targets t join departments d on d.id = t.department_id join skills s on s.id = t.skill_id
        order by lower(d.name), lower(s.name)`,
  );
  return { categories, skills: skillRows, departments, targets };
}

async function assertCategoryNameFree(db: Db, name: string, id: string | null) {
  const [same] = await db
    .select({ id: skillCategories.id })
    .from(skillCategories)
    .where(eq(sql`lower(${skillCategories.name})`, name.toLowerCase()));
  if (same && same.id !== id) throw conflict('Esiste già una categoria con questo nome', { name: ['Nome già in uso'] });
}

async function assertSkillNameFree(db: Db, name: string, id: string | null) {
  const [same] = await db
    .select({ id: skills.id })
    .from(skills)
    .where(eq(sql`lower(${skills.name})`, name.toLowerCase()));
  if (same && same.id !== id)
    throw conflict('Esiste già una competenza con questo nome', { name: ['Nome già in uso'] });
}

/** Two HR users saving the same name at once: the unique index decides, and the loser gets the same 409. */
function nameTaken(message: string) {
  return (error: unknown): never => {
    if (uniqueViolation(error)) throw conflict(message, { name: ['Nome già in uso'] });
    throw error;
  };
}
const CATEGORY_TAKEN = 'Esiste già una categoria con questo nome';
const SKILL_TAKEN = 'Esiste già una competenza con questo nome';

async function assertCategoryExists(db: Db, id: string | null) {
  if (!id) return;
  const [row] = await db.select({ id: skillCategories.id }).from(skillCategories).where(eq(skillCategories.id, id));
  if (!row) throw badRequest('La categoria scelta non esiste', { category_id: ['Categoria inesistente'] });
}

export async function createCategory(db: Db, actor: Actor, input: SkillCategoryInput) {
  await assertCategoryNameFree(db, input.name, null);
  await audited(
    db,
    actor,
    async (tx) => (await tx.insert(skillCategories).values(input).returning({ id: skillCategories.id }))[0]!.id,
    (id) => ({
      action: 'skills.category_created',
      targetType: 'skill_category',
      targetId: id,
      details: { name: input.name },
    }),
  ).catch(nameTaken(CATEGORY_TAKEN));
  return skillCatalogue(db, actor);
}

export async function updateCategory(db: Db, actor: Actor, id: string, input: SkillCategoryInput) {
  const [row] = await db.select().from(skillCategories).where(eq(skillCategories.id, id));
  const before = found(row, CATEGORY_NOT_FOUND);
  await assertCategoryNameFree(db, input.name, id);
  await audited(db, actor, (tx) => tx.update(skillCategories).set(input).where(eq(skillCategories.id, id)), {
    action: 'skills.category_updated',
    targetType: 'skill_category',
    targetId: id,
    details: { name: before.name, changes: changes(before, input) },
  }).catch(nameTaken(CATEGORY_TAKEN));
  return skillCatalogue(db, actor);
}

/** Deleting a category keeps its skills, uncategorised (the foreign key sets null). */
export async function deleteCategory(db: Db, actor: Actor, id: string) {
  const [row] = await db.select().from(skillCategories).where(eq(skillCategories.id, id));
  const before = found(row, CATEGORY_NOT_FOUND);
  await audited(db, actor, (tx) => tx.delete(skillCategories).where(eq(skillCategories.id, id)), {
    action: 'skills.category_deleted',
    targetType: 'skill_category',
    targetId: id,
    details: { name: before.name },
  });
  return skillCatalogue(db, actor);
}

export async function createSkill(db: Db, actor: Actor, input: SkillInput) {
  await assertSkillNameFree(db, input.name, null);
  await assertCategoryExists(db, input.category_id);
  await audited(
    db,
    actor,
    async (tx) => (await tx.insert(skills).values(input).returning({ id: skills.id }))[0]!.id,
    (id) => ({ action: 'skills.skill_created', targetType: 'skill', targetId: id, details: { name: input.name } }),
  ).catch(nameTaken(SKILL_TAKEN));
  return skillCatalogue(db, actor);
}

export async function updateSkill(db: Db, actor: Actor, id: string, input: SkillInput) {
  const [row] = await db.select().from(skills).where(eq(skills.id, id));
  const before = found(row, SKILL_NOT_FOUND);
  await assertSkillNameFree(db, input.name, id);
  await assertCategoryExists(db, input.category_id);
  await audited(db, actor, (tx) => tx.update(skills).set(input).where(eq(skills.id, id)), {
    action: 'skills.skill_updated',
    targetType: 'skill',
    targetId: id,
    details: { name: before.name, changes: changes(before, input) },
  }).catch(nameTaken(SKILL_TAKEN));
  return skillCatalogue(db, actor);
}

/** Deleting a skill removes everyone's levels and the targets for it; the audit row keeps how many. */
export async function deleteSkill(db: Db, actor: Actor, id: string) {
  const [row] = await db.select().from(skills).where(eq(skills.id, id));
  const before = found(row, SKILL_NOT_FOUND);
  const [held] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from employee_skills where skill_id = ${id}`,
  );
  await audited(db, actor, (tx) => tx.delete(skills).where(eq(skills.id, id)), {
    action: 'skills.skill_deleted',
    targetType: 'skill',
    targetId: id,
    details: { name: before.name, levels_removed: held?.n ?? 0 },
  });
  return skillCatalogue(db, actor);
}

export async function setDepartmentTarget(db: Db, actor: Actor, input: DepartmentSkillTargetInput) {
  const [department] = await selectRows<{ id: string }>(
    db,
    sql`select id from departments where id = ${input.department_id}`,
  );
  if (!department)
    throw badRequest('Il dipartimento scelto non esiste', { department_id: ['Dipartimento inesistente'] });
  const [skill] = await db.select({ id: skills.id }).from(skills).where(eq(skills.id, input.skill_id));
  if (!skill) throw badRequest('La competenza scelta non esiste', { skill_id: ['Competenza inesistente'] });
  await audited(
    db,
    actor,
    (tx) =>
      tx
        .insert(departmentSkillTargets)
        .values(input)
        .onConflictDoUpdate({
          target: [departmentSkillTargets.department_id, departmentSkillTargets.skill_id],
          set: { target_level: input.target_level },
        }),
    {
      action: 'skills.target_set',
      targetType: 'department',
      targetId: input.department_id,
      details: { skill_id: input.skill_id, target_level: input.target_level },
    },
  );
  return skillCatalogue(db, actor);
}

export async function deleteDepartmentTarget(db: Db, actor: Actor, departmentId: string, skillId: string) {
  const where = and(
    eq(departmentSkillTargets.department_id, departmentId),
    eq(departmentSkillTargets.skill_id, skillId),
  );
  const [before] = await db.select().from(departmentSkillTargets).where(where);
  found(before, 'Livello atteso non trovato');
  await audited(db, actor, (tx) => tx.delete(departmentSkillTargets).where(where), {
    action: 'skills.target_removed',
    targetType: 'department',
    targetId: departmentId,
    details: { skill_id: skillId },
  });
  return skillCatalogue(db, actor);
}
