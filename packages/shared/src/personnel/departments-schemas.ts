import { z } from 'zod';

// Personnel/HR (spec §1): departments (a tree with head, cost centre and members) and the org chart.

export const DEPARTMENT_CODE_PATTERN = /^[A-Z0-9-]{2,12}$/;

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .transform((v) => (v ? v : null));

const DepartmentBase = z.object({
  name: z
    .string({ error: 'Il nome è obbligatorio' })
    .trim()
    .min(1, 'Il nome è obbligatorio')
    .max(120, 'Nome troppo lungo (max 120 caratteri)'),
  code: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || DEPARTMENT_CODE_PATTERN.test(v), {
      message: 'Il codice deve avere da 2 a 12 caratteri tra lettere, cifre e trattini',
    })
    .nullable()
    .transform((v) => (v ? v : null)),
  description: z.string().trim().max(2000, 'Descrizione troppo lunga'),
  parent_id: z.uuid('Dipartimento superiore non valido').nullable(),
  head_user_id: z.uuid('Responsabile non valido').nullable(),
  cost_center: optionalText(40, 'Centro di costo troppo lungo (max 40 caratteri)'),
});

export const DepartmentInput = DepartmentBase.extend({
  code: DepartmentBase.shape.code.default(null),
  description: DepartmentBase.shape.description.default(''),
  parent_id: DepartmentBase.shape.parent_id.default(null),
  head_user_id: DepartmentBase.shape.head_user_id.default(null),
  cost_center: DepartmentBase.shape.cost_center.default(null),
});
export type DepartmentInput = z.infer<typeof DepartmentInput>;
export type DepartmentFormInput = z.input<typeof DepartmentInput>;
/** PUT sends only what changed. */
export const DepartmentUpdate = DepartmentBase.partial();
export type DepartmentUpdate = z.infer<typeof DepartmentUpdate>;

/** One department of the flat list; the client builds the tree from `parent_id`. */
export const Department = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string().nullable(),
  description: z.string(),
  parent_id: z.string().nullable(),
  head_user_id: z.string().nullable(),
  head_name: z.string().nullable(),
  cost_center: z.string().nullable(),
  /** Active people whose department is this one (not counting sub-departments). */
  members_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Department = z.infer<typeof Department>;

export const DepartmentMember = z.object({
  user_id: z.uuid(),
  name: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
  job_title: z.string(),
  is_head: z.boolean(),
});
export type DepartmentMember = z.infer<typeof DepartmentMember>;

export const DepartmentDetail = Department.extend({
  members: z.array(DepartmentMember),
  children: z.array(Department),
  /** From the root down to the parent: the breadcrumbs. */
  path: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type DepartmentDetail = z.infer<typeof DepartmentDetail>;

export const DepartmentMembersInput = z.object({
  user_ids: z
    .array(z.uuid('Persona non valida'), { error: 'Indica le persone da aggiungere' })
    .min(1, 'Scegli almeno una persona')
    .max(200, 'Al massimo 200 persone alla volta'),
});
export type DepartmentMembersInput = z.infer<typeof DepartmentMembersInput>;

export const DepartmentMemberParams = z.object({
  id: z.uuid('Identificativo non valido'),
  userId: z.uuid('Identificativo non valido'),
});

/** Active colleagues for the head and members pickers, with their current department. */
export const DepartmentPerson = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  department_id: z.string().nullable(),
  department_name: z.string().nullable(),
});
export type DepartmentPerson = z.infer<typeof DepartmentPerson>;

export const OrgChartPerson = z.object({
  id: z.uuid(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  job_title: z.string(),
  department_id: z.string().nullable(),
  department_name: z.string().nullable(),
  /** Null for the top of the company, or when the manager is no longer active. */
  manager_id: z.string().nullable(),
});
export type OrgChartPerson = z.infer<typeof OrgChartPerson>;

export const OrgChartDepartment = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string().nullable(),
  parent_id: z.string().nullable(),
  head_user_id: z.string().nullable(),
});
export type OrgChartDepartment = z.infer<typeof OrgChartDepartment>;

export const OrgChart = z.object({
  people: z.array(OrgChartPerson),
  departments: z.array(OrgChartDepartment),
});
export type OrgChart = z.infer<typeof OrgChart>;
