import { PROJECT_BILLING_LABELS, type Project } from '@portale/shared';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, FilePlus2, FolderX, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { useFeatureEnabled } from '@/platform/flags-store';
import { QueryBoundary } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { useCan } from '@/platform/use-can';
import { Alert } from '@/ui/alert';
import { Button, buttonStyles } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { useDeleteProject } from '../api/delete-project';
import { useProject } from '../api/get-project';
import { useRestoreProject } from '../api/restore-project';
import { ActivitySkeleton, ActivityTab } from '../components/activity-tab';
import { ClientName } from '../components/client-name';
import { OverviewSkeleton, OverviewTab } from '../components/overview-tab';
import { ColorDot, ProjectStatusBadge } from '../components/status-badge';
import { TasksTab } from '../components/tasks-tab';
import { TeamTab } from '../components/team-tab';
import { TimeTab } from '../components/time-tab';
import { formatPeriod } from '../format';
import { PROJECT_TABS, type ProjectTab } from '../search';
import { PROJECTS_TEXT } from '../strings';

const TEXT = PROJECTS_TEXT.detail;
const route = getRouteApi('/app/projects/$projectId/');

/**
 * `/app/projects/{id}`: the project with its tabs (in the URL: `?tab=task`). The route loader prefetches the
 * project and the open tab's data; each tab shows its own loading and failure.
 */
export function ProjectDetailPage() {
  const { projectId } = route.useParams();
  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <QueryBoundary
        key={projectId}
        fallback={<ProjectSkeleton />}
        errorTitle={TEXT.loadError}
        notFound={<EmptyState icon={FolderX} title={TEXT.notFound} hint={TEXT.notFoundHint} />}
      >
        <ProjectDetail projectId={projectId} />
      </QueryBoundary>
    </div>
  );
}

function ProjectDetail({ projectId }: { projectId: string }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data: p } = useProject(projectId);
  const tab: ProjectTab = search.tab ?? (search.task ? 'task' : 'panoramica');
  const section = (content: ReactNode, fallback?: ReactNode) => (
    <QueryBoundary fallback={fallback} errorTitle={TEXT.tabError}>
      {content}
    </QueryBoundary>
  );
  return (
    <>
      <ProjectHeader project={p} />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          void navigate({
            search: (previous) => ({
              ...previous,
              tab: value === 'panoramica' ? undefined : (value as ProjectTab),
              task: undefined,
              page: undefined,
            }),
            replace: true,
          })
        }
      >
        <TabsList aria-label={TEXT.tabsLabel}>
          {PROJECT_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {TEXT.tabs[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="panoramica">{section(<OverviewTab project={p} />, <OverviewSkeleton />)}</TabsContent>
        {/* The task tab's filters stay out of its boundary: only the tasks suspend. */}
        <TabsContent value="task">
          <TasksTab project={p} />
        </TabsContent>
        <TabsContent value="team">{section(<TeamTab project={p} />)}</TabsContent>
        <TabsContent value="ore">{section(<TimeTab project={p} />)}</TabsContent>
        <TabsContent value="attivita">{section(<ActivityTab project={p} />, <ActivitySkeleton />)}</TabsContent>
      </Tabs>
    </>
  );
}

function ProjectSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{UI_TEXT.loading}</span>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function BackLink() {
  const canList = useCan('view_all_projects');
  return (
    <div>
      <Link
        to={canList ? '/app/projects' : '/app/dashboard'}
        className="inline-flex items-center gap-1 text-sm text-slate-700 hover:underline dark:text-slate-300"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {canList ? TEXT.back : TEXT.backToDashboard}
      </Link>
    </div>
  );
}

function ProjectHeader({ project }: { project: Project }) {
  const navigate = useNavigate();
  const canEditAny = useCan('edit_project');
  // A live time-and-materials project of a client: its approved hours become a pre-invoice (sales, issue 18).
  const canInvoice = useCan('manage_invoices');
  const sales = useFeatureEnabled('sales_module');
  const canBillHours =
    canInvoice && sales && !project.deleted_at && project.billing_type === 'tempo_materiali' && project.client !== null;
  const remove = useDeleteProject();
  const restore = useRestoreProject();
  const [confirming, setConfirming] = useState(false);
  const facts: [string, ReactNode][] = [
    [TEXT.client, <ClientName key="client" client={project.client} fallback={PROJECTS_TEXT.noClient} />],
    [TEXT.manager, project.manager_name ?? '—'],
    [TEXT.period, formatPeriod(project.start_date, project.end_date)],
    [TEXT.billing, PROJECT_BILLING_LABELS[project.billing_type]],
  ];
  return (
    <div className="flex flex-col gap-4">
      {project.deleted_at && (
        <Alert variant="warning" title={TEXT.deletedBanner}>
          {canEditAny && (
            <Button
              size="sm"
              variant="secondary"
              className="mt-2"
              loading={restore.isPending}
              icon={<RotateCcw className="size-4" aria-hidden="true" />}
              onClick={() =>
                restore.mutate(project.id, {
                  onSuccess: () => toast.success(PROJECTS_TEXT.list.restored),
                  onError: (error) => toast.error(errorMessage(error)),
                })
              }
            >
              {PROJECTS_TEXT.list.restore}
            </Button>
          )}
        </Alert>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <ColorDot color={project.color} className="size-3.5" />
            <span className="font-mono text-sm text-slate-600 dark:text-slate-400">{project.code}</span>
            <ProjectStatusBadge status={project.status} />
          </div>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{project.name}</h1>
        </div>
        {!project.deleted_at && (project.can_edit || canEditAny || canBillHours) && (
          <div className="flex shrink-0 flex-wrap gap-2">
            {canBillHours && (
              <Link
                to="/app/invoicing/pre-invoices/new"
                search={{ source: 'ore', project: project.id }}
                className={buttonStyles({ variant: 'secondary' })}
              >
                <FilePlus2 className="size-4" aria-hidden="true" />
                {TEXT.billHours}
              </Link>
            )}
            {canEditAny && (
              <Link
                to="/app/projects/$projectId/edit"
                params={{ projectId: project.id }}
                className={buttonStyles({ variant: 'secondary' })}
              >
                <Pencil className="size-4" aria-hidden="true" />
                {UI_TEXT.edit}
              </Link>
            )}
            {canEditAny && (
              <Button
                variant="ghost"
                className="text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50"
                icon={<Trash2 className="size-4" aria-hidden="true" />}
                onClick={() => setConfirming(true)}
              >
                {UI_TEXT.delete}
              </Button>
            )}
          </div>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm lg:grid-cols-4 dark:border-slate-800 dark:bg-slate-900">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="mt-0.5 font-medium break-words text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
      {project.tags.length > 0 && (
        <ul aria-label={PROJECTS_TEXT.form.tags} className="-mt-1 flex flex-wrap gap-1.5">
          {project.tags.map((tag) => (
            <li
              key={tag}
              className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300"
            >
              {tag}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={TEXT.deleteTitle(project.code)}
        description={TEXT.deleteDescription}
        confirmLabel={UI_TEXT.delete}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : undefined}
        onConfirm={() =>
          remove.mutate(project.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(TEXT.deleted, `${project.code} · ${project.name}`);
              void navigate({ to: '/app/projects' });
            },
          })
        }
      />
    </div>
  );
}
