import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from './cx';

export type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  /** May hold a link (e.g. to the privacy notice); it stays part of the accessible name. */
  label: ReactNode;
  error?: string;
  id?: string;
};

/** A native checkbox (never pre-ticked by default) with its label and inline error. */
export function CheckboxField({ label, error, id, className, ...inputProps }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className={cx(
            'mt-0.5 size-5 shrink-0 cursor-pointer rounded border accent-primary-600 dark:accent-primary-400',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-400',
            error ? 'border-red-600 dark:border-red-400' : 'border-slate-400 dark:border-slate-500',
          )}
          {...inputProps}
        />
        <label htmlFor={inputId} className="text-sm leading-relaxed text-slate-700 dark:text-slate-300">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className="pl-8 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
