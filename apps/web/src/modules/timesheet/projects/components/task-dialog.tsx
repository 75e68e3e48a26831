import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatHours,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type Task,
  TaskInput,
  type TaskStatus,
} from '@portale/shared';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '@/platform/api-error';
import { Attachments } from '@/platform/attachments/attachments';
import { applyFormError } from '@/platform/form-errors';
import { MarkdownView } from '@/platform/rich-text/markdown-view';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { cx } from '@/ui/cx';
import { ConfirmDialog, Dialog } from '@/ui/dialog';
import { SelectField } from '@/ui/select-field';
import { UI_TEXT } from '@/ui/strings';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { useDeleteTask } from '../api/delete-task';
import { useSaveTask } from '../api/save-task';
import { decimalToText, parseDecimal } from '../format';
import { PROJECTS_TEXT } from '../strings';

const TEXT = PROJECTS_TEXT.task;
const FIELDS = ['title', 'description', 'assignee_id', 'status', 'priority', 'estimate_hours', 'due_date'] as const;
const STATUS_OPTIONS = TASK_STATUSES.map((value) => ({ value, label: TASK_STATUS_LABELS[value] }));
const PRIORITY_OPTIONS = TASK_PRIORITIES.map((value) => ({ value, label: TASK_PRIORITY_LABELS[value] }));

type TaskFormValues = {
  title: string;
  description: string;
  assignee_id: string;
  status: TaskStatus;
  priority: Task['priority'];
  estimate_hours: string;
  due_date: string;
};

const TaskForm = z.preprocess((v: TaskFormValues) => {
  return {
    ...v,
    assignee_id: v.assignee_id || null,
    estimate_hours: parseDecimal(v.estimate_hours),
    due_date: v.due_date || null,
  };
}, TaskInput);

export type AssigneeOption = { value: string; label: string };

export type TaskDialogProps = {
  projectId: string;
  /** The task to show, or null to create one. */
  task: Task | null;
  /** The column a new task starts in. */
  initialStatus?: TaskStatus;
  assignees: readonly AssigneeOption[];
  /** Members and editors edit; others only read. */
  canWork: boolean;
  onClose: () => void;
};

