import { SEARCH_DEBOUNCE_MS } from '@portale/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Building2, Search } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useDebouncedValue } from '@/platform/use-debounced-value';
import { Button } from '@/ui/button';
import { cx } from '@/ui/cx';
import { controlClasses } from '@/ui/field-shell';
import { clientsQueryOptions } from '../../clients/api/list-clients';
import { FORM_TEXT } from '../form-strings';

const TEXT = FORM_TEXT;

export type ClientPickerProps = {
  clientId: string;
  clientName: string;
  onChange: (client: { id: string; name: string } | null) => void;
  error?: string;
  disabled?: boolean;
};

/**
 * The client of the proposal: a search box over the CRM's clients (`/api/crm/clients?q=`) as an ARIA combobox
 * (arrows choose, Enter takes, Escape closes), and once chosen the client's name with "Cambia cliente".
 */
export function ClientPicker({ clientId, clientName, onChange, error, disabled }: ClientPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useQuery({
    ...clientsQueryOptions({ q, per_page: 8, sort: 'name', page: 1 }),
    enabled: !clientId && q.length >= 2,
    placeholderData: keepPreviousData,
  });
  const items = q.length >= 2 ? (results.data?.items ?? []) : [];
  const errorId = error ? `${id}-error` : undefined;
  const hintId = `${id}-hint`;
  const listId = `${id}-list`;

  if (clientId) {
    return (
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-slate-800 dark:text-slate-200" id={`${id}-label`}>
          {TEXT.client}
        </span>
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 dark:border-slate-600 dark:bg-slate-800/60">
          <span className="inline-flex min-w-0 items-center gap-2 font-medium text-slate-900 dark:text-white">
            <Building2 className="size-4 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden="true" />
            <span className="break-words">{clientName || clientId}</span>
          </span>
          {!disabled && (
            <Button type="button" size="sm" variant="ghost" onClick={() => onChange(null)}>
              {TEXT.clientChange}
            </Button>
          )}
        </div>
        {error && (
          <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </div>
    );
  }

  const choose = (index: number) => {
    const client = items[index];
    if (!client) return;
    onChange({ id: client.id, name: client.name });
    setText('');
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((n) => Math.min(n + 1, Math.max(items.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((n) => Math.max(n - 1, 0));
    } else if (event.key === 'Enter' && open && items.length > 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') setOpen(false);
  };
  const expanded = open && q.length >= 2;
  return (
    <div className="relative flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {TEXT.client}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          aria-hidden="true"
        />
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && items[active] ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
          placeholder={TEXT.clientSearchPlaceholder}
          maxLength={100}
          disabled={disabled}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
          className={controlClasses(error, 'h-10 pl-9')}
        />
      </div>
      <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
        {TEXT.clientHint}
      </p>
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <div
        className={cx(
          'absolute top-[4.25rem] right-0 left-0 z-20 max-h-72 overflow-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900',
          !expanded && 'hidden',
        )}
      >
        <div id={listId} role="listbox" aria-label={TEXT.clientResults}>
          {items.map((client, index) => (
            // Keyboard use goes through the input (aria-activedescendant), as the combobox pattern wants.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys for every option.
            <div
              key={client.id}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onMouseMove={() => setActive(index)}
              // Keep the focus in the input.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
              className={cx(
                'cursor-pointer rounded-md px-3 py-2 text-sm',
                index === active
                  ? 'bg-primary-50 text-primary-900 dark:bg-primary-950 dark:text-primary-100'
                  : 'text-slate-800 dark:text-slate-200',
              )}
            >
              <span className="font-medium">{client.name}</span>
              {(client.city || client.vat_number) && (
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {[client.vat_number, client.city].filter(Boolean).join(' · ')}
                </span>
              )}
            </div>
          ))}
        </div>
        {items.length === 0 && (
          <p className="px-3 py-2 text-sm text-slate-600 dark:text-slate-400" role="status">
            {results.isFetching ? TEXT.clientSearching : TEXT.clientNoMatch}
          </p>
        )}
      </div>
    </div>
  );
}
