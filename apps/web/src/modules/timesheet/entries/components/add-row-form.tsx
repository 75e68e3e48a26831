import type { TimesheetProjectOption } from '@portale/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/select-field';
import { rowKeyOf } from '../grid-model';
import { ENTRY_TEXT } from '../strings';

export type AddRowFormProps = {
  projects: readonly TimesheetProjectOption[];
  existing: ReadonlySet<string>;
  onAdd: (project: TimesheetProjectOption, taskId: string | null) => void;
};

/** Project, then an optional task: a new row of the grid (combinations already in the grid are disabled). */
export function AddRowForm({ projects, existing, onAdd }: AddRowFormProps) {
  const [projectId, setProjectId] = useState('');
  const [taskId, setTaskId] = useState('');
  const project = projects.find((p) => p.id === projectId);
  const taken = project ? existing.has(rowKeyOf(project.id, taskId || null)) : false;
  const add = () => {
    if (!project || taken) return;
    onAdd(project, taskId || null);
    setTaskId('');
  };
  return (
    <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end dark:border-slate-800">
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">{ENTRY_TEXT.addRowTitle}</legend>
      <SelectField
        label={ENTRY_TEXT.addProject}
        placeholder={ENTRY_TEXT.addProjectPlaceholder}
        value={projectId}
        onChange={(event) => {
          setProjectId(event.target.value);
          setTaskId('');
        }}
        options={projects.map((p) => ({ value: p.id, label: `${p.code} · ${p.name}` }))}
      />
      <SelectField
        label={ENTRY_TEXT.addTask}
        value={taskId}
        disabled={!project || project.tasks.length === 0}
        onChange={(event) => setTaskId(event.target.value)}
        options={[
          {
            value: '',
            label: ENTRY_TEXT.addTaskNone,
            disabled: project ? existing.has(rowKeyOf(project.id, null)) : false,
          },
          ...(project?.tasks ?? []).map((t) => ({
            value: t.id,
            label: t.title,
            disabled: existing.has(rowKeyOf(project!.id, t.id)),
          })),
        ]}
      />
      <Button
        variant="secondary"
        icon={<Plus className="size-4" aria-hidden="true" />}
        disabled={!project || taken}
        onClick={add}
      >
        {ENTRY_TEXT.addRow}
      </Button>
    </fieldset>
  );
}
