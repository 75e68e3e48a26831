import { AUDIT_TARGET_TYPES, type AuditEntry } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useFeatureEnabled } from '@/platform/flags-store';

const linkClass = 'font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300';

/** The page of an object, where the portal has one and its module is on; the log's viewer is an administrator. */
function TargetLink({ type, id, children }: { type: string; id: string | null; children: ReactNode }) {
  const personnel = useFeatureEnabled('personnel_module');
  const timesheet = useFeatureEnabled('timesheet_module');
  if (type === 'tenant_config')
    return (
      <Link to="/app/admin/settings" className={linkClass}>
        {children}
      </Link>
    );
  if (!id) return <span className="font-medium text-slate-900 dark:text-white">{children}</span>;
  if (type === 'project' && timesheet)
    return (
      <Link to="/app/projects/$projectId" params={{ projectId: id }} className={linkClass}>
        {children}
      </Link>
    );
  if ((type === 'employee' || type === 'timesheet_week') && personnel)
    return (
      <Link to="/app/personnel/$personId" params={{ personId: id }} className={linkClass}>
        {children}
      </Link>
    );
  if (type === 'department' && personnel)
    return (
      <Link to="/app/personnel/departments/$departmentId" params={{ departmentId: id }} className={linkClass}>
        {children}
      </Link>
    );
  if (type === 'performance_review' && personnel)
    return (
      <Link to="/app/personnel/performance/reviews/$reviewId" params={{ reviewId: id }} className={linkClass}>
        {children}
      </Link>
    );
  return <span className="font-medium text-slate-900 dark:text-white">{children}</span>;
}

/** What an entry is about: the kind of object in Italian and its name, linked to its page where there is one. */
export function AuditTargetCell({ entry }: { entry: AuditEntry }) {
  if (!entry.target_type) return <>—</>;
  const kind = AUDIT_TARGET_TYPES[entry.target_type] ?? entry.target_type;
  const name = entry.target_name ?? (entry.target_type === 'tenant_config' ? kind : null);
  return (
    <span className="flex max-w-56 flex-col gap-0.5 whitespace-normal">
      <span className="text-xs text-slate-600 dark:text-slate-400">{kind}</span>
      {name && (
        <TargetLink type={entry.target_type} id={entry.target_id}>
          {name}
        </TargetLink>
      )}
    </span>
  );
}