/** Creates or edits a task; the Markdown description has a write/preview switch and is sanitised when shown. */
export function TaskDialog({
  projectId,
  task,
  initialStatus = 'da_fare',
  assignees,
  canWork,
  onClose,
}: TaskDialogProps) {
  const formId = useId();
  const save = useSaveTask(projectId);
  const remove = useDeleteTask(projectId);
  const [preview, setPreview] = useState(Boolean(task?.description) || !canWork);
  const [confirming, setConfirming] = useState(false);
  const { register, handleSubmit, setError, formState, watch } = useForm<TaskFormValues, unknown, TaskInput>({
    resolver: zodResolver(TaskForm),
    defaultValues: task
      ? {
          title: task.title,
          description: task.description,
          assignee_id: task.assignee_id ?? '',
          status: task.status,
          priority: task.priority,
          estimate_hours: decimalToText(task.estimate_hours),
          due_date: task.due_date ?? '',
        }
      : {
          title: '',
          description: '',
          assignee_id: '',
          status: initialStatus,
          priority: 'media',
          estimate_hours: '',
          due_date: '',
        },
  });
  const errors = formState.errors;
  const description = watch('description');
  // An assignee no longer on the team stays visible in the select.
  const options =
    task?.assignee_id && !assignees.some((a) => a.value === task.assignee_id)
      ? [...assignees, { value: task.assignee_id, label: task.assignee_name ?? '' }]
      : assignees;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: task?.id ?? null, body: values });
      toast.success(task ? TEXT.updated : TEXT.created, values.title);
      onClose();
    } catch (error) {
      toast.error(UI_TEXT.saveFailed, applyFormError(error, setError, FIELDS) ?? undefined);
    }
  });

  const onDelete = () =>
    remove.mutate(task!.id, {
      onSuccess: () => {
        toast.success(TEXT.deleted, task!.title);
        setConfirming(false);
        onClose();
      },
    });

  return (
    <>
      <Dialog
        open={!confirming}
        onOpenChange={(open) => !open && onClose()}
        title={task ? task.title : TEXT.createTitle}
        description={task?.logged_hours ? TEXT.logged(formatHours(task.logged_hours)) : undefined}
        size="lg"
        dismissible={!save.isPending}
        footer={
          canWork ? (
            <>
              {task && (
                <Button
                  variant="ghost"
                  className="text-red-700 hover:bg-red-50 sm:mr-auto dark:text-red-300 dark:hover:bg-red-950/50"
                  icon={<Trash2 className="size-4" aria-hidden="true" />}
                  onClick={() => setConfirming(true)}
                >
                  {TEXT.delete}
                </Button>
              )}
              <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
                {UI_TEXT.cancel}
              </Button>
              <Button type="submit" form={formId} loading={save.isPending}>
                {task ? UI_TEXT.save : TEXT.create}
              </Button>
            </>
          ) : undefined
        }
      >
        <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
          <fieldset disabled={!canWork} className="contents">
            <TextField
              label={TEXT.title}
              autoComplete="off"
              maxLength={200}
              className="sm:col-span-2"
              error={errors.title?.message}
              {...register('title')}
            />
            <div className="flex flex-col gap-2 sm:col-span-2">
              {canWork && (
                <div className="flex gap-1 self-end rounded-lg bg-slate-100 p-0.5 text-sm dark:bg-slate-800">
                  {[false, true].map((on) => (
                    <button
                      key={String(on)}
                      type="button"
                      aria-pressed={preview === on}
                      onClick={() => setPreview(on)}
                      className={cx(
                        'rounded-md px-3 py-1 font-medium focus-visible:outline-2 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-400',
                        preview === on
                          ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                          : 'text-slate-700 dark:text-slate-300',
                      )}
                    >
                      {on ? TEXT.preview : TEXT.write}
                    </button>
                  ))}
                </div>
              )}
              {preview ? (
                <div className="flex flex-col gap-1.5">
                  <span className="text-sm font-medium text-slate-800 dark:text-slate-200">{TEXT.description}</span>
                  <div className="min-h-24 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700">
                    {description.trim() ? (
                      <MarkdownView source={description} />
                    ) : (
                      <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.noDescription}</p>
                    )}
                  </div>
                </div>
              ) : (
                <TextareaField
                  label={TEXT.description}
                  hint={TEXT.descriptionHint}
                  rows={6}
                  maxLength={20_000}
                  error={errors.description?.message}
                  {...register('description')}
                />
              )}
            </div>
            <SelectField
              label={TEXT.assignee}
              placeholder={TEXT.nobody}
              options={options}
              error={errors.assignee_id?.message}
              {...register('assignee_id')}
            />
            <SelectField
              label={TEXT.status}
              options={STATUS_OPTIONS}
              error={errors.status?.message}
              {...register('status')}
            />
            <SelectField
              label={TEXT.priority}
              options={PRIORITY_OPTIONS}
              error={errors.priority?.message}
              {...register('priority')}
            />
            <TextField
              label={TEXT.estimate}
              inputMode="decimal"
              autoComplete="off"
              error={errors.estimate_hours?.message}
              {...register('estimate_hours')}
            />
            <TextField label={TEXT.dueDate} type="date" error={errors.due_date?.message} {...register('due_date')} />
          </fieldset>
        </form>
        {/* Outside the form: the files are saved one by one as they are added, not with the task's fields. */}
        {task && (
          <Attachments
            recordType="project_task"
            recordId={task.id}
            className="mt-6 border-t border-slate-200 pt-5 dark:border-slate-800"
          />
        )}
      </Dialog>
      {task && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={(open) => !open && setConfirming(false)}
          title={TEXT.deleteConfirm(task.title)}
          description={TEXT.deleteDescription}
          confirmLabel={TEXT.delete}
          onConfirm={onDelete}
          pending={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : undefined}
        />
      )}
    </>
  );
}
