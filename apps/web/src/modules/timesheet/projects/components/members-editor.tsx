import { type ProjectPerson, VIEW_MONEY } from '@portale/shared';
import { Trash2, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useCan } from '@/platform/use-can';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { PROJECTS_TEXT } from '../strings';

const TEXT = PROJECTS_TEXT.members;

/** A team row as the form edits it: numbers stay text until saving (Italian decimal comma). */
export type MemberDraft = {
  user_id: string;
  name: string;
  project_role: string;
  allocation_pct: string;
  hourly_rate: string;
  hourly_cost: string;
};

export type MemberErrors = Record<number, Partial<Record<keyof MemberDraft, string>>>;

export type MembersEditorProps = {
  members: MemberDraft[];
  onChange: (members: MemberDraft[]) => void;
  people: readonly ProjectPerson[];
  errors?: MemberErrors;
};

// Static class names for Tailwind: the row has three number columns, or one when rates and costs are hidden.
const ROW_WITH_COSTS = 'lg:grid-cols-[minmax(10rem,1.4fr)_minmax(9rem,1.4fr)_repeat(3,minmax(5.5rem,1fr))_auto]';
const ROW_WITHOUT_COSTS = 'lg:grid-cols-[minmax(10rem,1.4fr)_minmax(9rem,1.4fr)_minmax(5.5rem,1fr)_auto]';

/**
 * The team of a project: add people from the active users, set role, allocation, rate and cost, remove. Rates and
 * costs are money, shown only with view_all_invoices (VIEW_MONEY); the server ignores them from anyone else.
 */
export function MembersEditor({ members, onChange, people, errors = {} }: MembersEditorProps) {
  const showCosts = useCan(VIEW_MONEY);
  const [adding, setAdding] = useState('');
  const listId = useId();
  const available = people.filter((p) => !members.some((m) => m.user_id === p.id));
  const update = (index: number, patch: Partial<MemberDraft>) =>
    onChange(members.map((m, i) => (i === index ? { ...m, ...patch } : m)));
  const add = () => {
    const person = people.find((p) => p.id === adding);
    if (!person) return;
    onChange([
      ...members,
      {
        user_id: person.id,
        name: person.name,
        project_role: '',
        allocation_pct: '100',
        hourly_rate: '',
        hourly_cost: '',
      },
    ]);
    setAdding('');
  };

  return (
    <div className="flex flex-col gap-4">
      {members.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {TEXT.empty}
        </p>
      ) : (
        <ul aria-label={TEXT.caption} id={listId} className="flex flex-col gap-3">
          {members.map((member, index) => {
            const e = errors[index] ?? {};
            return (
              <li
                key={member.user_id}
                className={`grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-2 lg:items-end dark:border-slate-700 ${showCosts ? ROW_WITH_COSTS : ROW_WITHOUT_COSTS}`}
              >
                <div className="flex items-center gap-2 sm:col-span-2 lg:col-span-1 lg:h-10">
                  <Avatar name={member.name} size="sm" decorative />
                  <span className="font-medium text-slate-900 dark:text-white">{member.name}</span>
                </div>
                <TextField
                  label={TEXT.role}
                  value={member.project_role}
                  maxLength={60}
                  error={e.project_role}
                  onChange={(event) => update(index, { project_role: event.target.value })}
                />
                <TextField
                  label={TEXT.allocation}
                  inputMode="numeric"
                  value={member.allocation_pct}
                  error={e.allocation_pct}
                  onChange={(event) => update(index, { allocation_pct: event.target.value })}
                />
                {showCosts && (
                  <>
                    <TextField
                      label={TEXT.rate}
                      inputMode="decimal"
                      value={member.hourly_rate}
                      error={e.hourly_rate}
                      onChange={(event) => update(index, { hourly_rate: event.target.value })}
                    />
                    <TextField
                      label={TEXT.cost}
                      inputMode="decimal"
                      value={member.hourly_cost}
                      error={e.hourly_cost}
                      onChange={(event) => update(index, { hourly_cost: event.target.value })}
                    />
                  </>
                )}
                <Button
                  variant="ghost"
                  className="size-10 justify-self-end px-0 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50"
                  aria-label={TEXT.remove(member.name)}
                  title={TEXT.remove(member.name)}
                  icon={<Trash2 className="size-4" aria-hidden="true" />}
                  onClick={() => onChange(members.filter((_, i) => i !== index))}
                />
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <SelectField
          label={TEXT.addLabel}
          placeholder={TEXT.choose}
          options={available.map((p) => ({ value: p.id, label: `${p.name} (${p.email})` }))}
          value={adding}
          onChange={(event) => setAdding(event.target.value)}
          className="sm:w-80"
        />
        <Button
          variant="secondary"
          icon={<UserPlus className="size-4" aria-hidden="true" />}
          onClick={add}
          disabled={!adding}
        >
          {TEXT.add}
        </Button>
      </div>
    </div>
  );
}
