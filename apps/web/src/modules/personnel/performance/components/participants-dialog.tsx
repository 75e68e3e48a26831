import type { ReviewCycle, ReviewParticipantsInput } from '@portale/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { QueryBoundary } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { SelectField } from '@/ui/select-field';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { useAddParticipants } from '../api/add-participants';
import { reviewCandidatesQueryOptions } from '../api/review-candidates';
import { PERFORMANCE_TEXT as TEXT } from '../strings';

export type ParticipantsDialogProps = {
  cycle: ReviewCycle | null;
  onOpenChange: (open: boolean) => void;
};

type Scope = ReviewParticipantsInput['scope'];

/** Adds people to a cycle: one review each, reviewed by their manager (HR). */
export function ParticipantsDialog({ cycle, onOpenChange }: ParticipantsDialogProps) {
  const open = cycle !== null;
  const add = useAddParticipants();
  const [scope, setScope] = useState<Scope>('people');
  const [departmentId, setDepartmentId] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setScope('people');
      setDepartmentId('');
      setChosen([]);
      setError(null);
    }
  }, [open]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!cycle) return;
    if (scope === 'department' && !departmentId) return setError(TEXT.chooseDepartment);
    if (scope === 'people' && chosen.length === 0) return setError(TEXT.choosePeople);
    add.mutate(
      {
        cycleId: cycle.id,
        body: {
          scope,
          department_id: scope === 'department' ? departmentId : null,
          user_ids: scope === 'people' ? chosen : [],
        },
      },
      {
        onSuccess: (result) => {
          const skipped = result.skipped.map((s) => `${s.name || s.user_id}: ${s.reason}`).join('; ');
          toast.success(
            TEXT.created(result.created),
            result.skipped.length > 0 ? `${TEXT.skipped(result.skipped.length)} — ${skipped}` : undefined,
          );
          onOpenChange(false);
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  const toggle = (id: string) =>
    setChosen((list) => (list.includes(id) ? list.filter((v) => v !== id) : [...list, id]));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${TEXT.addParticipants}${cycle ? ` · ${cycle.name}` : ''}`}
      description={TEXT.participantsHint}
      dismissible={!add.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={add.isPending}>
            {UI_TEXT.cancel}
          </Button>
          <Button type="submit" form="participants-form" loading={add.isPending}>
            {TEXT.add}
          </Button>
        </>
      }
    >
      <form id="participants-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        {error && <Alert variant="error">{error}</Alert>}
        <SelectField
          label={TEXT.scope}
          value={scope}
          onChange={(e) => setScope(e.target.value as Scope)}
          options={[
            { value: 'people', label: TEXT.scopePeople },
            { value: 'department', label: TEXT.scopeDepartment },
            { value: 'all', label: TEXT.scopeAll },
          ]}
        />
        <QueryBoundary fallback={<Skeleton className="h-32" />} errorTitle={TEXT.candidatesLoadFailed}>
          <CandidateChoices
            scope={scope}
            departmentId={departmentId}
            onDepartmentChange={setDepartmentId}
            chosen={chosen}
            onToggle={toggle}
          />
        </QueryBoundary>
      </form>
    </Dialog>
  );
}

type CandidateChoicesProps = {
  scope: Scope;
  departmentId: string;
  onDepartmentChange: (id: string) => void;
  chosen: string[];
  onToggle: (id: string) => void;
};

/** Whom the scope takes in: a department, chosen people, or everyone; the candidates load when the dialog opens. */
function CandidateChoices({ scope, departmentId, onDepartmentChange, chosen, onToggle }: CandidateChoicesProps) {
  const { data: candidates } = useSuspenseQuery(reviewCandidatesQueryOptions());
  if (scope === 'department') {
    return (
      <SelectField
        label={TEXT.department}
        value={departmentId}
        placeholder="—"
        onChange={(e) => onDepartmentChange(e.target.value)}
        options={candidates.departments.map((d) => ({ value: d.id, label: d.name }))}
      />
    );
  }
  if (scope === 'all') {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.allActive(candidates.people.length)}</p>;
  }
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{TEXT.people}</legend>
      <ul className="max-h-64 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
        {candidates.people.map((person) => (
          <li key={person.id}>
            <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50 dark:hover:bg-slate-800">
              <input
                type="checkbox"
                checked={chosen.includes(person.id)}
                onChange={() => onToggle(person.id)}
                className="size-4 rounded border-slate-300 accent-primary-600"
              />
              <span className="min-w-0 flex-1 text-slate-900 dark:text-white">{person.name}</span>
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {person.has_manager ? (person.department_name ?? '') : TEXT.noManager}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
