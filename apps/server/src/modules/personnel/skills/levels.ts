import {
  type PendingSkillValidation,
  type PersonSkill,
  type PersonSkills,
  type SelfAssessmentInput,
  SKILL_LEVEL_LABELS,
  type ValidationQueue,
} from '@portale/shared';
import { and, eq, sql } from 'drizzle-orm';
import { audit } from '@/platform/audit/audit';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { forbidden, found } from '@/platform/http/errors';
import { notify } from '@/platform/notifications/notify';
import { employeeSkills, skills } from '../tables';
import { SKILL_NOT_FOUND } from './catalogue';

const PERSON_NOT_FOUND = 'Persona non trovata';
const MY_SKILLS_PATH = '/app/personnel/skills';
const QUEUE_PATH = '/app/personnel/skills?tab=da-validare';

export const isHr = (actor: Actor) => actor.permissions.has('manage_users');

interface Person {
  id: string;
  name: string;
  manager_id: string | null;
}

/** A person of the organisation (not a client account), with their manager. */
async function personOf(db: Db, id: string): Promise<Person> {
  const [personRow] = await selectRows<Person>(
    db,
    sql`select u.id, u.first_name || ' ' || u.last_name as name, e.manager_id
        from users u left join employees e on e.user_id = u.id
        where u.id = ${id} and u.role <> 'client'`,
  );
  const person = found(personRow, PERSON_NOT_FOUND);
  return person;
}

/** Their manager or HR validate someone's levels; nobody validates their own. */
const mayValidate = (actor: Actor, person: Person) =>
  person.id !== actor.userId && (person.manager_id === actor.userId || isHr(actor));

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function personSkills(db: Db, actor: Actor, userId: string): Promise<PersonSkills> {
  const person = await personOf(db, userId);
  const rows = await selectRows<Omit<PersonSkill, 'validated_at'> & { validated_at: Date | string | null }>(
    db,
    sql`select es.skill_id, s.name as skill_name, c.name as category_name, es.self_level, es.validated_level,
          case when v.id is null then null else v.first_name || ' ' || v.last_name end as validated_by_name,
          es.validated_at, es.note, (es.self_level is not null and es.validated_at is null) as pending
        from employee_skills es
        join skills s on s.id = es.skill_id
        left join skill_categories c on c.id = s.category_id
        left join users v on v.id = es.validated_by
        where es.user_id = ${userId}
        order by c.sort_order nulls last, lower(c.name), lower(s.name)`,
  );
  return {
    user_id: person.id,
    name: person.name,
    can_edit: person.id === actor.userId,
    can_validate: mayValidate(actor, person),
    items: rows.map((row) => ({ ...row, validated_at: iso(row.validated_at) })),
  };
}

/**
 * Someone sets their own level in a skill. A changed level throws away the previous validation (it was about
 * another level) and asks the manager to validate again.
 */
export async function setSelfLevel(
  db: Db,
  actor: Actor,
  userId: string,
  skillId: string,
  input: SelfAssessmentInput,
): Promise<PersonSkills> {
  if (userId !== actor.userId) throw forbidden('Puoi modificare solo la tua autovalutazione');
  const person = await personOf(db, userId);
  const [skillRow] = await db.select({ name: skills.name }).from(skills).where(eq(skills.id, skillId));
  const skill = found(skillRow, SKILL_NOT_FOUND);
  const where = and(eq(employeeSkills.user_id, userId), eq(employeeSkills.skill_id, skillId));
  const [before] = await db.select().from(employeeSkills).where(where);
  const levelChanged = before?.self_level !== input.level;
  await db.transaction(async (tx) => {
    if (!before) {
      // Upsert: a double click inserts twice at once, and the primary key would answer 500.
      await tx
        .insert(employeeSkills)
        .values({ user_id: userId, skill_id: skillId, self_level: input.level, note: input.note })
        .onConflictDoUpdate({
          target: [employeeSkills.user_id, employeeSkills.skill_id],
          set: {
            self_level: input.level,
            note: input.note,
            validated_level: null,
            validated_by: null,
            validated_at: null,
          },
        });
    } else {
      await tx
        .update(employeeSkills)
        .set({
          self_level: input.level,
          note: input.note,
          ...(levelChanged ? { validated_level: null, validated_by: null, validated_at: null } : {}),
        })
        .where(where);
    }
    if (!levelChanged) return;
    await audit(tx, actor, {
      action: 'skills.self_assessed',
      targetType: 'user',
      targetId: userId,
      details: { skill_id: skillId, from: before?.self_level ?? null, to: input.level },
    });
    if (person.manager_id && person.manager_id !== userId) {
      await notify(tx, [person.manager_id], {
        type: 'user',
        title: `Competenza da validare: ${skill.name}`,
        message: `${person.name} ha indicato il proprio livello: «${SKILL_LEVEL_LABELS[input.level]}» (${input.level}/5)`,
        link: QUEUE_PATH,
      });
    }
  });
  return personSkills(db, actor, userId);
}

