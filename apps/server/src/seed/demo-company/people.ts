import { ibanCheckDigits, taxCodeCheckChar } from '@portale/shared';
import { eq, sql } from 'drizzle-orm';
import { departmentSkillTargets, employeeSkills, skillCategories, skills } from '@/modules/personnel/tables';
import { hashPassword } from '@/platform/auth/passwords';
import { users } from '@/platform/auth/tables';
import { type Db, selectRows } from '@/platform/db/database';
import { departments, employeePrivate, employees } from '@/platform/org/tables';
import { between, pick, randomStream } from './random';
import { DEMO_PEOPLE, type DemoPerson } from './roster';
import { EXTRA_SKILLS, EXTRA_TARGETS, skillsOf } from './skills';

const MONTH_LETTERS = 'ABCDEHLMPRST';
const VOWELS = /[AEIOU]/g;
const CONSONANTS = /[^AEIOU]/g;
const BIRTHPLACE = { Milano: 'F205', Roma: 'H501' } as const;
const CITY = {
  Milano: {
    postal_code: '20100',
    province: 'MI',
    streets: ['Via Lodovico il Moro', 'Viale Monza', 'Via Savona', 'Corso Lodi', 'Via Imbonati'],
  },
  Roma: {
    postal_code: '00100',
    province: 'RM',
    streets: ['Via Tuscolana', 'Viale Marconi', 'Via Nomentana', 'Via Appia Nuova'],
  },
} as const;

/** The three letters of a surname, or of a name (first, third and fourth consonant when there are four). */
function letters(text: string, isName: boolean): string {
  const clean = text.toUpperCase().replace(/[^A-Z]/g, '');
  const consonants = clean.match(CONSONANTS) ?? [];
  const vowels = clean.match(VOWELS) ?? [];
  if (isName && consonants.length >= 4) return consonants[0]! + consonants[2]! + consonants[3]!;
  return [...consonants, ...vowels, 'X', 'X', 'X'].slice(0, 3).join('');
}

/** A well-formed (fictitious) codice fiscale for the person. */
function taxCode(p: DemoPerson): string {
  const day = Number(p.birth_date.slice(8, 10)) + (p.female ? 40 : 0);
  const first15 =
    letters(p.last_name, false) +
    letters(p.first_name, true) +
    p.birth_date.slice(2, 4) +
    MONTH_LETTERS[Number(p.birth_date.slice(5, 7)) - 1] +
    String(day).padStart(2, '0') +
    BIRTHPLACE[p.site];
  return first15 + taxCodeCheckChar(first15);
}

function iban(account: number): string {
  const bban = `X05428111010000${String(account).padStart(8, '0')}`;
  return `IT${ibanCheckDigits('IT', bban)}${bban}`;
}

/** Username → user id of every account, demo logins included. */
export type Ids = Map<string, string>;

/**
 * The 26 people: active accounts (so the org chart, skills, allocation and analytics count them) whose password
 * nobody knows — one unusable hash, as an invited account has — until an admin sends them a reset link; their
 * employee records with site, CCNL level, cost and private data; the two new departments and the heads of all.
 */
