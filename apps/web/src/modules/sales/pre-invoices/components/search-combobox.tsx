import { Check, ChevronDown, X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { useDebouncedValue } from '@/platform/use-debounced-value';
import { cx } from '@/ui/cx';
import { controlClasses, FieldShell, useFieldIds } from '@/ui/field-shell';

const POPUP =
  'absolute top-full right-0 left-0 z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900';

export type ComboOption = {
  id: string;
  /** What the field shows once chosen. */
  label: string;
  /** A second line in the list: partita IVA and comune, the client of a contract, what was billed… */
  detail?: ReactNode;
};

/** The options for what is typed ('' before anything is), asked for only while the list is open. */
export type UseComboOptions = (q: string, open: boolean) => { options: ComboOption[]; pending: boolean };

export type SearchComboboxProps = {
  label: string;
  hint?: string;
  error?: string;
  /** Shown in the closed field when nothing is chosen. */
  placeholder: string;
  /** Shown while typing. */
  searchPlaceholder: string;
  value: ComboOption | null;
  onChange: (option: ComboOption | null) => void;
  useOptions: UseComboOptions;
  /** The clear button's name ("Togli il cliente"); without it the choice is only changed, never emptied. */
  clearLabel?: string;
  noneText: string;
  loadingText: string;
  disabled?: boolean;
  className?: string;
};

/**
 * A field that finds one record by typing (the WAI-ARIA combobox with a list box: arrows move, Enter picks, Escape
 * closes), showing the chosen record's name when closed: the client, contract and project pickers of the
 * pre-invoices' pages and the client filter of their list.
 */
export function SearchCombobox({
  label,
  hint,
  error,
  placeholder,
  searchPlaceholder,
  value,
  onChange,
  useOptions,
  clearLabel,
  noneText,
  loadingText,
  disabled,
  className,
}: SearchComboboxProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const query = useDebouncedValue(text.trim(), 250);
  const { options, pending } = useOptions(query, open);
  const { inputId, hintId, errorId, controlProps } = useFieldIds(undefined, hint, error);
  const listId = `${useId()}-list`;
  const pick = (option: ComboOption | undefined) => {
    if (!option) return;
    onChange(option);
    setOpen(false);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(Math.max(index + step, 0), Math.max(options.length - 1, 0)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setText('');
    }
  };
  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <FieldShell
      label={label}
      inputId={inputId}
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
      className={className}
    >
      <div className="relative">
        <input
          {...controlProps}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && options[active] ? optionId(active) : undefined}
          autoComplete="off"
          disabled={disabled}
          placeholder={open ? searchPlaceholder : placeholder}
          value={open ? text : (value?.label ?? '')}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => {
            setOpen(true);
            setActive(0);
          }}
          onBlur={() => {
            setOpen(false);
            setText('');
          }}
          onKeyDown={onKeyDown}
          className={controlClasses(error, cx('h-10', value && clearLabel ? 'pr-16' : 'pr-9'))}
        />
        <span className="pointer-events-none absolute inset-y-0 right-2 flex items-center gap-1">
          {value && clearLabel && !disabled && (
            <button
              type="button"
              aria-label={clearLabel}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChange(null)}
              className="pointer-events-auto rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:outline-primary-400"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
          <ChevronDown className="size-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
        </span>
        {open && options.length === 0 && (
          <p id={listId} role="status" className={`${POPUP} px-3 py-2 text-slate-600 dark:text-slate-400`}>
            {pending ? loadingText : noneText}
          </p>
        )}
        {open && options.length > 0 && (
          <div id={listId} role="listbox" aria-label={label} className={POPUP}>
            {options.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys for every option.
              <div
                key={option.id}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={option.id === value?.id}
                // Keep the focus in the input, so the list does not close before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => pick(option)}
                className={cx(
                  'flex cursor-pointer items-start gap-2 px-3 py-2 text-slate-900 dark:text-slate-100',
                  index === active && 'bg-slate-100 dark:bg-slate-800',
                )}
              >
                <Check
                  className={cx(
                    'mt-0.5 size-4 shrink-0 text-primary-700 dark:text-primary-300',
                    option.id !== value?.id && 'invisible',
                  )}
                  aria-hidden="true"
                />
                <span className="min-w-0">
                  <span className="block font-medium break-words">{option.label}</span>
                  {option.detail && (
                    <span className="block text-xs text-slate-600 dark:text-slate-400">{option.detail}</span>
                  )}
                </span>
              </div>
            ))}
          </div>
        )}
      </div>
    </FieldShell>
  );
}
