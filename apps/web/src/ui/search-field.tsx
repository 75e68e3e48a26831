import { Search } from 'lucide-react';
import { cx } from './cx';
import { TextField, type TextFieldProps } from './text-field';

export type SearchFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * The search box of list toolbars: a magnifier inside the input, the label kept for screen readers only
 * (the placeholder and icon say what it is). `className` styles the wrapper (width, flex).
 */
export function SearchField({ className, hideLabel = true, ...fieldProps }: SearchFieldProps) {
  return (
    <div className={cx('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 z-10 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        aria-hidden="true"
      />
      <TextField type="search" hideLabel={hideLabel} className="[&_input]:pl-9" {...fieldProps} />
    </div>
  );
}
