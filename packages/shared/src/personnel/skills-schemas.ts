import { z } from 'zod';

// Personnel/HR (spec §1): the skills catalogue, each person's levels (self-assessment + validation), the matrix with
// its department targets and the "who knows…?" search.

export const SKILL_LEVELS = [1, 2, 3, 4, 5] as const;
export const SKILL_LEVEL_LABELS: Record<number, string> = {
  1: 'Base',
  2: 'Elementare',
  3: 'Intermedio',
  4: 'Avanzato',
  5: 'Esperto',
};

const Level = (what: string) =>
  z.coerce
    .number({ error: `${what} deve essere un numero da 1 a 5` })
    .int(`${what} deve essere un numero intero`)
    .min(1, `${what} va da 1 a 5`)
    .max(5, `${what} va da 1 a 5`);

const Name = (what: string) =>
  z
    .string({ error: `Il nome ${what} è obbligatorio` })
    .trim()
    .min(1, `Il nome ${what} è obbligatorio`)
    .max(120, 'Nome troppo lungo (max 120 caratteri)');

export const SkillCategoryInput = z.object({
  name: Name('della categoria'),
  sort_order: z.number().int().min(0).max(10_000).default(0),
});
export type SkillCategoryInput = z.infer<typeof SkillCategoryInput>;

export const SkillCategory = z.object({
  id: z.uuid(),
  name: z.string(),
  sort_order: z.number(),
  skills_count: z.number(),
});
export type SkillCategory = z.infer<typeof SkillCategory>;

export const SkillInput = z.object({
  name: Name('della competenza'),
  description: z.string().trim().max(2000, 'Descrizione troppo lunga').default(''),
  category_id: z.uuid('Categoria non valida').nullable().default(null),
});
export type SkillInput = z.infer<typeof SkillInput>;
export type SkillFormInput = z.input<typeof SkillInput>;

export const Skill = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  category_id: z.string().nullable(),
  category_name: z.string().nullable(),
  people_count: z.number(),
});
export type Skill = z.infer<typeof Skill>;

export const DepartmentSkillTargetInput = z.object({
  department_id: z.uuid('Dipartimento non valido'),
  skill_id: z.uuid('Competenza non valida'),
  target_level: Level('Il livello atteso'),
});
export type DepartmentSkillTargetInput = z.infer<typeof DepartmentSkillTargetInput>;

export const DepartmentSkillTarget = z.object({
  department_id: z.uuid(),
  department_name: z.string(),
  skill_id: z.uuid(),
  skill_name: z.string(),
  target_level: z.number(),
});
export type DepartmentSkillTarget = z.infer<typeof DepartmentSkillTarget>;

export const TargetParams = z.object({
  department_id: z.uuid('Dipartimento non valido'),
  skill_id: z.uuid('Competenza non valida'),
});

/** Everything the skills pages need to pick from: categories, skills, departments and the targets. */
export const SkillCatalogue = z.object({
  categories: z.array(SkillCategory),
  skills: z.array(Skill),
  departments: z.array(z.object({ id: z.uuid(), name: z.string() })),
  targets: z.array(DepartmentSkillTarget),
});
export type SkillCatalogue = z.infer<typeof SkillCatalogue>;

/** One person's level in one skill. */
export const PersonSkill = z.object({
  skill_id: z.uuid(),
  skill_name: z.string(),
  category_name: z.string().nullable(),
  self_level: z.number().nullable(),
  validated_level: z.number().nullable(),
  validated_by_name: z.string().nullable(),
  validated_at: z.string().nullable(),
  note: z.string(),
  /** True while the self level has not been validated since it last changed. */
  pending: z.boolean(),
});
export type PersonSkill = z.infer<typeof PersonSkill>;

export const PersonSkills = z.object({
  user_id: z.uuid(),
  name: z.string(),
  /** The viewer is this person: they edit their self-assessment. */
  can_edit: z.boolean(),
  /** The viewer is this person's manager or HR (and not the person): they validate. */
  can_validate: z.boolean(),
  items: z.array(PersonSkill),
});
export type PersonSkills = z.infer<typeof PersonSkills>;

export const SelfAssessmentInput = z.object({
  level: Level('Il livello'),
  note: z.string().trim().max(500, 'Nota troppo lunga (max 500 caratteri)').default(''),
});
export type SelfAssessmentInput = z.infer<typeof SelfAssessmentInput>;

export const SkillValidationInput = z.object({ level: Level('Il livello validato') });
export type SkillValidationInput = z.infer<typeof SkillValidationInput>;

export const PersonSkillParams = z.object({
  id: z.uuid('Identificativo non valido'),
  skill_id: z.uuid('Competenza non valida'),
});
export const SkillIdParams = z.object({ skill_id: z.uuid('Competenza non valida') });

/** A self level waiting for the manager's (or HR's) validation. */
export const PendingSkillValidation = z.object({
  user_id: z.uuid(),
  name: z.string(),
  job_title: z.string(),
  skill_id: z.uuid(),
  skill_name: z.string(),
  category_name: z.string().nullable(),
  self_level: z.number(),
  validated_level: z.number().nullable(),
  note: z.string(),
  updated_at: z.string(),
});
export type PendingSkillValidation = z.infer<typeof PendingSkillValidation>;

export const ValidationQueue = z.object({
  /** The viewer has direct reports or is HR: the "Da validare" tab is theirs. */
  is_validator: z.boolean(),
  items: z.array(PendingSkillValidation),
});
export type ValidationQueue = z.infer<typeof ValidationQueue>;

const QueryBool = z.stringbool({ error: 'Valore non valido' }).default(false);

export const SkillMatrixQuery = z.object({
  department_id: z.uuid('Dipartimento non valido').optional(),
  category_id: z.uuid('Categoria non valida').optional(),
  skill_id: z.uuid('Competenza non valida').optional(),
  only_gaps: QueryBool,
});
export type SkillMatrixQuery = z.infer<typeof SkillMatrixQuery>;

export const SkillMatrixCell = z.object({
  skill_id: z.uuid(),
  self_level: z.number().nullable(),
  validated_level: z.number().nullable(),
  /** The level the person's department expects, if any. */
  target_level: z.number().nullable(),
  /** Below the department target (by the validated level, else the self level; none counts as 0). */
  gap: z.boolean(),
});
export type SkillMatrixCell = z.infer<typeof SkillMatrixCell>;

export const SkillMatrix = z.object({
  skills: z.array(z.object({ id: z.uuid(), name: z.string(), category_name: z.string().nullable() })),
  people: z.array(
    z.object({
      user_id: z.uuid(),
      name: z.string(),
      job_title: z.string(),
      department_name: z.string().nullable(),
      cells: z.array(SkillMatrixCell),
    }),
  ),
});
export type SkillMatrix = z.infer<typeof SkillMatrix>;

export const WhoKnowsQuery = z.object({
  skill_id: z.uuid('Scegli una competenza'),
  min_level: Level('Il livello minimo').default(1),
  validated_only: QueryBool,
});
export type WhoKnowsQuery = z.infer<typeof WhoKnowsQuery>;

export const WhoKnowsPerson = z.object({
  user_id: z.uuid(),
  name: z.string(),
  job_title: z.string(),
  department_name: z.string().nullable(),
  /** The validated level when there is one, else the self level. */
  level: z.number(),
  validated: z.boolean(),
  self_level: z.number().nullable(),
  validated_level: z.number().nullable(),
});
export type WhoKnowsPerson = z.infer<typeof WhoKnowsPerson>;
