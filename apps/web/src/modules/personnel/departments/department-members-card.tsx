import type { DepartmentDetail, DepartmentMember } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { UserMinus, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Avatar } from '@/ui/avatar';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { SectionCard } from '@/ui/section-card';
import { useRemoveDepartmentMember } from './api/remove-department-member';
import { DEPARTMENTS_TEXT as TEXT } from './strings';

type MembersCardProps = { department: DepartmentDetail; canManage: boolean; onAdd: () => void };

/** The department's members; HR adds people (moving them here) and removes them. */
export function MembersCard({ department, canManage, onAdd }: MembersCardProps) {
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
        error={remove.isError ? errorMessage(remove.error) : undefined}
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
