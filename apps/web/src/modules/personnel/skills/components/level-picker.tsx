import { SKILL_LEVEL_LABELS, SKILL_LEVELS } from '@portale/shared';
import { useId } from 'react';
import { cx } from '@/ui/cx';

export type LevelPickerProps = {
  /** The accessible name of the group, e.g. "Livello in TypeScript". */
  label: string;
  value: number | null;
  onChange: (level: number) => void;
  disabled?: boolean;
  /** Shows the label visually above the control. */
  showLabel?: boolean;
};

/**
 * Levels 1–5 as native radio buttons in a fieldset: arrow keys move the choice, screen readers announce
 * "3 Intermedio, 3 di 5"; each option shows its number and (from sm up) its word.
 */
export function LevelPicker({ label, value, onChange, disabled = false, showLabel = false }: LevelPickerProps) {
  const name = useId();
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className={showLabel ? 'mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200' : 'sr-only'}>
        {label}
      </legend>
      <div className="inline-flex overflow-hidden rounded-lg border border-slate-300 dark:border-slate-600">
        {SKILL_LEVELS.map((level) => {
          const checked = value === level;
          return (
            <label
              key={level}
              title={SKILL_LEVEL_LABELS[level]}
              className={cx(
                'relative flex min-w-10 cursor-pointer items-center justify-center gap-1 border-slate-300 px-2.5 py-1.5 text-sm font-medium not-first:border-l dark:border-slate-600',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2 has-[:focus-visible]:outline-primary-600 dark:has-[:focus-visible]:outline-primary-400',
                checked
                  ? 'bg-primary-600 text-white dark:bg-primary-400 dark:text-slate-950'
                  : 'bg-white text-slate-700 hover:bg-slate-50 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                className="sr-only"
                name={name}
                value={level}
                checked={checked}
                onChange={() => onChange(level)}
              />
              <span aria-hidden="true">{level}</span>
              <span className="sr-only">{`${level} ${SKILL_LEVEL_LABELS[level]}`}</span>
              <span aria-hidden="true" className="hidden text-xs font-normal lg:inline">
                {SKILL_LEVEL_LABELS[level]}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A read-only level: the number in a pill and its word, e.g. "4 Avanzato". */
export function LevelPill({ level, pending = false }: { level: number; pending?: boolean }) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        pending
          ? 'bg-amber-50 text-amber-900 ring-amber-300 ring-dashed dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-700'
          : 'bg-emerald-50 text-emerald-900 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-800',
      )}
    >
      <span className="font-semibold">{level}</span>
      {SKILL_LEVEL_LABELS[level]}
    </span>
  );
}
