import { Building2, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useDebouncedValue } from '@/platform/use-debounced-value';
import { Button } from '@/ui/button';
import { cx } from '@/ui/cx';
import { controlClasses, FieldShell, useFieldIds } from '@/ui/field-shell';
import { useClientChoices } from '../api/client-options';
import { CONTRACTS_TEXT } from '../strings';

const TEXT = CONTRACTS_TEXT.form;

export type ClientPickerProps = {
  value: { id: string; name: string } | null;
  onChange: (client: { id: string; name: string } | null) => void;
  error?: string;
  /** The client cannot change (a contract past its draft, or tied to a proposal or projects). */
  locked?: boolean;
  onBlur?: () => void;
};

/**
 * The contract's client: a combobox over `/api/crm/clients?q=` (name, partita IVA, comune), with the keyboard
 * (arrows, Enter, Escape) and the ARIA 1.2 combobox pattern; once chosen it shows the client with "Cambia cliente".
 */
export function ClientPicker({ value, onChange, error, locked, onBlur }: ClientPickerProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const query = useDebouncedValue(text.trim(), 250);
  const choices = useClientChoices(open ? query : '');
  const items = choices.data?.items ?? [];
  const listId = useId();
  const hint = value ? (locked ? TEXT.clientLocked : undefined) : TEXT.clientHint;
  const { inputId, hintId, errorId, controlProps } = useFieldIds(undefined, hint, error);

  if (value)
    return (
      <FieldShell
        label={TEXT.client}
        inputId={inputId}
        hint={hint}
        hintId={hintId}
        error={error}
        errorId={errorId}
        className="sm:col-span-2"
      >
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <div className="relative min-w-0 flex-1">
            <Building2
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
              aria-hidden="true"
            />
            <input
              {...controlProps}
              readOnly
              value={value.name}
              className={controlClasses(error, 'h-10 bg-slate-50 pl-9 font-medium dark:bg-slate-800')}
            />
          </div>
          {!locked && (
            <Button
              variant="secondary"
              className="self-start sm:self-auto"
              onClick={() => onChange(null)}
              icon={<X className="size-4" aria-hidden="true" />}
            >
              {TEXT.changeClient}
            </Button>
          )}
        </div>
      </FieldShell>
    );

  const choose = (index: number) => {
    const item = items[index];
    if (!item) return;
    onChange({ id: item.id, name: item.name });
    setText('');
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(items.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && open && items.length > 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };
  const showList = open && query.length > 0;
  return (
    <FieldShell
      label={TEXT.client}
      inputId={inputId}
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
      className="relative sm:col-span-2"
    >
      <input
        {...controlProps}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && items[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={TEXT.clientPlaceholder}
        className={controlClasses(error, 'h-10')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          // A click on an option lands before the list closes.
          setTimeout(() => setOpen(false), 150);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={TEXT.client}
        hidden={!showList}
        className="absolute top-full right-0 left-0 z-20 mt-1 max-h-64 overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {items.length === 0 && !choices.isFetching && (
          <p className="px-3 py-2 text-sm text-slate-600 dark:text-slate-400">{TEXT.noClients}</p>
        )}
        {items.map((item, index) => (
          // Keyboard use goes through the input (aria-activedescendant), as the combobox pattern wants.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys for every option.
          <div
            key={item.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            onMouseMove={() => index !== active && setActive(index)}
            // Keep the focus in the input.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
            className={cx(
              'cursor-pointer px-3 py-2 text-sm',
              index === active
                ? 'bg-primary-50 text-primary-900 dark:bg-primary-950 dark:text-primary-100'
                : 'text-slate-800 dark:text-slate-200',
            )}
          >
            <span className="font-medium">{item.name}</span>
            {(item.vat_number || item.city) && (
              <span className="ml-2 text-xs text-slate-600 dark:text-slate-400">
                {[item.vat_number, item.city].filter(Boolean).join(' · ')}
              </span>
            )}
          </div>
        ))}
      </div>
    </FieldShell>
  );
}
