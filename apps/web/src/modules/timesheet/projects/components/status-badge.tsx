import { PROJECT_STATUS_LABELS, type ProjectStatus, TASK_PRIORITY_LABELS, type TaskPriority } from '@portale/shared';
import { Badge } from '@/ui/badge';
import { PRIORITY_TONES, STATUS_TONES } from '../format';

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{PROJECT_STATUS_LABELS[status]}</Badge>;
}

export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  return <Badge tone={PRIORITY_TONES[priority]}>{TASK_PRIORITY_LABELS[priority]}</Badge>;
}

/** The project's colour as a small dot; decorative (the code and name say which project it is). */
export function ColorDot({ color, className = 'size-3' }: { color: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 rounded-full ring-1 ring-black/10 dark:ring-white/20 ${className}`}
      style={{ backgroundColor: color }}
    />
  );
}

/** A thin progress bar with its percentage as text. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const pct = Math.max(0, Math.min(100, value));
  return (
    <div className="flex min-w-28 items-center gap-2">
      <div
        role="progressbar"
        aria-valuenow={pct}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={label}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full rounded-full bg-primary-600 dark:bg-primary-400" style={{ width: `${pct}%` }} />
      </div>
      <span className="w-10 text-right text-xs text-slate-700 tabular-nums dark:text-slate-300">{pct}%</span>
    </div>
  );
}
