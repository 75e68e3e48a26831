import { CONTRACT_TYPE_LABELS, CONTRACT_TYPES, type LeaveType } from '@portale/shared';
import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '@/ui/button';
import { cx } from '@/ui/cx';
import { controlClasses } from '@/ui/field-shell';
import { numberOrNaN, textOrNull } from '../form-support';
import { LEAVE_TEXT } from '../strings';
import type { LeaveTypeForm } from './leave-type-form';

const TEXT = LEAVE_TEXT.allowances;
const ROW_GRID = 'sm:grid sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_7.5rem_2.25rem] sm:items-start sm:gap-3';

export type AllowancesEditorProps = {
  form: LeaveTypeForm;
  unit: LeaveType['unit'];
};

/**
 * The yearly allowance rules of a leave type, one row per contract type / CCNL pair. On wide screens the
 * column headings replace the per-row labels, which stay for screen readers.
 */
export function AllowancesEditor({ form, unit }: AllowancesEditorProps) {
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'allowances' });
  const baseId = useId();
  const unitLabel = LEAVE_TEXT.units.short[unit];
  const rowErrors = formState.errors.allowances;
  const listError = rowErrors?.message ?? rowErrors?.root?.message;

  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">{TEXT.legend}</legend>
      <p className="-mt-1 text-sm text-slate-600 dark:text-slate-400">{TEXT.hint}</p>

      {fields.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
          {TEXT.empty}
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          <div
            aria-hidden="true"
            className={cx(
              'hidden text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300',
              ROW_GRID,
            )}
          >
            <span>{TEXT.contract}</span>
            <span>{TEXT.ccnl}</span>
            <span>{TEXT.amount(unitLabel)}</span>
          </div>
          <ol className="flex flex-col gap-3">
            {fields.map((field, index) => {
              const errors = rowErrors?.[index];
              const ids = {
                contract: `${baseId}-${index}-contract`,
                ccnl: `${baseId}-${index}-ccnl`,
                amount: `${baseId}-${index}-amount`,
              };
              const messages = [errors?.contract_type?.message, errors?.ccnl?.message, errors?.amount?.message].filter(
                Boolean,
              );
              const errorId = messages.length ? `${baseId}-${index}-error` : undefined;
              return (
                <li
                  key={field.id}
                  className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:border-0 sm:p-0 dark:border-slate-700"
                >
                  <div className={cx('flex flex-col gap-3', ROW_GRID)}>
                    <RowField id={ids.contract} label={TEXT.contract} row={index + 1}>
                      <select
                        id={ids.contract}
                        aria-invalid={errors?.contract_type ? true : undefined}
                        aria-describedby={errorId}
                        className={controlClasses(errors?.contract_type?.message, 'h-10 pr-8')}
                        {...register(`allowances.${index}.contract_type`, { setValueAs: textOrNull })}
                      >
                        <option value="">{LEAVE_TEXT.leaveTypes.anyContract}</option>
                        {CONTRACT_TYPES.map((type) => (
                          <option key={type} value={type}>
                            {CONTRACT_TYPE_LABELS[type]}
                          </option>
                        ))}
                      </select>
                    </RowField>
                    <RowField id={ids.ccnl} label={TEXT.ccnl} row={index + 1}>
                      <input
                        id={ids.ccnl}
                        placeholder={TEXT.ccnlPlaceholder}
                        autoComplete="off"
                        aria-invalid={errors?.ccnl ? true : undefined}
                        aria-describedby={errorId}
                        className={controlClasses(errors?.ccnl?.message, 'h-10')}
                        {...register(`allowances.${index}.ccnl`, { setValueAs: textOrNull })}
                      />
                    </RowField>
                    <RowField id={ids.amount} label={TEXT.amount(unitLabel)} row={index + 1}>
                      <input
                        id={ids.amount}
                        type="number"
                        inputMode="decimal"
                        min={0}
                        step="any"
                        aria-invalid={errors?.amount ? true : undefined}
                        aria-describedby={errorId}
                        className={controlClasses(errors?.amount?.message, 'h-10 tabular-nums')}
                        {...register(`allowances.${index}.amount`, { setValueAs: numberOrNaN })}
                      />
                    </RowField>
                    <button
                      type="button"
                      aria-label={TEXT.remove(index + 1)}
                      title={TEXT.remove(index + 1)}
                      onClick={() => remove(index)}
                      className={cx(
                        'inline-flex h-10 items-center justify-center gap-2 self-end rounded-lg px-3 text-sm font-medium sm:w-9 sm:px-0',
                        'text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950',
                        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-400',
                      )}
                    >
                      <Trash2 className="size-4 shrink-0" aria-hidden="true" />
                      <span className="sm:hidden">{LEAVE_TEXT.common.delete}</span>
                    </button>
                  </div>
                  {errorId && (
                    <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
                      {messages.join(' ')}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
        </div>
      )}

      {listError && <p className="text-sm text-red-700 dark:text-red-300">{listError}</p>}

      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus className="size-4" aria-hidden="true" />}
          onClick={() => append({ contract_type: null, ccnl: null, amount: Number.NaN }, { shouldFocus: true })}
          disabled={fields.length >= 50}
        >
          {TEXT.add}
        </Button>
      </div>
    </fieldset>
  );
}

function RowField({ id, label, row, children }: { id: string; label: string; row: number; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 sm:sr-only dark:text-slate-200">
        {label}
        <span className="sr-only">, {TEXT.row(row).toLowerCase()}</span>
      </label>
      {children}
    </div>
  );
}
