import { type ReactNode, useId } from 'react';
import { cx } from './cx';

/** Ids that tie a control to its hint and error, so screen readers announce both (aria-describedby). */
export function useFieldIds(id: string | undefined, hint: string | undefined, error: string | undefined) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return {
    inputId,
    hintId,
    errorId,
    controlProps: {
      id: inputId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    },
  };
}

/** Border, colours, focus ring and disabled look shared by text inputs and text areas. */
export function controlClasses(error: string | undefined, extra: string): string {
  return cx(
    'w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm transition-colors',
    'placeholder:text-slate-400 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500',
    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-400',
    'disabled:cursor-not-allowed disabled:opacity-60',
    error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600',
    extra,
  );
}

export interface FieldShellProps {
  label: string;
  inputId: string;
  hint?: string;
  hintId?: string;
  error?: string;
  errorId?: string;
  className?: string;
  /** Keeps the label for screen readers only (e.g. a search box in a table toolbar). */
  hideLabel?: boolean;
  children: ReactNode;
}

/** Label above, hint and error below: the frame of every form field. */
export function FieldShell({
  label,
  inputId,
  hint,
  hintId,
  error,
  errorId,
  className,
  hideLabel,
  children,
}: FieldShellProps) {
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label
        htmlFor={inputId}
        className={cx('text-sm font-medium text-slate-800 dark:text-slate-200', hideLabel && 'sr-only')}
      >
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
