import type { DepartmentDetail } from '@portale/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { QueryBoundary } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { SearchField } from '@/ui/search-field';
import { UI_TEXT } from '@/ui/strings';
import { useAddDepartmentMembers } from './api/add-department-members';
import { departmentPeopleQueryOptions } from './api/department-people';
import { DEPARTMENTS_TEXT as TEXT } from './strings';

export type AddMembersDialogProps = {
  department: DepartmentDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Picks active colleagues to move into the department (HR). */
export function AddMembersDialog({ department, open, onOpenChange }: AddMembersDialogProps) {
  const add = useAddDepartmentMembers();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [filter, setFilter] = useState('');
  const close = (next: boolean) => {
    if (!next) {
      setChosen(new Set());
      setFilter('');
      add.reset();
    }
    onOpenChange(next);
  };
  const submit = () =>
    add.mutate(
      { id: department.id, userIds: [...chosen] },
      {
        onSuccess: () => {
          toast.success(TEXT.membersAdded, department.name);
          close(false);
        },
      },
    );

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={TEXT.addMembers}
      description={TEXT.addMembersHint}
      dismissible={!add.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={add.isPending}>
            {UI_TEXT.cancel}
          </Button>
          <Button onClick={submit} loading={add.isPending} disabled={chosen.size === 0}>
            {TEXT.addSubmit}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <SearchField
          label={TEXT.searchPeople}
          placeholder={TEXT.searchPeople}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <QueryBoundary errorTitle={TEXT.peopleLoadFailed}>
          <MemberChoices department={department} filter={filter} chosen={chosen} onChange={setChosen} />
        </QueryBoundary>
        {add.isError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errorMessage(add.error)}
          </p>
        )}
      </div>
    </Dialog>
  );
}

type MemberChoicesProps = {
  department: DepartmentDetail;
  filter: string;
  chosen: ReadonlySet<string>;
  onChange: (chosen: ReadonlySet<string>) => void;
};

/** The active colleagues not yet in the department, filtered by name; they load when the dialog opens. */
function MemberChoices({ department, filter, chosen, onChange }: MemberChoicesProps) {
  const { data: people } = useSuspenseQuery(departmentPeopleQueryOptions());
  const candidates = people.filter(
    (p) =>
      p.department_id !== department.id &&
      (filter.trim() === '' || p.name.toLowerCase().includes(filter.trim().toLowerCase())),
  );
  if (candidates.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.nobodyToAdd}</p>;
  return (
    <fieldset>
      <legend className="sr-only">{TEXT.chooseMembers}</legend>
      <ul className="max-h-72 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {candidates.map((p) => (
          <li key={p.id}>
            <label className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-50 dark:hover:bg-slate-800/60">
              <input
                type="checkbox"
                className="size-4 accent-indigo-600"
                checked={chosen.has(p.id)}
                onChange={(e) => {
                  const next = new Set(chosen);
                  if (e.target.checked) next.add(p.id);
                  else next.delete(p.id);
                  onChange(next);
                }}
              />
              <span className="min-w-0">
                <span className="block text-sm font-medium text-slate-900 dark:text-white">{p.name}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {TEXT.currently(p.department_name)}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
