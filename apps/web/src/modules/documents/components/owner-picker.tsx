import { Check, ChevronDown, X } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useAuthStore } from '@/platform/auth-store';
import { useDebouncedValue } from '@/platform/use-debounced-value';
import { cx } from '@/ui/cx';
import { controlClasses } from '@/ui/field-shell';
import { useOwners } from '../api/list-owners';
import { DOCUMENTS_TEXT as TEXT } from '../strings';

const POPUP =
  'absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900';

type Option = { id: string | undefined; name: string; hint?: string };

/**
 * The owner filter: anyone who owns documents the user may read, found by typing a few letters (a combobox with
 * a list box, WAI-ARIA pattern: arrows move, Enter picks, Escape closes); "Tutti" and the user themself first.
 * The value is a person's id (in the URL); the name shown comes from the server.
 */
export function OwnerPicker({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const me = useAuthStore((state) => state.user);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const query = useDebouncedValue(text.trim(), 200);
  // The current value's name is asked for along with the first page, so the field can show it.
  const owners = useOwners(open ? query : '', value, open || Boolean(value));
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const listId = `${ids}-owners`;

  const selectedName =
    value === undefined
      ? TEXT.anyOwner
      : value === me?.id
        ? TEXT.ownerMineNamed(me?.name ?? '')
        : (owners.data?.items.find((o) => o.id === value)?.name ?? TEXT.ownerUnknown);
  const people: Option[] = (owners.data?.items ?? [])
    .filter((o) => o.id !== me?.id)
    .map((o) => ({ id: o.id, name: o.name }));
  const options: Option[] = [
    ...(query ? [] : [{ id: undefined, name: TEXT.anyOwner }]),
    ...(me && (!query || me.name.toLowerCase().includes(query.toLowerCase()))
      ? [{ id: me.id, name: TEXT.ownerMineNamed(me.name) }]
      : []),
    ...people,
  ];
  const pick = (option: Option | undefined) => {
    if (!option) return;
    onChange(option.id);
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
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${ids}-input`} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {TEXT.owner}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={`${ids}-input`}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && options[active] ? optionId(active) : undefined}
          autoComplete="off"
          placeholder={open ? TEXT.ownerSearch : undefined}
          value={open ? text : selectedName}
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
          className={controlClasses(undefined, 'h-10 pr-16')}
        />
        <span className="absolute inset-y-0 right-2 flex items-center gap-1">
          {value !== undefined && (
            <button
              type="button"
              aria-label={TEXT.ownerClear}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick({ id: undefined, name: TEXT.anyOwner })}
              className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
          <ChevronDown className="size-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
        </span>
        {open && options.length === 0 && (
          <p id={listId} role="status" className={`${POPUP} px-3 text-slate-600 dark:text-slate-400`}>
            {owners.isPending ? TEXT.ownerLoading : TEXT.ownerNone}
          </p>
        )}
        {open && options.length > 0 && (
          <div id={listId} role="listbox" aria-label={TEXT.owner} className={POPUP}>
            {options.map((option, index) => (
              // The input handles the keys for every option (aria-activedescendant), as the combobox pattern wants.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys for every option.
              <div
                key={option.id ?? 'all'}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={option.id === value}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => pick(option)}
                className={cx(
                  'flex cursor-pointer items-center gap-2 px-3 py-2 text-slate-900 dark:text-slate-100',
                  index === active && 'bg-slate-100 dark:bg-slate-800',
                )}
              >
                <Check
                  className={cx(
                    'size-4 shrink-0 text-primary-700 dark:text-primary-300',
                    option.id !== value && 'invisible',
                  )}
                  aria-hidden="true"
                />
                <span className="truncate">{option.name}</span>
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
