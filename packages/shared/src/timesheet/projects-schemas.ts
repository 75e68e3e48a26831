import { z } from 'zod';
import { CLIENT_COMPANY_TEXT, ClientCompanyRef } from '../client-companies/schemas';
import { isoDate } from '../dates';
import { PaginationQuery } from '../pagination';

// "Projects" (spec §2): projects with their team, tasks (list and Kanban), overview figures and activity log.

export const PROJECT_STATUSES = ['pianificazione', 'attivo', 'in_pausa', 'completato', 'annullato'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  pianificazione: 'In pianificazione',
  attivo: 'Attivo',
  in_pausa: 'In pausa',
  completato: 'Completato',
  annullato: 'Annullato',
};
/** Statuses of a project people still work on (dashboard widget, timesheet rows). */
export const OPEN_PROJECT_STATUSES: readonly ProjectStatus[] = ['pianificazione', 'attivo', 'in_pausa'];

export const PROJECT_BILLING_TYPES = ['a_corpo', 'tempo_materiali', 'interno'] as const;
export type ProjectBillingType = (typeof PROJECT_BILLING_TYPES)[number];
export const PROJECT_BILLING_LABELS: Record<ProjectBillingType, string> = {
  a_corpo: 'A corpo',
  tempo_materiali: 'Tempo e materiali',
  interno: 'Interno',
};

export const TASK_STATUSES = ['da_fare', 'in_corso', 'in_revisione', 'completato'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  da_fare: 'Da fare',
  in_corso: 'In corso',
  in_revisione: 'In revisione',
  completato: 'Completato',
};

