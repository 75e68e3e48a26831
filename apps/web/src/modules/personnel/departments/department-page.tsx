import type { DepartmentDetail } from '@portale/shared';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Building2, ChevronRight, Network, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { useCan } from '@/platform/use-can';
import { Button, buttonStyles } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { SectionCard } from '@/ui/section-card';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { PersonnelSectionBar } from '../section-bar';
import { PERSONNEL_TITLES } from '../titles';
import { AddMembersDialog } from './add-members-dialog';
import { departmentQueryOptions, useDepartment } from './api/get-department';
import { DeleteDepartmentDialog } from './delete-department-dialog';
import { MembersCard } from './department-members-card';
import { DEPARTMENTS_TEXT as TEXT } from './strings';

const route = getRouteApi('/app/personnel/departments/$departmentId/');

/**
 * `/app/personnel/departments/{id}`: head, members, sub-departments and the path up to the top. The route loader
 * prefetches the department; the header follows it once it is there.
 */
export function DepartmentPage() {
  const { departmentId } = route.useParams();
  const navigate = route.useNavigate();
  const department = useQuery(departmentQueryOptions(departmentId)).data;
  const canManage = useCan('manage_users');
  const isAdmin = useCan('admin_access');
  const [deleting, setDeleting] = useState(false);

  return (
    <div className="space-y-6">
      <PageHeader
        title={department?.name ?? PERSONNEL_TITLES.departments}
        description={department?.description || undefined}
        actions={
          canManage &&
          department && (
            <>
              <Link
                to="/app/personnel/departments/$departmentId/edit"
                params={{ departmentId: department.id }}
                className={buttonStyles({ variant: 'secondary' })}
              >
                <Pencil className="size-4" aria-hidden="true" />
                {UI_TEXT.edit}
              </Link>
              <Button
                variant="danger"
                icon={<Trash2 className="size-4" aria-hidden="true" />}
                onClick={() => setDeleting(true)}
              >
                {UI_TEXT.delete}
              </Button>
            </>
          )
        }
      />
      <PersonnelSectionBar />
      <QueryBoundary
        key={departmentId}
        fallback={<DepartmentSkeleton />}
        errorTitle={TEXT.loadFailed}
        notFound={<EmptyState icon={Building2} title={TEXT.notFound} action={<BackLink isAdmin={isAdmin} />} />}
      >
        <DepartmentView departmentId={departmentId} canManage={canManage} isAdmin={isAdmin} />
      </QueryBoundary>
      <DeleteDepartmentDialog
        department={deleting && department ? department : null}
        onClose={() => setDeleting(false)}
        onDeleted={() =>
          void navigate({
            to: isAdmin ? '/app/personnel/admin' : '/app/personnel/orgchart',
            search: isAdmin ? { tab: 'dipartimenti' } : undefined,
          })
        }
      />
    </div>
  );
}

type DepartmentViewProps = { departmentId: string; canManage: boolean; isAdmin: boolean };

function DepartmentView({ departmentId, canManage, isAdmin }: DepartmentViewProps) {
  const { data: department } = useDepartment(departmentId);
  const [adding, setAdding] = useState(false);
  return (
    <>
      <Breadcrumb department={department} isAdmin={isAdmin} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <MembersCard department={department} canManage={canManage} onAdd={() => setAdding(true)} />
        </div>
        <div className="space-y-6">
          <DetailsCard department={department} />
          <SubDepartmentsCard department={department} />
        </div>
      </div>
      {canManage && <AddMembersDialog department={department} open={adding} onOpenChange={setAdding} />}
    </>
  );
}

function Breadcrumb({ department, isAdmin }: { department: DepartmentDetail; isAdmin: boolean }) {
  return (
    <nav aria-label={TEXT.breadcrumb}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
        <li>
          {isAdmin ? (
            <Link
              to="/app/personnel/admin"
              search={{ tab: 'dipartimenti' }}
              className="hover:underline text-slate-700 dark:text-slate-300"
            >
              {PERSONNEL_TITLES.departments}
            </Link>
          ) : (
            PERSONNEL_TITLES.departments
          )}
        </li>
        {department.path.map((p) => (
          <li key={p.id} className="flex items-center gap-1">
            <ChevronRight className="size-4" aria-hidden="true" />
            <Link
              to="/app/personnel/departments/$departmentId"
              params={{ departmentId: p.id }}
              className="text-slate-700 hover:underline dark:text-slate-300"
            >
              {p.name}
            </Link>
          </li>
        ))}
        <li className="flex items-center gap-1">
          <ChevronRight className="size-4" aria-hidden="true" />
          <span aria-current="page" className="font-medium text-slate-900 dark:text-white">
            {department.name}
          </span>
        </li>
      </ol>
    </nav>
  );
}

function DetailsCard({ department }: { department: DepartmentDetail }) {
  return (
    <SectionCard title={TEXT.details}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">{TEXT.code}</dt>
        <dd className="font-mono text-slate-900 dark:text-white">{department.code ?? '—'}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{TEXT.head}</dt>
        <dd className="text-slate-900 dark:text-white">
          {department.head_user_id && department.head_name ? (
            <Link
              to="/app/personnel/$personId"
              params={{ personId: department.head_user_id }}
              className="text-indigo-700 hover:underline dark:text-indigo-300"
            >
              {department.head_name}
            </Link>
          ) : (
            TEXT.noHead
          )}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">{TEXT.costCenter}</dt>
        <dd className="font-mono text-slate-900 dark:text-white">{department.cost_center ?? TEXT.noCostCenter}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{TEXT.members}</dt>
        <dd className="text-slate-900 dark:text-white">{department.members_count}</dd>
      </dl>
      <Link
        to="/app/personnel/orgchart"
        className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
      >
        <Network className="size-4" aria-hidden="true" />
        {TEXT.orgchart}
      </Link>
    </SectionCard>
  );
}

function SubDepartmentsCard({ department }: { department: DepartmentDetail }) {
  return (
    <SectionCard title={TEXT.subDepartments}>
      {department.children.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.noSubDepartments}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {department.children.map((child) => (
            <li key={child.id} className="flex items-center justify-between gap-3 py-2">
              <Link
                to="/app/personnel/departments/$departmentId"
                params={{ departmentId: child.id }}
                className="font-medium text-slate-900 hover:underline dark:text-white"
              >
                {child.name}
              </Link>
              <span className="text-sm text-slate-600 dark:text-slate-400">
                {TEXT.membersCount(child.members_count)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function DepartmentSkeleton() {
  return (
    <div role="status" aria-busy="true" className="space-y-6">
      <span className="sr-only">{UI_TEXT.loading}</span>
      <Skeleton className="h-5 w-64" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/** Back to where the departments are listed: 'Gestione' for admins, the org chart for everyone else. */
function BackLink({ isAdmin }: { isAdmin: boolean }) {
  return isAdmin ? (
    <Link to="/app/personnel/admin" search={{ tab: 'dipartimenti' }} className={buttonStyles({ variant: 'secondary' })}>
      {TEXT.back}
    </Link>
  ) : (
    <Link to="/app/personnel/orgchart" className={buttonStyles({ variant: 'secondary' })}>
      {TEXT.orgchart}
    </Link>
  );
}
