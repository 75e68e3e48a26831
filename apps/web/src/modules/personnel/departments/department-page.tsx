import type { DepartmentDetail, DepartmentMember } from '@portale/shared';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { ChevronRight, Network, Pencil, RotateCw, Trash2, UserMinus, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/platform/toast/toast';
import { useCan } from '@/platform/use-can';
import { Alert } from '@/ui/alert';
import { Avatar } from '@/ui/avatar';
import { Badge } from '@/ui/badge';
import { Button, buttonStyles } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { SectionCard } from '@/ui/section-card';
import { Skeleton } from '@/ui/skeleton';
import { PersonnelSectionBar } from '../section-bar';
import { PERSONNEL_TEXT } from '../strings';
import { AddMembersDialog } from './add-members-dialog';
import { useDepartment } from './api/get-department';
import { useRemoveDepartmentMember } from './api/save-department';
import { DeleteDepartmentDialog } from './delete-department-dialog';
import { messageOf } from './errors';
import { DEPARTMENTS_TEXT as TEXT } from './strings';

/** `/app/personnel/departments/{id}`: head, members, sub-departments and the path up to the top. */
export function DepartmentPage() {
  const { departmentId } = useParams({ from: '/app/personnel/departments/$departmentId/' });
  const department = useDepartment(departmentId);

  if (department.isError) {
    return (
      <div className="space-y-6">
        <PageHeader title={PERSONNEL_TEXT.departments} />
        <PersonnelSectionBar />
        <Alert variant="error" title={TEXT.loadFailed}>
          <p>{messageOf(department.error)}</p>
          <Button
            size="sm"
            variant="secondary"
            className="mt-2"
            icon={<RotateCw className="size-4" aria-hidden="true" />}
            onClick={() => void department.refetch()}
          >
            {TEXT.retry}
          </Button>
        </Alert>
      </div>
    );
  }
  if (!department.data) {
    return (
      <div role="status" className="space-y-6">
        <span className="sr-only">{PERSONNEL_TEXT.departments}</span>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  return <DepartmentView department={department.data} />;
}

function DepartmentView({ department }: { department: DepartmentDetail }) {
  const canManage = useCan('manage_users');
  const isAdmin = useCan('admin_access');
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [adding, setAdding] = useState(false);

  return (
    <div className="space-y-6">
      <PageHeader
        title={department.name}
        description={department.description || undefined}
        actions={
          canManage && (
            <>
              <Link
                to="/app/personnel/departments/$departmentId/edit"
                params={{ departmentId: department.id }}
                className={buttonStyles({ variant: 'secondary' })}
              >
                <Pencil className="size-4" aria-hidden="true" />
                {TEXT.edit}
              </Link>
              <Button
                variant="danger"
                icon={<Trash2 className="size-4" aria-hidden="true" />}
                onClick={() => setDeleting(true)}
              >
                {TEXT.delete}
              </Button>
            </>
          )
        }
      />
      <PersonnelSectionBar />
      <nav aria-label={TEXT.breadcrumb}>
        <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
          <li>
            {isAdmin ? (
              <Link
                to="/app/personnel/admin"
                search={{ tab: 'dipartimenti' }}
                className="hover:underline text-slate-700 dark:text-slate-300"
              >
                {PERSONNEL_TEXT.departments}
              </Link>
            ) : (
              PERSONNEL_TEXT.departments
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

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <MembersCard department={department} canManage={canManage} onAdd={() => setAdding(true)} />
        </div>
        <div className="space-y-6">
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
              <dd className="font-mono text-slate-900 dark:text-white">
                {department.cost_center ?? TEXT.noCostCenter}
              </dd>
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
        </div>
      </div>

      {canManage && <AddMembersDialog department={department} open={adding} onOpenChange={setAdding} />}
      <DeleteDepartmentDialog
        department={deleting ? department : null}
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

type MembersCardProps = { department: DepartmentDetail; canManage: boolean; onAdd: () => void };

function MembersCard({ department, canManage, onAdd }: MembersCardProps) {
  const remove = useRemoveDepartmentMember();
  const [toRemove, setToRemove] = useState<DepartmentMember | null>(null);
  return (
    <SectionCard title={`${TEXT.members} (${department.members.length})`} titleId="department-members-title">
      {canManage && (
        <div className="-mt-2 mb-4 flex justify-end">
          <Button
            size="sm"
            variant="secondary"
            icon={<UserPlus className="size-4" aria-hidden="true" />}
            onClick={onAdd}
          >
            {TEXT.addMembers}
          </Button>
        </div>
      )}
      {department.members.length === 0 ? (
        <EmptyState title={TEXT.noMembers} hint={TEXT.noMembersHint} icon={Users} />
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {department.members.map((m) => (
            <li key={m.user_id} className="flex items-center gap-3 py-3">
              <Avatar name={m.name} src={m.avatar_url} size="sm" decorative />
              <div className="min-w-0 flex-1">
                <Link
                  to="/app/personnel/$personId"
                  params={{ personId: m.user_id }}
                  className="font-medium text-slate-900 hover:underline dark:text-white"
                >
                  {m.name}
                </Link>
                <p className="truncate text-sm text-slate-600 dark:text-slate-400">{m.job_title || m.email}</p>
              </div>
              {m.is_head && <Badge tone="primary">{TEXT.headBadge}</Badge>}
              {canManage && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={TEXT.remove(m.name)}
                  title={TEXT.remove(m.name)}
                  onClick={() => setToRemove(m)}
                >
                  <UserMinus className="size-4" aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => {
          if (!open) {
            setToRemove(null);
            remove.reset();
          }
        }}
        title={TEXT.removeTitle(toRemove?.name ?? '')}
        description={TEXT.removeDescription}
        confirmLabel={TEXT.removeConfirm}
        pending={remove.isPending}
        error={remove.isError ? messageOf(remove.error) : undefined}
        onConfirm={() => {
          if (!toRemove) return;
          remove.mutate(
            { id: department.id, userId: toRemove.user_id },
            {
              onSuccess: () => {
                toast.success(TEXT.memberRemoved, toRemove.name);
                setToRemove(null);
              },
            },
          );
        }}
      />
    </SectionCard>
  );
}
