import type { ComponentProps } from 'react';
import { controlClasses, FieldShell, useFieldIds } from './field-shell';

export type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string;
  hint?: string;
  error?: string;
  id?: string;
};

/** Multi-line sibling of TextField: same label, hint and error wiring. */
export function TextareaField({ label, hint, error, id, className, rows = 5, ...textareaProps }: TextareaFieldProps) {
  const { inputId, hintId, errorId, controlProps } = useFieldIds(id, hint, error);
  return (
    <FieldShell {...{ label, inputId, hint, hintId, error, errorId, className }}>
      <textarea {...controlProps} rows={rows} className={controlClasses(error, 'py-2')} {...textareaProps} />
    </FieldShell>
  );
}
