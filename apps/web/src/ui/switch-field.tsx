import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';
import { cx } from './cx';

export type SwitchFieldProps = {
  label: string;
  hint?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
};

/** An on/off setting (Radix switch: role="switch", Space toggles) with its label and hint. */
export function SwitchField({ label, hint, checked, onCheckedChange, disabled, className }: SwitchFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={cx('flex items-start justify-between gap-4', className)}>
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-slate-900 dark:text-white">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
            {hint}
          </p>
        )}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={hintId}
        className={cx(
          'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors',
          'bg-slate-300 data-[state=checked]:bg-primary-600 dark:bg-slate-600 dark:data-[state=checked]:bg-primary-400',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-400',
          'disabled:cursor-not-allowed disabled:opacity-60',
        )}
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem] motion-reduce:transition-none" />
      </Switch.Root>
    </div>
  );
}