export const TASK_PRIORITIES = ['bassa', 'media', 'alta', 'urgente'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = {
  bassa: 'Bassa',
  media: 'Media',
  alta: 'Alta',
  urgente: 'Urgente',
};

export const PROJECT_CODE_PATTERN = /^[A-Z0-9-]{2,20}$/;
export const PROJECT_DEFAULT_COLOR = '#4f46e5';

const IsoDate = isoDate();
const NullableDate = IsoDate.nullable();
const Money = (what: string) =>
  z
    .number({ error: `${what} deve essere un numero` })
    .finite()
    .min(0, `${what} non può essere negativo`)
    .max(99_999_999, `${what} troppo alto`);

/** The fields without defaults: the base of both the create body (with defaults) and the update body (all optional). */
const ProjectBase = z.object({
  code: z
    .string({ error: 'Il codice è obbligatorio' })
    .trim()
    .toUpperCase()
    .regex(PROJECT_CODE_PATTERN, 'Il codice deve avere da 2 a 20 caratteri tra lettere, cifre e trattini'),
  name: z
    .string({ error: 'Il nome è obbligatorio' })
    .trim()
    .min(1, 'Il nome è obbligatorio')
    .max(160, 'Nome troppo lungo'),
  /** The client company (the CRM's client); null for an internal project. It must exist and not be archived. */
  client_id: z.uuid(CLIENT_COMPANY_TEXT.invalid).nullable(),
  description: z.string().trim().max(10_000, 'Descrizione troppo lunga'),
  status: z.enum(PROJECT_STATUSES, { error: 'Stato non valido' }),
  start_date: NullableDate,
  end_date: NullableDate,
  manager_id: z.uuid('Responsabile non valido').nullable(),
  budget_hours: Money('Il budget in ore').nullable(),
  budget_amount: Money('Il budget in euro').nullable(),
  billing_type: z.enum(PROJECT_BILLING_TYPES, { error: 'Tipo di fatturazione non valido' }),
  hourly_rate: Money('La tariffa oraria').nullable(),
  tags: z
    .array(z.string().trim().min(1, 'Etichetta vuota').max(30, 'Etichetta troppo lunga (max 30 caratteri)'))
    .max(12, 'Al massimo 12 etichette'),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colore non valido (formato #RRGGBB)'),
});

const datesInOrder = (p: { start_date?: string | null; end_date?: string | null }) =>
  !p.start_date || !p.end_date || p.end_date >= p.start_date;
const DATES_MESSAGE = { message: 'La data di fine non può precedere quella di inizio', path: ['end_date'] };

export const ProjectInput = ProjectBase.extend({
  client_id: ProjectBase.shape.client_id.default(null),
  description: ProjectBase.shape.description.default(''),
  status: ProjectBase.shape.status.default('pianificazione'),
  start_date: NullableDate.default(null),
  end_date: NullableDate.default(null),
  manager_id: ProjectBase.shape.manager_id.default(null),
  budget_hours: ProjectBase.shape.budget_hours.default(null),
  budget_amount: ProjectBase.shape.budget_amount.default(null),
  billing_type: ProjectBase.shape.billing_type.default('tempo_materiali'),
  hourly_rate: ProjectBase.shape.hourly_rate.default(null),
  tags: ProjectBase.shape.tags.default([]),
  color: ProjectBase.shape.color.default(PROJECT_DEFAULT_COLOR),
}).refine(datesInOrder, DATES_MESSAGE);
export type ProjectInput = z.infer<typeof ProjectInput>;
export type ProjectFormInput = z.input<typeof ProjectInput>;
/** PUT sends only what changed; the server checks the dates again against the stored ones. */
export const ProjectUpdate = ProjectBase.partial().refine(datesInOrder, DATES_MESSAGE);
export type ProjectUpdate = z.infer<typeof ProjectUpdate>;

export const Project = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  /** The client company; null for an internal project. */
  client: ClientCompanyRef.nullable(),
  description: z.string(),
  status: z.enum(PROJECT_STATUSES),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  manager_id: z.string().nullable(),
  manager_name: z.string().nullable(),
  budget_hours: z.number().nullable(),
  /** Money (the budget in euros, the default billing rate): absent without view_all_invoices (VIEW_MONEY). */
  budget_amount: z.number().nullable().optional(),
  billing_type: z.enum(PROJECT_BILLING_TYPES),
  hourly_rate: z.number().nullable().optional(),
  tags: z.array(z.string()),
  color: z.string(),
  members_count: z.number(),
  tasks_total: z.number(),
  tasks_done: z.number(),
  /** Completed tasks / tasks, 0–100 (0 without tasks). */
  progress_pct: z.number(),
  hours_logged: z.number(),
  /** May this actor edit the project (edit_project, or its manager)? */
  can_edit: z.boolean(),
  /** May this actor create and move tasks (editors and members)? */
  can_work: z.boolean(),
  deleted_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Project = z.infer<typeof Project>;

export const PROJECT_SORT_FIELDS = [
  'code',
  'name',
  'client',
  'status',
  'start_date',
  'end_date',
  'updated_at',
] as const;

/** `GET /api/projects`: paginated, searchable, filterable; deleted ones only on request (edit_project). */
export const ProjectListQuery = PaginationQuery.extend({
  search: z.string().trim().max(100, 'Ricerca troppo lunga').optional(),
  status: z.enum(PROJECT_STATUSES, { error: 'Stato non valido' }).optional(),
  manager_id: z.uuid('Responsabile non valido').optional(),
  /** A client company's id, or `none` for the internal projects (no client). */
  client_id: z
    .union([z.uuid(CLIENT_COMPANY_TEXT.invalid), z.literal('none')], { error: CLIENT_COMPANY_TEXT.invalid })
    .optional(),
  tag: z.string().trim().max(30).optional(),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${PROJECT_SORT_FIELDS.join('|')})$`), 'Ordinamento non valido')
    .default('code'),
  include_deleted: z.stringbool({ error: 'Valore non valido' }).optional(),
});
export type ProjectListQuery = z.infer<typeof ProjectListQuery>;

/** The filter choices of the list: clients, tags and managers in use. */
export const ProjectFilterOptions = z.object({
  clients: z.array(ClientCompanyRef),
  tags: z.array(z.string()),
  managers: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ProjectFilterOptions = z.infer<typeof ProjectFilterOptions>;

/** An active user for the pickers (manager, team members). */
export const ProjectPerson = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type ProjectPerson = z.infer<typeof ProjectPerson>;

export const ProjectMemberInput = z.object({
  user_id: z.uuid('Persona non valida'),
  project_role: z.string().trim().max(60, 'Ruolo troppo lungo').default(''),
  allocation_pct: z
    .number({ error: "L'allocazione deve essere un numero" })
    .int("L'allocazione deve essere un numero intero")
    .min(0, "L'allocazione va da 0 a 100")
    .max(100, "L'allocazione va da 0 a 100")
    .default(100),
  hourly_rate: Money('La tariffa oraria').nullable().default(null),
  hourly_cost: Money('Il costo orario').nullable().default(null),
});
export type ProjectMemberInput = z.input<typeof ProjectMemberInput>;

/** `PUT /api/projects/:id/members` replaces the whole team. */
export const ProjectMembersInput = z.object({
  members: z
    .array(ProjectMemberInput)
    .max(100, 'Al massimo 100 persone per progetto')
    .refine((list) => new Set(list.map((m) => m.user_id)).size === list.length, 'Una persona compare due volte'),
});
export type ProjectMembersInput = z.infer<typeof ProjectMembersInput>;

export const ProjectMember = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  project_role: z.string(),
  allocation_pct: z.number(),
  /** The member's rate and cost: absent without view_all_invoices (VIEW_MONEY). */
  hourly_rate: z.number().nullable().optional(),
  hourly_cost: z.number().nullable().optional(),
  hours_logged: z.number(),
  open_tasks: z.number(),
});
export type ProjectMember = z.infer<typeof ProjectMember>;

const TaskFields = z.object({
  title: z
    .string({ error: 'Il titolo è obbligatorio' })
    .trim()
    .min(1, 'Il titolo è obbligatorio')
    .max(200, 'Titolo troppo lungo'),
  description: z.string().max(20_000, 'Descrizione troppo lunga').default(''),
  assignee_id: z.uuid('Assegnatario non valido').nullable().default(null),
  status: z.enum(TASK_STATUSES, { error: 'Stato non valido' }).default('da_fare'),
  priority: z.enum(TASK_PRIORITIES, { error: 'Priorità non valida' }).default('media'),
  estimate_hours: z
    .number({ error: 'La stima deve essere un numero' })
    .finite()
    .min(0, 'La stima non può essere negativa')
    .max(10_000, 'Stima troppo alta')
    .nullable()
    .default(null),
  due_date: NullableDate.default(null),
});
/** The most open tasks a project holds: its board is one list, so it must stay bounded (docs/security.md). */
export const MAX_TASKS_PER_PROJECT = 2000;
export const TASK_LIMIT_MESSAGE = `Un progetto può contenere al massimo ${MAX_TASKS_PER_PROJECT} attività: elimina quelle non più utili`;

export const TaskInput = TaskFields;
export type TaskInput = z.infer<typeof TaskInput>;
export type TaskFormInput = z.input<typeof TaskInput>;
export const TaskUpdate = z.object({
  title: TaskFields.shape.title.optional(),
  description: TaskFields.shape.description.removeDefault().optional(),
  assignee_id: TaskFields.shape.assignee_id.removeDefault().optional(),
  status: TaskFields.shape.status.removeDefault().optional(),
  priority: TaskFields.shape.priority.removeDefault().optional(),
  estimate_hours: TaskFields.shape.estimate_hours.removeDefault().optional(),
  due_date: TaskFields.shape.due_date.removeDefault().optional(),
});
export type TaskUpdate = z.infer<typeof TaskUpdate>;

export const Task = z.object({
  id: z.uuid(),
  project_id: z.string(),
  title: z.string(),
  description: z.string(),
  assignee_id: z.string().nullable(),
  assignee_name: z.string().nullable(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  estimate_hours: z.number().nullable(),
  due_date: z.string().nullable(),
  position: z.number(),
  completed_at: z.string().nullable(),
  logged_hours: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Task = z.infer<typeof Task>;

/** `GET /api/projects/:id/tasks`: every task of the project (the board needs them all), filtered. */
export const TaskListQuery = z.object({
  /** A user id, or 'none' for unassigned tasks. */
  assignee: z.union([z.uuid(), z.literal('none')], { error: 'Assegnatario non valido' }).optional(),
  status: z.enum(TASK_STATUSES, { error: 'Stato non valido' }).optional(),
  priority: z.enum(TASK_PRIORITIES, { error: 'Priorità non valida' }).optional(),
  q: z.string().trim().max(100, 'Ricerca troppo lunga').optional(),
});
export type TaskListQuery = z.infer<typeof TaskListQuery>;

/**
 * `POST /api/tasks/:id/move` (Kanban): the target column, and where in it — right before `before_id`, right
 * after `after_id`, or at the 0-based `position`; none of them = at the end.
 */
export const TaskMove = z.object({
  status: z.enum(TASK_STATUSES, { error: 'Stato non valido' }),
  before_id: z.uuid().optional(),
  after_id: z.uuid().optional(),
  position: z.number().int().min(0).optional(),
});
export type TaskMove = z.infer<typeof TaskMove>;

export const TaskBulkUpdate = z.object({
  ids: z.array(z.uuid()).min(1, 'Seleziona almeno un task').max(200, 'Al massimo 200 task alla volta'),
  changes: z
    .object({
      status: TaskFields.shape.status.removeDefault().optional(),
      assignee_id: TaskFields.shape.assignee_id.removeDefault().optional(),
      priority: TaskFields.shape.priority.removeDefault().optional(),
      due_date: TaskFields.shape.due_date.removeDefault().optional(),
    })
    .refine((c) => Object.values(c).some((v) => v !== undefined), 'Indica almeno una modifica'),
});
export type TaskBulkUpdate = z.infer<typeof TaskBulkUpdate>;
