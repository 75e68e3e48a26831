import { zodResolver } from '@hookform/resolvers/zod';
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
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAuthStore } from '@/platform/auth-store';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button, buttonStyles } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { SectionCard } from '@/ui/section-card';
import { SelectField } from '@/ui/select-field';
import { Skeleton } from '@/ui/skeleton';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { useProject } from '../api/get-project';
import { useMembers, useSaveMembers } from '../api/members';
import { useProjectPeople } from '../api/project-people';
import { useSaveProject } from '../api/save-project';
import { type MemberDraft, type MemberErrors, MembersEditor } from '../components/members-editor';
import { applyFormError, messageOf } from '../errors';
import { decimalToText, parseDecimal, parseTags } from '../format';
import { PROJECTS_TEXT } from '../strings';

const TEXT = PROJECTS_TEXT.form;
const FIELDS = [
  'code',
  'name',
  'client_name',
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
type ProjectFormValues = {
  code: string;
  name: string;
  client_name: string;
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
const ProjectFormSchema = z.preprocess((v: ProjectFormValues) => {
  return {
    ...v,
    start_date: v.start_date || null,
    end_date: v.end_date || null,
    manager_id: v.manager_id || null,
    budget_hours: parseDecimal(v.budget_hours),
    budget_amount: parseDecimal(v.budget_amount),
    hourly_rate: parseDecimal(v.hourly_rate),
    tags: parseTags(v.tags),
  };
}, ProjectInput);

const BILLING_OPTIONS = PROJECT_BILLING_TYPES.map((value) => ({ value, label: PROJECT_BILLING_LABELS[value] }));
const STATUS_OPTIONS = PROJECT_STATUSES.map((value) => ({ value, label: PROJECT_STATUS_LABELS[value] }));

const valuesOf = (project: Project | null, userId: string | undefined): ProjectFormValues =>
  project
    ? {
        code: project.code,
        name: project.name,
        client_name: project.client_name,
        description: project.description,
        status: project.status,
        start_date: project.start_date ?? '',
        end_date: project.end_date ?? '',
        manager_id: project.manager_id ?? '',
        budget_hours: decimalToText(project.budget_hours),
        budget_amount: decimalToText(project.budget_amount),
        billing_type: project.billing_type,
        hourly_rate: decimalToText(project.hourly_rate),
        tags: project.tags.join(', '),
        color: project.color,
      }
    : {
        code: '',
        name: '',
        client_name: '',
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

const draftOf = (m: ProjectMember): MemberDraft => ({
  user_id: m.user_id,
  name: m.name,
  project_role: m.project_role,
  allocation_pct: String(m.allocation_pct),
  hourly_rate: decimalToText(m.hourly_rate),
  hourly_cost: decimalToText(m.hourly_cost),
});

/** Turns the team drafts into the API body, or the errors to show per row. */
function parseMembers(drafts: MemberDraft[]) {
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

export type ProjectFormPageProps = { projectId?: string };

/** `/app/projects/create` and `/app/projects/{id}/edit` (edit_project): one form for both. */
export function ProjectFormPage({ projectId }: ProjectFormPageProps) {
  return projectId ? <EditProject projectId={projectId} /> : <ProjectForm project={null} members={null} />;
}

function EditProject({ projectId }: { projectId: string }) {
  const project = useProject(projectId);
  const members = useMembers(projectId);
  if (project.isError || members.isError) {
    return (
      <Alert variant="error" title={TEXT.loadFailed}>
        <p>{messageOf(project.error ?? members.error)}</p>
        <Button
          size="sm"
          variant="secondary"
          className="mt-2"
          icon={<RotateCw className="size-4" aria-hidden="true" />}
          onClick={() => {
            void project.refetch();
            void members.refetch();
          }}
        >
          {PROJECTS_TEXT.retry}
        </Button>
      </Alert>
    );
  }
  if (!project.data || !members.data) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{PROJECTS_TEXT.form.editTitle('')}</span>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  return <ProjectForm key={project.data.id} project={project.data} members={members.data} />;
}

function ProjectForm({ project, members }: { project: Project | null; members: ProjectMember[] | null }) {
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const people = useProjectPeople();
  const save = useSaveProject();
  const saveTeam = useSaveMembers();
  const [team, setTeam] = useState<MemberDraft[]>(() =>
    members
      ? members.map(draftOf)
      : user
        ? [
            {
              user_id: user.id,
              name: `${user.first_name} ${user.last_name}`,
              project_role: 'Project manager',
              allocation_pct: '50',
              hourly_rate: '',
              hourly_cost: '',
            },
          ]
        : [],
  );
  const [teamErrors, setTeamErrors] = useState<MemberErrors>({});
  const { register, handleSubmit, setError, formState, watch } = useForm<ProjectFormValues, unknown, ProjectInput>({
    resolver: zodResolver(ProjectFormSchema),
    defaultValues: valuesOf(project, user?.id),
  });
  const errors = formState.errors;
  const pending = save.isPending || saveTeam.isPending;

  const onSubmit = handleSubmit(async (values) => {
    const parsedTeam = parseMembers(team);
    setTeamErrors(parsedTeam.errors);
    if (Object.keys(parsedTeam.errors).length > 0) return;
    let saved: Project;
    try {
      saved = await save.mutateAsync({ id: project?.id ?? null, body: values });
    } catch (error) {
      toast.error(TEXT.failed, applyFormError(error, setError, FIELDS) ?? undefined);
      return;
    }
    try {
      await saveTeam.mutateAsync({
        projectId: saved.id,
        body: { members: parsedTeam.members.filter((m) => m !== null) },
      });
      toast.success(project ? TEXT.updated : TEXT.created, `${saved.code} · ${saved.name}`);
    } catch (error) {
      toast.error(TEXT.teamFailed, messageOf(error));
    }
    void navigate({ to: '/app/projects/$projectId', params: { projectId: saved.id } });
  });

  const managerOptions = (people.data ?? []).map((p) => ({ value: p.id, label: p.name }));
  if (project?.manager_id && project.manager_name && !managerOptions.some((o) => o.value === project.manager_id)) {
    managerOptions.push({ value: project.manager_id, label: project.manager_name });
  }
  if (!project && user && !managerOptions.some((o) => o.value === user.id)) {
    managerOptions.push({ value: user.id, label: `${user.first_name} ${user.last_name}` });
  }
  const color = watch('color');

  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link
          to={project ? '/app/projects/$projectId' : '/app/projects'}
          params={project ? { projectId: project.id } : undefined}
          className="inline-flex items-center gap-1 text-sm text-slate-700 hover:underline dark:text-slate-300"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {project ? `${project.code} · ${project.name}` : PROJECTS_TEXT.detail.back}
        </Link>
      </div>
      <PageHeader
        title={project ? TEXT.editTitle(project.code) : TEXT.createTitle}
        description={TEXT.createDescription}
      />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <SectionCard title={TEXT.general}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={TEXT.code}
              hint={TEXT.codeHint}
              autoComplete="off"
              maxLength={20}
              className="[&_input]:font-mono [&_input]:uppercase"
              error={errors.code?.message}
              {...register('code')}
            />
            <TextField
              label={TEXT.name}
              autoComplete="off"
              maxLength={160}
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              label={TEXT.client}
              hint={TEXT.clientHint}
              autoComplete="off"
              maxLength={160}
              error={errors.client_name?.message}
              {...register('client_name')}
            />
            <SelectField
              label={TEXT.status}
              options={STATUS_OPTIONS}
              error={errors.status?.message}
              {...register('status')}
            />
            <TextareaField
              label={TEXT.description}
              rows={4}
              maxLength={10_000}
              className="sm:col-span-2"
              error={errors.description?.message}
              {...register('description')}
            />
            <TextField
              label={TEXT.tags}
              hint={TEXT.tagsHint}
              autoComplete="off"
              error={
                errors.tags?.message ??
                (errors.tags as unknown as { message?: string }[] | undefined)?.find?.(Boolean)?.message
              }
              {...register('tags')}
            />
            <div className="flex items-end gap-3">
              <TextField
                label={TEXT.color}
                autoComplete="off"
                maxLength={7}
                className="flex-1 [&_input]:font-mono"
                error={errors.color?.message}
                {...register('color')}
              />
              <span
                aria-hidden="true"
                className="mb-0.5 size-9 shrink-0 rounded-lg ring-1 ring-slate-300 dark:ring-slate-600"
                style={{ backgroundColor: /^#[0-9a-fA-F]{6}$/.test(color) ? color : 'transparent' }}
              />
            </div>
          </div>
        </SectionCard>

        <SectionCard title={TEXT.planning}>
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            <TextField
              label={TEXT.startDate}
              type="date"
              error={errors.start_date?.message}
              {...register('start_date')}
            />
            <TextField label={TEXT.endDate} type="date" error={errors.end_date?.message} {...register('end_date')} />
            <SelectField
              // The options arrive after the form: remounting lets the form set the chosen manager again.
              key={people.data ? 'people' : 'loading'}
              label={TEXT.manager}
              placeholder={TEXT.noManager}
              options={managerOptions}
              error={errors.manager_id?.message}
              {...register('manager_id')}
            />
            <SelectField
              label={TEXT.billing}
              options={BILLING_OPTIONS}
              error={errors.billing_type?.message}
              {...register('billing_type')}
            />
            <TextField
              label={TEXT.budgetHours}
              inputMode="decimal"
              autoComplete="off"
              error={errors.budget_hours?.message}
              {...register('budget_hours')}
            />
            <TextField
              label={TEXT.budgetAmount}
              inputMode="decimal"
              autoComplete="off"
              error={errors.budget_amount?.message}
              {...register('budget_amount')}
            />
            <TextField
              label={TEXT.hourlyRate}
              hint={TEXT.hourlyRateHint}
              inputMode="decimal"
              autoComplete="off"
              error={errors.hourly_rate?.message}
              {...register('hourly_rate')}
            />
          </div>
        </SectionCard>

        <SectionCard title={TEXT.team} description={TEXT.teamHint}>
          <MembersEditor members={team} onChange={setTeam} people={people.data ?? []} errors={teamErrors} />
        </SectionCard>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link
            to={project ? '/app/projects/$projectId' : '/app/projects'}
            params={project ? { projectId: project.id } : undefined}
            className={buttonStyles({ variant: 'secondary' })}
          >
            {PROJECTS_TEXT.cancel}
          </Link>
          <Button type="submit" loading={pending}>
            {project ? TEXT.save : TEXT.createSubmit}
          </Button>
        </div>
      </form>
    </div>
  );
}