export async function removeSelfSkill(db: Db, actor: Actor, userId: string, skillId: string) {
  if (userId !== actor.userId) throw forbidden('Puoi modificare solo la tua autovalutazione');
  const where = and(eq(employeeSkills.user_id, userId), eq(employeeSkills.skill_id, skillId));
  const [beforeRow] = await db.select().from(employeeSkills).where(where);
  const before = found(beforeRow, 'Questa competenza non è nel tuo profilo');
  await db.transaction(async (tx) => {
    await tx.delete(employeeSkills).where(where);
    await audit(tx, actor, {
      action: 'skills.removed',
      targetType: 'user',
      targetId: userId,
      details: { skill_id: skillId, self_level: before.self_level, validated_level: before.validated_level },
    });
  });
  return personSkills(db, actor, userId);
}

/** The manager (or HR) confirms a level, possibly a different one from the self-assessment. */
export async function validateSkill(
  db: Db,
  actor: Actor,
  userId: string,
  skillId: string,
  level: number,
): Promise<PersonSkills> {
  const person = await personOf(db, userId);
  if (person.id === actor.userId) throw forbidden('Non puoi validare le tue competenze');
  if (!mayValidate(actor, person)) {
    throw forbidden('Solo il responsabile diretto o le Risorse umane possono validare le competenze');
  }
  const where = and(eq(employeeSkills.user_id, userId), eq(employeeSkills.skill_id, skillId));
  const [beforeRow] = await db.select().from(employeeSkills).where(where);
  const before = found(beforeRow, 'Questa persona non ha indicato la competenza');
  const [skill] = await db.select({ name: skills.name }).from(skills).where(eq(skills.id, skillId));
  await db.transaction(async (tx) => {
    await tx
      .update(employeeSkills)
      .set({ validated_level: level, validated_by: actor.userId, validated_at: sql`now()` })
      .where(where);
    await audit(tx, actor, {
      action: 'skills.validated',
      targetType: 'user',
      targetId: userId,
      details: { skill_id: skillId, self_level: before.self_level, validated_level: level },
    });
    const differs = before.self_level !== null && before.self_level !== level;
    await notify(tx, [userId], {
      type: 'user',
      title: `Competenza validata: ${skill?.name ?? ''}`,
      message: `${actor.name} ha validato il livello «${SKILL_LEVEL_LABELS[level]}» (${level}/5)${
        differs ? `; la tua autovalutazione era ${before.self_level}/5` : ''
      }`,
      link: MY_SKILLS_PATH,
    });
  });
  return personSkills(db, actor, userId);
}

/** Self levels waiting for this actor: their direct reports' (HR: everyone's but their own). */
export async function validationQueue(db: Db, actor: Actor): Promise<ValidationQueue> {
  const hr = isHr(actor);
  const [reports] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from employees e join users u on u.id = e.user_id
        where e.manager_id = ${actor.userId} and u.status = 'active'`,
  );
  const scope = hr ? sql`es.user_id <> ${actor.userId}` : sql`e.manager_id = ${actor.userId}`;
  const rows = await selectRows<Omit<PendingSkillValidation, 'updated_at'> & { updated_at: Date | string }>(
    db,
    sql`select es.user_id, u.first_name || ' ' || u.last_name as name, coalesce(e.job_title, '') as job_title,
          es.skill_id, s.name as skill_name, c.name as category_name, es.self_level, es.validated_level, es.note,
          es.updated_at
        from employee_skills es
        join users u on u.id = es.user_id and u.status = 'active' and u.role <> 'client'
        left join employees e on e.user_id = es.user_id
        join skills s on s.id = es.skill_id
        left join skill_categories c on c.id = s.category_id
        where es.self_level is not null and es.validated_at is null and ${scope}
        order by es.updated_at, u.last_name, u.first_name, lower(s.name)
        limit 500`,
  );
  return {
    is_validator: hr || (reports?.n ?? 0) > 0,
    items: rows.map((row) => ({ ...row, updated_at: new Date(row.updated_at).toISOString() })),
  };
}
