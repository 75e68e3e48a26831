import type { ComponentProps } from 'react';
import { controlClasses, FieldShell, useFieldIds } from './field-shell';

export type SelectOption = { value: string; label: string; disabled?: boolean };
/** Options under a heading (`<optgroup>`), after the loose `options`. */
export type SelectOptionGroup = { label: string; options: readonly SelectOption[] };

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'id' | 'children'> & {
  label: string;
  options: readonly SelectOption[];
  groups?: readonly SelectOptionGroup[];
  /** An empty first choice (e.g. 'Tutti i ruoli'); its value is ''. */
  placeholder?: string;
  hint?: string;
  error?: string;
  id?: string;
  /** Hides the label visually (filters in a toolbar); it stays the accessible name. */
  hideLabel?: boolean;
};

/** A native select: keyboard, mobile pickers and screen readers work without extra code. */
export function SelectField({
  label,
  options,
  groups = [],
  placeholder,
  hint,
  error,
  id,
  hideLabel,
  className,
  ...selectProps
}: SelectFieldProps) {
  const { inputId, hintId, errorId, controlProps } = useFieldIds(id, hint, error);
  return (
    <FieldShell {...{ label, inputId, hint, hintId, error, errorId, className, hideLabel }}>
      <select {...controlProps} className={controlClasses(error, 'h-10 pr-8')} {...selectProps}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map(optionOf)}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map(optionOf)}
          </optgroup>
        ))}
      </select>
    </FieldShell>
  );
}

function optionOf(option: SelectOption) {
  return (
    <option key={option.value} value={option.value} disabled={option.disabled}>
      {option.label}
    </option>
  );
}
