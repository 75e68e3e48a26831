import {
  type ContractCreate,
  formatDay,
  formatEuro,
  formatPercent,
  milestoneCents,
  milestoneSetProblems,
  milestoneTotals,
} from '@portale/shared';
import { Lock, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import {
  type Control,
  type FieldErrors,
  type UseFormClearErrors,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form';
import { Button } from '@/ui/button';
import { SectionCard } from '@/ui/section-card';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { type ContractFormValues, eurosToCents, type MilestoneRow, newMilestone } from '../contract-form-values';
import { CONTRACTS_TEXT } from '../strings';

const TEXT = CONTRACTS_TEXT.milestones;
const MODE_OPTIONS = [
  { value: 'amount', label: TEXT.modes.amount },
  { value: 'percent', label: TEXT.modes.percent },
];
const euro = (cents: number) => formatEuro(cents / 100, { cents: true });

export type MilestonesEditorProps = {
  control: Control<ContractFormValues, unknown, ContractCreate>;
  register: UseFormRegister<ContractFormValues>;
  errors: FieldErrors<ContractFormValues>;
  values: ContractFormValues;
  clearErrors: UseFormClearErrors<ContractFormValues>;
};

/** A row's amount or percentage as numbers, as the live sums need them (what does not parse counts as nothing). */
function moneyOf(row: MilestoneRow) {
  const amount = row.mode === 'amount' ? eurosToCents(row.amount_cents) : null;
  const percent = row.mode === 'percent' ? Number(row.percent.replace(',', '.')) : null;
  return {
    amount_cents: amount !== null && Number.isFinite(amount) ? amount : null,
    percent: percent !== null && Number.isFinite(percent) && row.percent.trim() !== '' ? percent : null,
  };
}

/** What a percentage bills of the value typed: "Pari a 14.400,00 €". */
function shareOf(row: MilestoneRow, valueText: string): string | undefined {
  const value = eurosToCents(valueText);
  const { percent } = moneyOf(row);
  if (value === null || !Number.isFinite(value) || percent === null) return undefined;
  return TEXT.percentOf(euro(milestoneCents({ percent }, value) ?? 0));
}

/** The totals line and the rules broken so far, while the user types (the schema says it again on save). */
function LiveTotals({ values, error }: { values: ContractFormValues; error: string | undefined }) {
  const value = eurosToCents(values.value_cents);
  const known = value !== null && Number.isFinite(value) ? value : null;
  const rows = values.milestones.map(moneyOf);
  const totals = milestoneTotals(rows, known);
  const messages = milestoneSetProblems({ type: values.type, value_cents: known }, rows)
    .filter((p) => p.field === 'milestones')
    .map((p) => p.message);
  // The schema's (or the server's) message on the list, unless the live check already says it.
  if (error && !messages.includes(error)) messages.push(error);
  const parts: string[] = [];
  if (totals.percent > 0) parts.push(TEXT.totalPercent(formatPercent(totals.percent, 2)));
  if (totals.cents !== null)
    parts.push(known !== null ? TEXT.totalOf(euro(totals.cents), euro(known)) : euro(totals.cents));
  const left = values.type === 'a_corpo' && known !== null && totals.cents !== null ? known - totals.cents : null;
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-1 text-sm">
      {parts.length > 0 && (
        <p className="text-slate-800 dark:text-slate-200">
          <span className="font-medium">{TEXT.total}:</span> {parts.join(' · ')}
        </p>
      )}
      {left !== null && left > 0 && messages.length === 0 && (
        <p className="text-slate-600 dark:text-slate-400">{TEXT.left(euro(left))}</p>
      )}
      {messages.map((message) => (
        <p key={message} className="font-medium text-red-700 dark:text-red-300">
          {message}
        </p>
      ))}
    </div>
  );
}

/** "Scadenze di fatturazione": rows of description, date and amount or percentage, with live sums. */
export function MilestonesEditor({ control, register, errors, values, clearErrors }: MilestonesEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'milestones' });
  const groupError = errors.milestones?.message ?? errors.milestones?.root?.message;
  // The list's own message (the schema's or the server's) holds for the sums it was said about, not after a change.
  const sums = JSON.stringify([values.type, values.value_cents, values.milestones.map(moneyOf)]);
  const shownFor = useRef(sums);
  useEffect(() => {
    if (sums !== shownFor.current) {
      shownFor.current = sums;
      if (groupError) clearErrors('milestones');
    }
  }, [sums, groupError, clearErrors]);
  // "Amount or percentage" is one rule on two inputs: typing in either clears what was said about the other.
  const money = (index: number, key: 'amount_cents' | 'percent' | 'mode') =>
    register(`milestones.${index}.${key}`, {
      onChange: () => clearErrors([`milestones.${index}.amount_cents`, `milestones.${index}.percent`]),
    });
  return (
    <SectionCard title={TEXT.title} description={TEXT.description}>
      <div className="flex flex-col gap-4">
        {fields.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.empty}</p>}
        <ol className="flex flex-col gap-3">
          {fields.map((field, index) => {
            const row = values.milestones[index] ?? (field as MilestoneRow);
            const rowErrors = errors.milestones?.[index];
            if (row.locked)
              return (
                <li
                  key={field.id}
                  className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-800"
                >
                  <Lock className="size-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
                  <span className="font-medium text-slate-900 dark:text-white">{row.description}</span>
                  <span className="text-slate-700 dark:text-slate-300">{formatDay(row.due_date)}</span>
                  <span className="text-slate-700 dark:text-slate-300">
                    {row.mode === 'percent' ? `${row.percent}%` : `${row.amount_cents} €`}
                  </span>
                  <span className="w-full text-xs text-slate-600 dark:text-slate-400">{TEXT.locked(row.locked)}</span>
                </li>
              );
            return (
              <li
                key={field.id}
                aria-label={TEXT.row(index + 1)}
                className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[minmax(0,2fr)_10rem_9rem_9rem_auto] sm:items-start dark:border-slate-700"
              >
                <TextField
                  label={TEXT.description_}
                  maxLength={500}
                  error={rowErrors?.description?.message}
                  {...register(`milestones.${index}.description`)}
                />
                <TextField
                  type="date"
                  label={TEXT.dueDate}
                  error={rowErrors?.due_date?.message}
                  {...register(`milestones.${index}.due_date`)}
                />
                <SelectField label={TEXT.mode} options={MODE_OPTIONS} value={row.mode} {...money(index, 'mode')} />
                {row.mode === 'amount' ? (
                  <TextField
                    label={TEXT.amount}
                    inputMode="decimal"
                    error={rowErrors?.amount_cents?.message}
                    {...money(index, 'amount_cents')}
                  />
                ) : (
                  <TextField
                    label={TEXT.percent}
                    inputMode="decimal"
                    hint={shareOf(row, values.value_cents)}
                    error={rowErrors?.percent?.message ?? rowErrors?.amount_cents?.message}
                    {...money(index, 'percent')}
                  />
                )}
                <Button
                  variant="ghost"
                  className="justify-self-end text-red-700 hover:bg-red-50 sm:mt-7 sm:self-start dark:text-red-300 dark:hover:bg-red-950/50"
                  aria-label={TEXT.remove(index + 1)}
                  icon={<Trash2 className="size-4" aria-hidden="true" />}
                  onClick={() => remove(index)}
                />
              </li>
            );
          })}
        </ol>
        <LiveTotals values={values} error={groupError} />
        <div>
          <Button
            variant="secondary"
            icon={<Plus className="size-4" aria-hidden="true" />}
            onClick={() => append(newMilestone(values.start_date))}
          >
            {TEXT.add}
          </Button>
        </div>
      </div>
    </SectionCard>
  );
}
