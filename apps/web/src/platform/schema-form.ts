import { type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';

type FieldValue = string | boolean;
type FieldElement = HTMLInputElement | HTMLTextAreaElement;
export type SchemaFormValues = Record<string, FieldValue>;
export type SchemaFieldError = { type: string; message: string };
export type SchemaFormErrors<Input> = Partial<Record<keyof Input & string, SchemaFieldError>>;

export type SchemaFormOptions<Input extends SchemaFormValues, Output> = {
  /**
   * The shared zod schema, imported on first use (a field's focus, or the submit): zod and the schema are not part
   * of the page's first download (docs/benchmarks.md, "Public site").
   */
  loadSchema: () => Promise<z.ZodType<Output, Input>>;
  defaultValues: Input;
};

type Validation<Output, Input> = { valid: true; data: Output } | { valid: false; errors: SchemaFormErrors<Input> };

const readValue = (element: FieldElement): FieldValue =>
  element instanceof HTMLInputElement && element.type === 'checkbox' ? element.checked : element.value;

function writeValue(element: FieldElement, value: FieldValue | undefined): void {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = value === true;
  else element.value = typeof value === 'string' ? value : '';
}

/**
 * The public site's forms without react-hook-form and zod on the first visit: the same shape of API for native,
 * uncontrolled inputs (`register`, `handleSubmit`, `setError`, `formState`), validated by the shared zod schema on
 * submit and, once submitted, on every change, as react-hook-form with zodResolver did. The first issue of a field
 * is its message, the first invalid field gets the focus.
 */
export function useSchemaForm<Input extends SchemaFormValues, Output>({
  loadSchema,
  defaultValues,
}: SchemaFormOptions<Input, Output>) {
  type Name = keyof Input & string;
  const values = useRef<SchemaFormValues>({ ...defaultValues });
  const elements = useRef(new Map<Name, FieldElement>());
  const schema = useRef<Promise<z.ZodType<Output, Input>> | null>(null);
  const submitted = useRef(false);
  const [errors, setErrors] = useState<SchemaFormErrors<Input>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const preload = () => {
    schema.current ??= loadSchema();
    // A failed download is tried again at the next use.
    schema.current.catch(() => {
      schema.current = null;
    });
    return schema.current;
  };

  const validate = async (): Promise<Validation<Output, Input>> => {
    const result = (await preload()).safeParse(values.current);
    if (result.success) return { valid: true, data: result.data };
    const found: SchemaFormErrors<Input> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.join('.') as Name;
      found[name] ??= { type: issue.code, message: issue.message };
    }
    return { valid: false, errors: found };
  };

  const focus = (name: Name) => elements.current.get(name)?.focus();

  const revalidate = async (name: Name) => {
    const result = await validate();
    const error = result.valid ? undefined : result.errors[name];
    setErrors((current) => {
      const next = { ...current };
      if (error) next[name] = error;
      else delete next[name];
      return next;
    });
  };

  const register = (name: Name) => ({
    name,
    ref: (element: FieldElement | null) => {
      if (!element || elements.current.get(name) === element) return;
      elements.current.set(name, element);
      writeValue(element, values.current[name]);
    },
    onChange: (event: { target: FieldElement }) => {
      values.current[name] = readValue(event.target);
      if (submitted.current) void revalidate(name);
    },
    onFocus: () => void preload(),
  });

  const handleSubmit = (onValid: (data: Output) => Promise<void> | void) => async (event?: FormEvent) => {
    event?.preventDefault();
    submitted.current = true;
    setSubmitting(true);
    try {
      const result = await validate();
      if (!result.valid) {
        const found = result.errors;
        setErrors(found);
        const first = [...elements.current.keys()].find((name) => found[name]);
        if (first) focus(first);
        return;
      }
      setErrors({});
      await onValid(result.data);
    } finally {
      setSubmitting(false);
    }
  };

  const setError = (name: Name, error: SchemaFieldError, options?: { shouldFocus: boolean }) => {
    setErrors((current) => ({ ...current, [name]: error }));
    if (options?.shouldFocus) focus(name);
  };

  const setValue = (name: Name, value: Input[Name]) => {
    values.current[name] = value;
    const element = elements.current.get(name);
    if (element) writeValue(element, value);
  };

  const reset = (next: Input = defaultValues) => {
    values.current = { ...next };
    for (const [name, element] of elements.current) writeValue(element, next[name]);
    submitted.current = false;
    setErrors({});
  };

  return {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    clearErrors: () => setErrors({}),
    formState: { errors, isSubmitting },
  };
}
