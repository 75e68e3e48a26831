import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, users } from '@/platform/auth/tables';
import { departments } from '@/platform/org/tables';

// Personnel/HR (spec §1). The employee record, departments and the CCNL catalogue live in platform/org because
// the timesheet and leave settings read them too; skills and performance reviews belong to this module.

export const skillCategories = pgTable('skill_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  sort_order: integer('sort_order').notNull().default(0),
  ...timestamps,
});

export const skills = pgTable(
  'skills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category_id: uuid('category_id').references(() => skillCategories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('skills_name_lower_key').on(sql`lower(${t.name})`)],
);

/** One person's level (1–5) in one skill: their self-assessment and their manager's validation. */
export const employeeSkills = pgTable(
  'employee_skills',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skill_id: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    self_level: integer('self_level'),
    validated_level: integer('validated_level'),
    validated_by: uuid('validated_by').references(() => users.id, { onDelete: 'set null' }),
    validated_at: timestamp('validated_at', { withTimezone: true }),
    note: text('note').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.skill_id] }),
    index('employee_skills_skill_idx').on(t.skill_id),
    check('employee_skills_self_level', sql`${t.self_level} between 1 and 5`),
    check('employee_skills_validated_level', sql`${t.validated_level} between 1 and 5`),
  ],
);

/** The level a department expects in a skill: the matrix highlights people below it (gaps). */
export const departmentSkillTargets = pgTable(
  'department_skill_targets',
  {
    department_id: uuid('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    skill_id: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    target_level: integer('target_level').notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.department_id, t.skill_id] }),
    check('department_skill_targets_level', sql`${t.target_level} between 1 and 5`),
  ],
);

/** A yearly review campaign; launching it creates one review per selected employee. */
export const reviewCycles = pgTable('review_cycles', {
  id: uuid('id').primaryKey().defaultRandom(),
  year: integer('year').notNull(),
  name: text('name').notNull(),
  self_review_due: date('self_review_due', { mode: 'string' }),
  manager_review_due: date('manager_review_due', { mode: 'string' }),
  created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

/**
 * One person's review in a cycle. Workflow (spec wording): bozza → autovalutazione → valutazione responsabile →
 * completata. The reviewer is the person's manager when the review is created.
 */
export const performanceReviews = pgTable(
  'performance_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cycle_id: uuid('cycle_id')
      .notNull()
      .references(() => reviewCycles.id, { onDelete: 'cascade' }),
    employee_id: uuid('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewer_id: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('bozza'),
    self_comment: text('self_comment').notNull().default(''),
    manager_comment: text('manager_comment').notNull().default(''),
    /** Weighted average of the objectives' manager ratings, fixed when the review is completed. */
    final_rating: numeric('final_rating', { precision: 3, scale: 2, mode: 'number' }),
    self_submitted_at: timestamp('self_submitted_at', { withTimezone: true }),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('performance_reviews_cycle_employee_key').on(t.cycle_id, t.employee_id),
    index('performance_reviews_employee_idx').on(t.employee_id),
    index('performance_reviews_reviewer_idx').on(t.reviewer_id),
    check(
      'performance_reviews_status',
      sql`${t.status} in ('bozza', 'autovalutazione', 'valutazione_responsabile', 'completata')`,
    ),
  ],
);

/** An objective of a review, with its weight (the weights of a review add up to 100) and both ratings. */
export const reviewObjectives = pgTable(
  'review_objectives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    review_id: uuid('review_id')
      .notNull()
      .references(() => performanceReviews.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    weight: integer('weight').notNull(),
    self_rating: integer('self_rating'),
    self_comment: text('self_comment').notNull().default(''),
    manager_rating: integer('manager_rating'),
    manager_comment: text('manager_comment').notNull().default(''),
    sort_order: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('review_objectives_review_idx').on(t.review_id),
    check('review_objectives_weight', sql`${t.weight} between 1 and 100`),
    check('review_objectives_self_rating', sql`${t.self_rating} between 1 and 5`),
    check('review_objectives_manager_rating', sql`${t.manager_rating} between 1 and 5`),
  ],
);
