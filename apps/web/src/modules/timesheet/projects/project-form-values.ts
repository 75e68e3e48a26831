import {
  PROJECT_BILLING_LABELS,
  PROJECT_BILLING_TYPES,
  PROJECT_DEFAULT_COLOR,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  type Project,
  ProjectInput,
  type ProjectMember,
  ProjectMemberInput,
} from '@portale/shared';
import { z } from 'zod';
import type { MemberDraft, MemberErrors } from './components/members-editor';
import { decimalToText, parseDecimal, parseTags } from './format';
import { PROJECTS_TEXT } from './strings';

const TEXT = PROJECTS_TEXT.form;

/** The inputs, in the order the server's field errors are matched to them. */
export const FIELDS = [
  'code',
  'name',
  'client_id',
  'description',
  'status',
  'start_date',
  'end_date',
  'manager_id',
  'budget_hours',
  'budget_amount',
  'billing_type',
  'hourly_rate',
  'tags',
  'color',
] as const;

/** What the inputs hold: text for numbers (Italian comma), dates and tags. */
export type ProjectFormValues = {
  code: string;
  name: string;
  /** The client company's id ('' for an internal project) and its name, shown by the picker and kept in drafts. */
  client_id: string;
  client_label: string;
  description: string;
  status: Project['status'];
  start_date: string;
  end_date: string;
  manager_id: string;
  budget_hours: string;
  budget_amount: string;
  billing_type: Project['billing_type'];
  hourly_rate: string;
  tags: string;
  color: string;
};

/** The shared schema, fed from the form's text values. */
export const ProjectFormSchema = z.preprocess(({ client_label: _label, ...v }: ProjectFormValues) => {
  return {
    ...v,
    client_id: v.client_id || null,
    start_date: v.start_date || null,
    end_date: v.end_date || null,
    manager_id: v.manager_id || null,
    budget_hours: parseDecimal(v.budget_hours),
    budget_amount: parseDecimal(v.budget_amount),
    hourly_rate: parseDecimal(v.hourly_rate),
    tags: parseTags(v.tags),
  };
}, ProjectInput);

export const BILLING_OPTIONS = PROJECT_BILLING_TYPES.map((value) => ({ value, label: PROJECT_BILLING_LABELS[value] }));
export const STATUS_OPTIONS = PROJECT_STATUSES.map((value) => ({ value, label: PROJECT_STATUS_LABELS[value] }));

/** The form's values for a project, or a new one managed by the signed-in user. */
export const valuesOf = (project: Project | null, userId: string | undefined): ProjectFormValues =>
  project
    ? {
        code: project.code,
        name: project.name,
        client_id: project.client?.id ?? '',
        client_label: project.client?.name ?? '',
        description: project.description,
        status: project.status,
        start_date: project.start_date ?? '',
        end_date: project.end_date ?? '',
        manager_id: project.manager_id ?? '',
        budget_hours: decimalToText(project.budget_hours),
        budget_amount: decimalToText(project.budget_amount ?? null),
        billing_type: project.billing_type,
        hourly_rate: decimalToText(project.hourly_rate ?? null),
        tags: project.tags.join(', '),
        color: project.color,
      }
    : {
        code: '',
        name: '',
        client_id: '',
        client_label: '',
        description: '',
        status: 'pianificazione',
        start_date: '',
        end_date: '',
        manager_id: userId ?? '',
        budget_hours: '',
        budget_amount: '',
        billing_type: 'tempo_materiali',
        hourly_rate: '',
        tags: '',
        color: PROJECT_DEFAULT_COLOR,
      };

/** A team row of the form for a member. */
export const draftOf = (m: ProjectMember): MemberDraft => ({
  user_id: m.user_id,
  name: m.name,
  project_role: m.project_role,
  allocation_pct: String(m.allocation_pct),
  hourly_rate: decimalToText(m.hourly_rate ?? null),
  hourly_cost: decimalToText(m.hourly_cost ?? null),
});

/** Turns the team drafts into the API body, or the errors to show per row. */
export function parseMembers(drafts: MemberDraft[]) {
  const errors: MemberErrors = {};
  const members = drafts.map((d, index) => {
    const parsed = ProjectMemberInput.safeParse({
      user_id: d.user_id,
      project_role: d.project_role,
      allocation_pct: d.allocation_pct.trim() === '' ? 0 : parseDecimal(d.allocation_pct),
      hourly_rate: parseDecimal(d.hourly_rate),
      hourly_cost: parseDecimal(d.hourly_cost),
    });
    if (!parsed.success) {
      errors[index] = Object.fromEntries(
        parsed.error.issues.map((issue) => [
          String(issue.path[0]),
          issue.code === 'invalid_type' ? TEXT.notNumber : issue.message,
        ]),
      );
      return null;
    }
    return parsed.data;
  });
  return { members, errors };
}
