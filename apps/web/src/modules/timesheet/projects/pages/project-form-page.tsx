import { zodResolver } from '@hookform/resolvers/zod';
import type { Project, ProjectInput, ProjectMember } from '@portale/shared';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, FolderX } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@/platform/api-error';
import { useAuthStore } from '@/platform/auth-store';
import { DraftRestoredNotice, DraftSaveStatus } from '@/platform/drafts/draft-status';
import { useAutosaveDraft } from '@/platform/drafts/use-autosave-draft';
import { useUnsavedChangesBlocker } from '@/platform/drafts/use-unsaved-changes-blocker';
import { applyFormError } from '@/platform/form-errors';
import { QueryBoundary } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { Button, buttonStyles } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { SectionCard } from '@/ui/section-card';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { useMembers } from '../api/get-members';
import { useProject } from '../api/get-project';
import { useProjectPeople } from '../api/project-people';
import { useSaveMembers } from '../api/save-members';
import { useSaveProject } from '../api/save-project';
import { type MemberDraft, type MemberErrors, MembersEditor } from '../components/members-editor';
import { GeneralSection, PlanningSection } from '../components/project-form-sections';
import { type ProjectDraft, projectDraftKey, projectFromDraft } from '../project-form-draft';
import {
  draftOf,
  FIELDS,
  ProjectFormSchema,
  type ProjectFormValues,
  parseMembers,
  valuesOf,
} from '../project-form-values';
import { PROJECTS_TEXT } from '../strings';

const TEXT = PROJECTS_TEXT.form;

export type ProjectFormPageProps = { projectId?: string };

/**
 * `/app/projects/create` and `/app/projects/{id}/edit` (edit_project): one form for both. The route loader
 * prefetches the people (the manager's and team's choices) and, to edit, the project and its team.
 */
export function ProjectFormPage({ projectId }: ProjectFormPageProps) {
  if (!projectId) return <ProjectForm project={null} members={null} />;
  return (
    <QueryBoundary
      fallback={<FormSkeleton />}
      errorTitle={TEXT.loadFailed}
      notFound={<EmptyState icon={FolderX} title={PROJECTS_TEXT.detail.notFound} />}
    >
      <EditProject projectId={projectId} />
    </QueryBoundary>
  );
}

function EditProject({ projectId }: { projectId: string }) {
  const { data: project } = useProject(projectId);
  const { data: members } = useMembers(projectId);
  // The form copies the project and team once (keyed): a refetch never overwrites what was typed.
  return <ProjectForm key={project.id} project={project} members={members} />;
}

function FormSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{UI_TEXT.loading}</span>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

type ProjectFormProps = { project: Project | null; members: ProjectMember[] | null };

function ProjectForm({ project, members }: ProjectFormProps) {
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const people = useProjectPeople();
  const save = useSaveProject();
  const saveTeam = useSaveMembers();
  const [initialTeam] = useState<MemberDraft[]>(() =>
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
  const [team, setTeamState] = useState(initialTeam);
  const [teamChanged, setTeamChanged] = useState(false);
  const setTeam = (next: MemberDraft[]) => {
    setTeamState(next);
    setTeamChanged(true);
  };
  const [teamErrors, setTeamErrors] = useState<MemberErrors>({});
  const [defaults] = useState(() => valuesOf(project, user?.id));
  const { register, handleSubmit, setError, formState, watch, reset, setValue } = useForm<
    ProjectFormValues,
    unknown,
    ProjectInput
  >({
    resolver: zodResolver(ProjectFormSchema),
    defaultValues: defaults,
  });
  const pending = save.isPending || saveTeam.isPending;
  // Issue 15: the form is kept as the user's draft until it is saved, and leaving it asks first.
  const dirty = formState.isDirty || teamChanged;
  const autosave = useAutosaveDraft<ProjectDraft>({
    moduleKey: 'timesheet',
    draftKey: projectDraftKey(project?.id),
    title: project ? TEXT.editTitle(`${project.code} · ${project.name}`) : TEXT.createTitle,
    value: { values: watch(), team },
    enabled: dirty && !pending,
    onRestore: (payload) => {
      const restored = projectFromDraft(payload, defaults);
      if (!restored) return false;
      reset(restored.values, { keepDefaultValues: true });
      setTeam(restored.team);
      return true;
    },
  });
  const leave = useUnsavedChangesBlocker(dirty);
  const revert = () => {
    reset(defaults);
    setTeamState(initialTeam);
    setTeamChanged(false);
  };

  const onSubmit = handleSubmit(async (values) => {
    const parsedTeam = parseMembers(team);
    setTeamErrors(parsedTeam.errors);
    if (Object.keys(parsedTeam.errors).length > 0) return;
    let saved: Project;
    try {
      saved = await save.mutateAsync({ id: project?.id ?? null, body: values });
    } catch (error) {
      toast.error(UI_TEXT.saveFailed, applyFormError(error, setError, FIELDS) ?? undefined);
      return;
    }
    try {
      await saveTeam.mutateAsync({
        projectId: saved.id,
        body: { members: parsedTeam.members.filter((m) => m !== null) },
      });
      toast.success(project ? TEXT.updated : TEXT.created, `${saved.code} · ${saved.name}`);
    } catch (error) {
      toast.error(TEXT.teamFailed, errorMessage(error));
    }
    await autosave.discard();
    leave.allowNavigation();
    void navigate({ to: '/app/projects/$projectId', params: { projectId: saved.id } });
  });

  const clientId = watch('client_id');
  const managerOptions = (people.data ?? []).map((p) => ({ value: p.id, label: p.name }));
  if (project?.manager_id && project.manager_name && !managerOptions.some((o) => o.value === project.manager_id)) {
    managerOptions.push({ value: project.manager_id, label: project.manager_name });
  }
  if (!project && user && !managerOptions.some((o) => o.value === user.id)) {
    managerOptions.push({ value: user.id, label: `${user.first_name} ${user.last_name}` });
  }
  const back = project
    ? ({ to: '/app/projects/$projectId', params: { projectId: project.id } } as const)
    : ({ to: '/app/projects' } as const);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link
          {...back}
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
      <DraftRestoredNotice draft={autosave} onDiscard={revert} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <GeneralSection
          register={register}
          errors={formState.errors}
          color={watch('color')}
          client={clientId ? { id: clientId, name: watch('client_label') } : null}
          onClientChange={(client) => {
            setValue('client_id', client?.id ?? '', { shouldDirty: true });
            setValue('client_label', client?.name ?? '', { shouldDirty: true });
          }}
        />
        <PlanningSection
          register={register}
          errors={formState.errors}
          managerOptions={managerOptions}
          peopleLoaded={people.data !== undefined}
        />
        <SectionCard title={TEXT.team} description={TEXT.teamHint}>
          <MembersEditor members={team} onChange={setTeam} people={people.data ?? []} errors={teamErrors} />
        </SectionCard>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
          <DraftSaveStatus draft={autosave} />
          <Link {...back} className={buttonStyles({ variant: 'secondary' })}>
            {UI_TEXT.cancel}
          </Link>
          <Button type="submit" loading={pending}>
            {project ? TEXT.save : TEXT.createSubmit}
          </Button>
        </div>
      </form>
      {leave.dialog}
    </div>
  );
}
