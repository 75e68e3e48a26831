import { formatEuro, formatHours, type Project, type ProjectMember } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { useCan } from '@/platform/use-can';
import { Avatar } from '@/ui/avatar';
import { buttonStyles } from '@/ui/button';
import { DataTable } from '@/ui/data-table';
import { useMembers } from '../api/get-members';
import { PROJECTS_TEXT } from '../strings';
import { ProgressBar } from './status-badge';

const TEXT = PROJECTS_TEXT.team;

/** The "Team" tab: who works on the project, with role, allocation, hours and open tasks (suspends). */
export function TeamTab({ project }: { project: Project }) {
  const { data: members, isFetching } = useMembers(project.id);
  const canOpenEdit = useCan('edit_project') && project.can_edit && !project.deleted_at;
  // Rates come only to those who may see them (docs/timesheet.md, "Chi vede cosa"): no column otherwise.
  const showRate = members.some((m) => m.hourly_rate !== undefined);
  const manage = canOpenEdit ? (
    <Link
      to="/app/projects/$projectId/edit"
      params={{ projectId: project.id }}
      className={buttonStyles({ variant: 'secondary' })}
    >
      {TEXT.manage}
    </Link>
  ) : undefined;
  return (
    <div className="flex flex-col gap-4">
      {manage && members.length > 0 && <div className="flex justify-end">{manage}</div>}
      <DataTable
        caption={TEXT.caption}
        rowKey={(row) => row.user_id}
        rows={members}
        loading={isFetching}
        empty={{ title: TEXT.emptyTitle, hint: canOpenEdit ? TEXT.emptyHint : undefined, icon: Users, action: manage }}
        columns={[
          {
            id: 'person',
            header: TEXT.person,
            cell: (row) => (
              <div className="flex items-center gap-3">
                <Avatar name={row.name} size="sm" decorative />
                <div>
                  <p className="font-medium text-slate-900 dark:text-white">
                    {row.name}
                    {row.user_id === project.manager_id && (
                      <span className="ml-2 text-xs font-normal text-slate-600 dark:text-slate-400">
                        ({PROJECTS_TEXT.detail.manager.toLowerCase()})
                      </span>
                    )}
                  </p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">{row.project_role || row.email}</p>
                </div>
              </div>
            ),
          },
          {
            id: 'allocation',
            header: TEXT.allocation,
            className: 'hidden sm:table-cell',
            cell: (row) => <ProgressBar value={row.allocation_pct} label={`${TEXT.allocation} ${row.name}`} />,
          },
          {
            id: 'hours',
            header: TEXT.hours,
            className: 'text-right',
            cell: (row) => <span className="tabular-nums">{formatHours(row.hours_logged)}</span>,
          },
          {
            id: 'open',
            header: TEXT.openTasks,
            className: 'hidden text-right md:table-cell',
            cell: (row) => <span className="tabular-nums">{row.open_tasks}</span>,
          },
          ...(showRate
            ? [
                {
                  id: 'rate',
                  header: TEXT.rate,
                  className: 'hidden text-right lg:table-cell',
                  cell: (row: ProjectMember) => {
                    const rate = row.hourly_rate ?? project.hourly_rate ?? null;
                    return rate === null ? '—' : `${formatEuro(rate)}/h`;
                  },
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