export async function seedCompanyPeople(db: Db): Promise<Ids> {
  const unusable = await hashPassword(`unusable-${crypto.randomUUID()}-${crypto.randomUUID()}`);
  await db.insert(users).values(
    DEMO_PEOPLE.map((p) => ({
      username: p.username,
      email: `${p.username}@demo.portale.it`,
      first_name: p.first_name,
      last_name: p.last_name,
      role: p.role,
      status: 'active',
      password_hash: unusable,
    })),
  );
  const ids: Ids = new Map(
    (await db.select({ id: users.id, username: users.username }).from(users)).map((u) => [u.username, u.id]),
  );
  const id = (username: string) => ids.get(username)!;

  const [direzione] = await db.select({ id: departments.id }).from(departments).where(eq(departments.code, 'DIR'));
  await db.insert(departments).values([
    {
      name: 'Consulenza',
      code: 'CON',
      description: 'Consulenza di processo, ERP, business intelligence e privacy per le aziende clienti.',
      parent_id: direzione!.id,
      head_user_id: id('paolo.moretti'),
      cost_center: 'CC-500',
    },
    {
      name: 'Risorse umane',
      code: 'HR',
      description: 'Selezione, formazione, amministrazione del personale e relazioni sindacali.',
      parent_id: direzione!.id,
      head_user_id: id('monica.pellegrini'),
      cost_center: 'CC-600',
    },
  ]);
  await db
    .update(departments)
    .set({ head_user_id: id('francesca.mancini') })
    .where(eq(departments.code, 'AMM'));
  await db
    .update(departments)
    .set({ head_user_id: id('alberto.santoro') })
    .where(eq(departments.code, 'COM'));
  const departmentId = new Map(
    (await db.select({ id: departments.id, code: departments.code }).from(departments)).map((d) => [d.code, d.id]),
  );
  const levels = await selectRows<{ id: string; code: string; contract: string }>(
    db,
    sql`select l.id, l.code, c.name as contract from ccnl_levels l join ccnl_contracts c on c.id = l.contract_id`,
  );
  const levelId = (p: DemoPerson) => levels.find((l) => l.contract === p.ccnl && l.code === p.level)?.id ?? null;
  const sites = await selectRows<{ id: string; city: string }>(db, sql`select id, city from work_locations`);

  await db.insert(employees).values(
    DEMO_PEOPLE.map((p, index) => ({
      user_id: id(p.username),
      employee_number: `M${String(index + 4).padStart(4, '0')}`,
      job_title: p.job_title,
      department_id: departmentId.get(p.department) ?? null,
      manager_id: id(p.manager),
      work_location_id: sites.find((s) => s.city === p.site)?.id ?? null,
      contract_type: p.contract_type,
      contract_end_date:
        p.contract_type === 'tempo_determinato' ? `${Number(p.hire_date.slice(0, 4)) + 4}-03-05` : null,
      part_time_pct: p.part_time_pct,
      weekly_hours: (40 * p.part_time_pct) / 100,
      ccnl: p.ccnl,
      ccnl_level_id: levelId(p),
      hourly_cost: p.hourly_cost,
      hire_date: p.hire_date,
      work_phone: `+39 ${p.site === 'Roma' ? '06 5200' : '02 4000'} ${1004 + index}`,
      birth_date: p.birth_date,
      share_birthday: index % 3 !== 0,
      bio: `${p.job_title} in Demo S.r.l. dal ${p.hire_date.slice(0, 4)}.`,
    })),
  );
  await db.insert(employeePrivate).values(
    DEMO_PEOPLE.map((p, index) => {
      const rnd = randomStream(`private:${p.username}`);
      const city = CITY[p.site];
      return {
        user_id: id(p.username),
        ral: p.ral,
        tax_code: taxCode(p),
        iban: iban(2000 + index),
        address: `${pick(rnd, city.streets)} ${between(rnd, 1, 180)}`,
        postal_code: city.postal_code,
        city: p.site,
        province: city.province,
        emergency_contact_name: `${pick(rnd, ['Carla', 'Giovanni', 'Rita', 'Franco', 'Teresa', 'Sergio'])} ${p.last_name}`,
        emergency_contact_relation: pick(rnd, ['Coniuge', 'Madre', 'Padre', 'Fratello', 'Sorella']),
        emergency_contact_phone: `+39 3${between(rnd, 20, 49)} ${between(rnd, 100, 999)} ${between(rnd, 1000, 9999)}`,
      };
    }),
  );
  await seedCompanySkills(db, ids, departmentId);
  return ids;
}

async function seedCompanySkills(db: Db, ids: Ids, departmentId: Map<string | null, string>): Promise<void> {
  const categoryRows = await db.select({ id: skillCategories.id, name: skillCategories.name }).from(skillCategories);
  const newCategories = [...new Set(EXTRA_SKILLS.map(([category]) => category))].filter(
    (name) => !categoryRows.some((c) => c.name === name),
  );
  if (newCategories.length) {
    const added = await db
      .insert(skillCategories)
      .values(newCategories.map((name, index) => ({ name, sort_order: (categoryRows.length + index + 1) * 10 })))
      .returning({ id: skillCategories.id, name: skillCategories.name });
    categoryRows.push(...added);
  }
  await db.insert(skills).values(
    EXTRA_SKILLS.map(([category, name, description]) => ({
      name,
      description,
      category_id: categoryRows.find((c) => c.name === category)!.id,
    })),
  );
  const skillId = new Map(
    (await db.select({ id: skills.id, name: skills.name }).from(skills)).map((s) => [s.name, s.id]),
  );
  const now = Date.now();
  await db.insert(employeeSkills).values(
    DEMO_PEOPLE.flatMap((person) =>
      skillsOf(person).map((s) => ({
        user_id: ids.get(person.username)!,
        skill_id: skillId.get(s.skill)!,
        self_level: s.self,
        validated_level: s.validated,
        validated_by: s.validated === null ? null : ids.get(person.manager)!,
        validated_at: s.validated === null ? null : new Date(now - s.validatedDaysAgo * 86_400_000),
      })),
    ),
  );
  await db.insert(departmentSkillTargets).values(
    Object.entries(EXTRA_TARGETS).flatMap(([code, targets]) =>
      targets.map(([skill, level]) => ({
        department_id: departmentId.get(code)!,
        skill_id: skillId.get(skill)!,
        target_level: level,
      })),
    ),
  );
}
