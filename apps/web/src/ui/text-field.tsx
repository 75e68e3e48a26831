import type { ComponentProps } from 'react';
import { controlClasses, FieldShell, useFieldIds } from './field-shell';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  hint?: string;
  error?: string;
  id?: string;
  hideLabel?: boolean;
};

export function TextField({ label, hint, error, id, className, hideLabel, ...inputProps }: TextFieldProps) {
  const { inputId, hintId, errorId, controlProps } = useFieldIds(id, hint, error);
  return (
    <FieldShell {...{ label, inputId, hint, hintId, error, errorId, className, hideLabel }}>
      <input {...controlProps} className={controlClasses(error, 'h-10')} {...inputProps} />
    </FieldShell>
  );
}
