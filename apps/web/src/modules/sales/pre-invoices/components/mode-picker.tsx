import type { PreInvoiceSource } from '@portale/shared';
import { Clock, FileSignature, PenLine } from 'lucide-react';
import { cx } from '@/ui/cx';
import { FORM_TEXT } from '../form-strings';

const TEXT = FORM_TEXT.modes;
const MODES = [
  { value: 'milestones', label: TEXT.milestones, hint: TEXT.milestonesHint, icon: FileSignature },
  { value: 'ore', label: TEXT.ore, hint: TEXT.oreHint, icon: Clock },
  { value: 'manuale', label: TEXT.manuale, hint: TEXT.manualeHint, icon: PenLine },
] as const satisfies { value: PreInvoiceSource; label: string; hint: string; icon: unknown }[];

export type ModePickerProps = { value: PreInvoiceSource; onChange: (mode: PreInvoiceSource) => void };

/** The three ways to make a pre-invoice, as radio cards (arrows move between them, as radios do). */
export function ModePicker({ value, onChange }: ModePickerProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{TEXT.label}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {MODES.map((mode) => {
          const Icon = mode.icon;
          const checked = value === mode.value;
          return (
            <label
              key={mode.value}
              className={cx(
                'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600 dark:has-[:focus-visible]:outline-primary-400',
                checked
                  ? 'border-primary-500 bg-primary-50 dark:border-primary-400 dark:bg-primary-950/40'
                  : 'border-slate-200 bg-white hover:border-slate-300 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-slate-600',
              )}
            >
              <input
                type="radio"
                name="pre-invoice-mode"
                value={mode.value}
                checked={checked}
                onChange={() => onChange(mode.value)}
                className="sr-only"
              />
              <Icon
                className={cx(
                  'mt-0.5 size-5 shrink-0',
                  checked ? 'text-primary-700 dark:text-primary-300' : 'text-slate-500 dark:text-slate-400',
                )}
                aria-hidden="true"
              />
              <span>
                <span className="block font-semibold text-slate-900 dark:text-white">{mode.label}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">{mode.hint}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
