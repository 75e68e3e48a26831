import type { SkillMatrix, SkillMatrixCell, SkillMatrixQuery, WhoKnowsPerson, WhoKnowsQuery } from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { found } from '@/platform/http/errors';
import { SKILL_NOT_FOUND } from './catalogue';

/** The people the skills views list: active accounts of the organisation (clients are not staff). */
const STAFF = sql`u.status = 'active' and u.role <> 'client'`;

/**
 * People × skills. A cell holds the validated level, else the self level (to be validated); a gap is a level
 * (validated, else self; none counts as 0) below the target the person's department sets for that skill.
 */
export async function skillMatrix(db: Db, _actor: Actor, query: SkillMatrixQuery): Promise<SkillMatrix> {
  const skillFilters: SQL[] = [sql`true`];
  if (query.category_id) skillFilters.push(sql`s.category_id = ${query.category_id}`);
  if (query.skill_id) skillFilters.push(sql`s.id = ${query.skill_id}`);
  const skillRows = await selectRows<SkillMatrix['skills'][number]>(
    db,
    sql`select s.id, s.name, c.name as category_name from skills s left join skill_categories c on c.id = s.category_id
        where ${sql.join(skillFilters, sql` and `)}
        order by c.sort_order nulls last, lower(c.name), lower(s.name)`,
  );
  const people = await selectRows<{
    user_id: string;
    name: string;
    job_title: string;
    department_id: string | null;
    department_name: string | null;
  }>(
    db,
    sql`select u.id as user_id, u.first_name || ' ' || u.last_name as name, coalesce(e.job_title, '') as job_title,
          e.department_id, d.name as department_name
        from users u left join employees e on e.user_id = u.id left join departments d on d.id = e.department_id
        where ${STAFF} ${query.department_id ? sql`and e.department_id = ${query.department_id}` : sql``}
        order by u.last_name, u.first_name`,
  );
  const levels = await selectRows<{
    user_id: string;
    skill_id: string;
    self_level: number | null;
    validated_level: number | null;
  }>(
    db,
    sql`select es.user_id, es.skill_id, es.self_level, es.validated_level from employee_skills es
        join users u on u.id = es.user_id where ${STAFF}`,
  );
  const targets = await selectRows<{ department_id: string; skill_id: string; target_level: number }>(
    db,
    sql`select department_id, skill_id, target_level from department_skill_targets`,
  );
  const levelOf = new Map(levels.map((l) => [`${l.user_id}:${l.skill_id}`, l]));
  const targetOf = new Map(targets.map((t) => [`${t.department_id}:${t.skill_id}`, t.target_level]));

  const rows = people.map(({ department_id, ...person }) => {
    const cells: SkillMatrixCell[] = [];
    for (const skill of skillRows) {
      const held = levelOf.get(`${person.user_id}:${skill.id}`);
      const target = department_id ? (targetOf.get(`${department_id}:${skill.id}`) ?? null) : null;
      if (!held && target === null) continue;
      const level = held?.validated_level ?? held?.self_level ?? 0;
      cells.push({
        skill_id: skill.id,
        self_level: held?.self_level ?? null,
        validated_level: held?.validated_level ?? null,
        target_level: target,
        gap: target !== null && level < target,
      });
    }
    return { ...person, cells };
  });
  if (!query.only_gaps) return { skills: skillRows, people: rows };
  const gapSkills = new Set(rows.flatMap((p) => p.cells.filter((c) => c.gap).map((c) => c.skill_id)));
  return {
    skills: skillRows.filter((s) => gapSkills.has(s.id)),
    people: rows
      .filter((p) => p.cells.some((c) => c.gap))
      .map((p) => ({ ...p, cells: p.cells.filter((c) => gapSkills.has(c.skill_id)) })),
  };
}

/** "Chi sa…?": who holds a skill at a minimum level, best first (validated before self-assessed at equal level). */
export async function whoKnows(db: Db, _actor: Actor, query: WhoKnowsQuery): Promise<WhoKnowsPerson[]> {
  const [skill] = await selectRows<{ id: string }>(db, sql`select id from skills where id = ${query.skill_id}`);
  found(skill, SKILL_NOT_FOUND);
  const level = query.validated_only ? sql`es.validated_level` : sql`coalesce(es.validated_level, es.self_level)`;
  return selectRows<WhoKnowsPerson>(
    db,
    sql`select u.id as user_id, u.first_name || ' ' || u.last_name as name, coalesce(e.job_title, '') as job_title,
          d.name as department_name, ${level} as level, es.validated_level is not null as validated,
          es.self_level, es.validated_level
        from employee_skills es
        join users u on u.id = es.user_id
        left join employees e on e.user_id = u.id
        left join departments d on d.id = e.department_id
        where es.skill_id = ${query.skill_id} and ${STAFF} and ${level} >= ${query.min_level}
        order by ${level} desc, (es.validated_level is not null) desc, u.last_name, u.first_name
        limit 200`,
  );
}
