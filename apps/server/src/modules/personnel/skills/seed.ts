import { inArray, sql } from 'drizzle-orm';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { departments } from '@/platform/org/tables';
import { departmentSkillTargets, employeeSkills, skillCategories, skills } from '../tables';

const CATALOGUE: Record<string, [name: string, description: string][]> = {
  'Sviluppo software': [
    ['TypeScript', 'Sviluppo front-end e back-end tipizzato'],
    ['React', 'Interfacce web a componenti'],
    ['Node.js', 'Servizi e API lato server'],
    ['SQL e PostgreSQL', 'Modellazione dati e interrogazioni'],
    ['Test automatici', 'Unit, integrazione ed end-to-end'],
    ['Sicurezza applicativa', 'OWASP, gestione dei segreti, revisioni di sicurezza'],
  ],
  'Project management': [
    ['Pianificazione progetti', 'Stime, milestone, gestione dei rischi'],
    ['Scrum e metodi agili', 'Sprint, backlog, retrospettive'],
    ['Gestione del cliente', 'Requisiti, avanzamento, escalation'],
  ],
  Lingue: [
    ['Inglese', 'Comunicazione scritta e orale'],
    ['Tedesco', 'Comunicazione scritta e orale'],
  ],
  Strumenti: [
    ['Git', 'Versionamento e revisione del codice'],
    ['Excel avanzato', 'Tabelle pivot, formule, report'],
    ['Docker', 'Container e ambienti di sviluppo'],
    ['Jira', 'Gestione di ticket e board'],
  ],
};

type Level = [skill: string, self: number, validated: number | null];

/** Demo levels: mostly validated; one of dipendente's waits for the manager's validation. */
const LEVELS: Record<string, Level[]> = {
  admin: [
    ['Pianificazione progetti', 5, null],
    ['Gestione del cliente', 5, null],
    ['Inglese', 4, null],
    ['Excel avanzato', 4, null],
  ],
  manager: [
    ['Pianificazione progetti', 4, 4],
    ['Scrum e metodi agili', 4, 4],
    ['Gestione del cliente', 4, 3],
    ['TypeScript', 3, 3],
    ['Inglese', 4, 4],
    ['Jira', 5, 5],
  ],
  dipendente: [
    ['TypeScript', 4, 4],
    ['React', 4, 3],
    ['Node.js', 3, 3],
    ['SQL e PostgreSQL', 3, null],
    ['Git', 4, 4],
    ['Inglese', 3, 3],
    ['Tedesco', 2, 2],
  ],
};

const TARGETS: Record<string, [skill: string, level: number][]> = {
  Delivery: [
    ['TypeScript', 3],
    ['React', 3],
    ['SQL e PostgreSQL', 3],
    ['Test automatici', 3],
    ['Inglese', 3],
  ],
  Direzione: [
    ['Pianificazione progetti', 4],
    ['Inglese', 4],
  ],
};

/** Demo data of personnel skills (demo mode, empty database only; departments are seeded before). */
export async function seedDemoSkills(db: Db): Promise<void> {
  const categoryRows = await db
    .insert(skillCategories)
    .values(Object.keys(CATALOGUE).map((name, index) => ({ name, sort_order: (index + 1) * 10 })))
    .returning({ id: skillCategories.id, name: skillCategories.name });
  const skillRows = await db
    .insert(skills)
    .values(
      Object.entries(CATALOGUE).flatMap(([category, list]) =>
        list.map(([name, description]) => ({
          name,
          description,
          category_id: categoryRows.find((c) => c.name === category)!.id,
        })),
      ),
    )
    .returning({ id: skills.id, name: skills.name });
  const skillId = (name: string) => skillRows.find((s) => s.name === name)!.id;

  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, Object.keys(LEVELS)));
  const validatorOf: Record<string, string> = { manager: 'admin', dipendente: 'manager' };
  const idOf = (username: string) => people.find((p) => p.username === username)?.id ?? null;
  const rows = people.flatMap((person) =>
    LEVELS[person.username]!.map(([skill, self, validated]) => ({
      user_id: person.id,
      skill_id: skillId(skill),
      self_level: self,
      validated_level: validated,
      validated_by: validated === null ? null : idOf(validatorOf[person.username] ?? ''),
      validated_at: validated === null ? null : sql`now() - interval '20 days'`,
    })),
  );
  if (rows.length) await db.insert(employeeSkills).values(rows);

  const departmentRows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(inArray(departments.name, Object.keys(TARGETS)));
  const targets = departmentRows.flatMap((department) =>
    TARGETS[department.name]!.map(([skill, level]) => ({
      department_id: department.id,
      skill_id: skillId(skill),
      target_level: level,
    })),
  );
  if (targets.length) await db.insert(departmentSkillTargets).values(targets);
}
