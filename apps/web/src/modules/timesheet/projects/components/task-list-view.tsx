import {
  formatDay,
  formatHours,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type Task,
  type TaskBulkUpdate,
} from '@portale/shared';
import { useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { cx } from '@/ui/cx';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { useBulkUpdateTasks } from '../api/bulk-update-tasks';
import { isOverdue } from '../format';
import { PROJECTS_TEXT } from '../strings';
import { PriorityBadge } from './status-badge';
import type { AssigneeOption } from './task-dialog';

const TEXT = PROJECTS_TEXT.tasks;
const BULK = PROJECTS_TEXT.bulk;
const KEEP = '';
const NOBODY = '__none__';

export type TaskListViewProps = {
  projectId: string;
  tasks: readonly Task[];
  canWork: boolean;
  assignees: readonly AssigneeOption[];
  onOpen: (task: Task) => void;
};

/** The tasks as a table, with checkboxes to change status, assignee, priority or due date of many at once. */
export function TaskListView({ projectId, tasks, canWork, assignees, onOpen }: TaskListViewProps) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const visibleSelected = tasks.filter((t) => selected.has(t.id)).map((t) => t.id);
  const allSelected = tasks.length > 0 && visibleSelected.length === tasks.length;
  const toggle = (id: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="flex flex-col gap-3">
      {canWork && visibleSelected.length > 0 && (
        <BulkBar
          projectId={projectId}
          ids={visibleSelected}
          assignees={assignees}
          onDone={() => setSelected(new Set())}
        />
      )}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1).
        tabIndex={0}
        aria-label={TEXT.caption}
        className="relative overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800"
      >
        <table className="w-full min-w-max text-left text-sm">
          <caption className="sr-only">{TEXT.caption}</caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-300">
            <tr>
              {canWork && (
                <th scope="col" className="w-10 px-4 py-2.5">
                  <input
                    type="checkbox"
                    aria-label={TEXT.selectAll}
                    checked={allSelected}
                    onChange={() => setSelected(allSelected ? new Set() : new Set(tasks.map((t) => t.id)))}
                    className="size-4 accent-primary-600 dark:accent-primary-400"
                  />
                </th>
              )}
              <th scope="col" className="px-4 py-2.5">
                {TEXT.title}
              </th>
              <th scope="col" className="px-4 py-2.5">
                {TEXT.status}
              </th>
              <th scope="col" className="px-4 py-2.5">
                {TEXT.priority}
              </th>
              <th scope="col" className="px-4 py-2.5">
                {TEXT.assignee}
              </th>
              <th scope="col" className="px-4 py-2.5">
                {TEXT.dueDate}
              </th>
              <th scope="col" className="px-4 py-2.5 text-right">
                {PROJECTS_TEXT.task.estimate}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-900">
            {tasks.map((task) => (
              <tr
                key={task.id}
                className={cx(
                  'hover:bg-slate-50 dark:hover:bg-slate-800/40',
                  selected.has(task.id) && 'bg-primary-50/60 dark:bg-primary-950/40',
                )}
              >
                {canWork && (
                  <td className="px-4 py-3">
                    <input
                      type="checkbox"
                      aria-label={TEXT.select(task.title)}
                      checked={selected.has(task.id)}
                      onChange={() => toggle(task.id)}
                      className="size-4 accent-primary-600 dark:accent-primary-400"
                    />
                  </td>
                )}
                <td className="max-w-80 px-4 py-3 whitespace-normal">
                  <button
                    type="button"
                    onClick={() => onOpen(task)}
                    className="text-left font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-white dark:focus-visible:outline-primary-400"
                  >
                    {task.title}
                  </button>
                </td>
                <td className="px-4 py-3 text-slate-800 dark:text-slate-200">{TASK_STATUS_LABELS[task.status]}</td>
                <td className="px-4 py-3">
                  <PriorityBadge priority={task.priority} />
                </td>
                <td className="px-4 py-3 text-slate-800 dark:text-slate-200">{task.assignee_name ?? '—'}</td>
                <td
                  className={cx(
                    'px-4 py-3 whitespace-nowrap',
                    isOverdue(task.due_date, task.status)
                      ? 'font-medium text-red-700 dark:text-red-300'
                      : 'text-slate-800 dark:text-slate-200',
                  )}
                >
                  {task.due_date ? formatDay(task.due_date) : '—'}
                </td>
                <td className="px-4 py-3 text-right text-slate-800 tabular-nums dark:text-slate-200">
                  {task.estimate_hours === null ? '—' : formatHours(task.estimate_hours)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

function BulkBar({
  projectId,
  ids,
  assignees,
  onDone,
}: {
  projectId: string;
  ids: string[];
  assignees: readonly AssigneeOption[];
  onDone: () => void;
}) {
  const bulk = useBulkUpdateTasks(projectId);
  const [status, setStatus] = useState(KEEP);
  const [assignee, setAssignee] = useState(KEEP);
  const [priority, setPriority] = useState(KEEP);
  const [due, setDue] = useState('');
  const changes: TaskBulkUpdate['changes'] = {
    ...(status ? { status: status as Task['status'] } : {}),
    ...(assignee ? { assignee_id: assignee === NOBODY ? null : assignee } : {}),
    ...(priority ? { priority: priority as Task['priority'] } : {}),
    ...(due ? { due_date: due } : {}),
  };
  const empty = Object.keys(changes).length === 0;
  const apply = () =>
    bulk.mutate(
      { ids, changes },
      {
        onSuccess: (result) => {
          toast.success(BULK.updated(result.updated));
          onDone();
        },
        onError: (error) => toast.error(BULK.failed, errorMessage(error)),
      },
    );
  return (
    <section
      aria-label={BULK.selected(ids.length)}
      className="flex flex-col gap-3 rounded-xl border border-primary-200 bg-primary-50 p-3 dark:border-primary-800 dark:bg-primary-950/50"
    >
      <p className="text-sm font-medium text-primary-900 dark:text-primary-100" aria-live="polite">
        {BULK.selected(ids.length)}
      </p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto_auto] lg:items-end">
        <SelectField
          label={BULK.status}
          placeholder={BULK.keep}
          options={TASK_STATUSES.map((value) => ({ value, label: TASK_STATUS_LABELS[value] }))}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        />
        <SelectField
          label={BULK.assignee}
          placeholder={BULK.keep}
          options={[{ value: NOBODY, label: TEXT.unassigned }, ...assignees]}
          value={assignee}
          onChange={(event) => setAssignee(event.target.value)}
        />
        <SelectField
          label={BULK.priority}
          placeholder={BULK.keep}
          options={TASK_PRIORITIES.map((value) => ({ value, label: TASK_PRIORITY_LABELS[value] }))}
          value={priority}
          onChange={(event) => setPriority(event.target.value)}
        />
        <TextField label={BULK.dueDate} type="date" value={due} onChange={(event) => setDue(event.target.value)} />
        <Button onClick={apply} loading={bulk.isPending} disabled={empty} title={empty ? BULK.nothing : undefined}>
          {BULK.apply}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {BULK.clear}
        </Button>
      </div>
    </section>
  );
}
