import type { ClientCompanyRef } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { useFeatureEnabled } from '@/platform/flags-store';
import { toast } from '@/platform/toast/toast';
import { useDebouncedValue } from '@/platform/use-debounced-value';
import { cx } from '@/ui/cx';
import { controlClasses, FieldShell, useFieldIds } from '@/ui/field-shell';
import { useClientCompanies } from '../api/client-companies';
import { useCreateClientCompany } from '../api/create-client-company';
import { PROJECTS_TEXT } from '../strings';

const TEXT = PROJECTS_TEXT.form;

type Option = { kind: 'client'; client: ClientCompanyRef & { detail: string } } | { kind: 'create'; name: string };

export type ClientPickerProps = {
  value: ClientCompanyRef | null;
  onChange: (client: ClientCompanyRef | null) => void;
  error?: string;
  className?: string;
};

const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.toLowerCase();

/**
 * The project's client: a combobox (ARIA 1.2) over the live client companies of `/api/client-companies`, by name,
 * partita IVA or codice fiscale, for any project editor whatever the CRM's flag. With the CRM off a new client is
 * made by name from here; with it on, new clients are made in the CRM (a link opens it in a new tab). Emptying the
 * field makes the project internal.
 */
export function ClientPicker({ value, onChange, error, className }: ClientPickerProps) {
  const crm = useFeatureEnabled('sales_module');
  const { inputId, hintId, errorId, controlProps } = useFieldIds(undefined, TEXT.clientHint, error);
  const listId = `${inputId}-clienti`;
  const [text, setText] = useState(value?.name ?? '');
  const [typing, setTyping] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const create = useCreateClientCompany();

  // A value set from outside (a restored draft, a reset) shows in the box unless the user is typing.
  useEffect(() => {
    if (!typing) setText(value?.name ?? '');
  }, [value, typing]);

  const query = useDebouncedValue(typing ? text.trim() : '', 250);
  const lookup = useClientCompanies(query, open);
  const items = lookup.data?.items ?? [];
  const options: Option[] = [
    ...items.map((client) => ({ kind: 'client' as const, client })),
    ...(!crm && query !== '' && !items.some((c) => sameName(query, c.name))
      ? [{ kind: 'create' as const, name: query.replace(/\s+/g, ' ') }]
      : []),
  ];

  const close = () => {
    setOpen(false);
    setActive(-1);
    setTyping(false);
  };
  const choose = (client: ClientCompanyRef | null) => {
    onChange(client);
    setText(client?.name ?? '');
    close();
  };
  const pick = (option: Option) => {
    if (option.kind === 'client') return choose({ id: option.client.id, name: option.client.name });
    create.mutate(option.name, {
      onSuccess: (result) => {
        if (result.created) toast.success(TEXT.clientCreated(result.client.name));
        choose(result.client);
      },
      onError: (failure) => toast.error(TEXT.clientCreateFailed, errorMessage(failure)),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (options.length ? (current + step + options.length) % options.length : -1));
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active]!);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setText(value?.name ?? '');
      close();
    }
  };

  const onBlur = () => {
    // Leaving the box: an emptied one means no client (an internal project); anything else typed is dropped.
    if (typing && text.trim() === '') choose(null);
    else {
      setText(value?.name ?? '');
      close();
    }
  };

  const status = lookup.isError
    ? TEXT.clientLookupFailed
    : lookup.isFetching && !lookup.data
      ? TEXT.clientSearching
      : query === '' && items.length === 0
        ? TEXT.clientTypeMore
        : options.length === 0
          ? TEXT.clientNone
          : null;

  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <FieldShell
        label={TEXT.client}
        inputId={inputId}
        hint={TEXT.clientHint}
        hintId={hintId}
        error={error}
        errorId={errorId}
      >
        <div className="relative">
          <input
            {...controlProps}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            maxLength={200}
            placeholder={TEXT.clientPlaceholder}
            className={controlClasses(error, cx('h-10', value && 'pr-10'))}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setTyping(true);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={onBlur}
            onKeyDown={onKeyDown}
          />
          {value && (
            <button
              type="button"
              aria-label={TEXT.clientClear}
              title={TEXT.clientClear}
              onClick={() => choose(null)}
              className="absolute top-1/2 right-1.5 flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100 dark:focus-visible:outline-primary-400"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
          <div
            className={cx(
              'absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900',
              !open && 'hidden',
            )}
          >
            <div id={listId} role="listbox" aria-label={TEXT.client} className="max-h-64 overflow-y-auto py-1">
              {options.map((option, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keyboard (ARIA 1.2).
                <div
                  key={option.kind === 'client' ? option.client.id : 'create'}
                  id={`${listId}-${index}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  onMouseMove={() => index !== active && setActive(index)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(option)}
                  className={cx(
                    'flex cursor-pointer flex-col px-3 py-2 text-sm sm:flex-row sm:items-baseline sm:gap-2',
                    index === active
                      ? 'bg-primary-50 dark:bg-primary-950/60'
                      : 'hover:bg-slate-50 dark:hover:bg-slate-800',
                  )}
                >
                  {option.kind === 'client' ? (
                    <>
                      <span className="min-w-0 font-medium text-slate-900 sm:flex-1 sm:truncate dark:text-white">
                        {option.client.name}
                      </span>
                      {option.client.detail && (
                        <span className="shrink-0 font-mono text-xs text-slate-600 dark:text-slate-400">
                          {option.client.detail}
                        </span>
                      )}
                    </>
                  ) : (
                    <span className="flex items-center gap-2 font-medium text-primary-700 dark:text-primary-300">
                      <Plus className="size-4 shrink-0" aria-hidden="true" />
                      {TEXT.clientCreate(option.name)}
                    </span>
                  )}
                </div>
              ))}
            </div>
            {status && <p className="px-3 py-2 text-sm text-slate-600 dark:text-slate-400">{status}</p>}
          </div>
          <span className="sr-only" aria-live="polite">
            {open && !lookup.isFetching && query !== '' ? TEXT.clientResults(items.length) : ''}
          </span>
        </div>
      </FieldShell>
      {crm && (
        <Link
          to="/app/crm/clients/create"
          target="_blank"
          className="self-start text-xs font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-primary-300 dark:focus-visible:outline-primary-400"
        >
          {TEXT.clientInCrm} <span className="sr-only">{TEXT.clientInCrmHint}</span>
        </Link>
      )}
    </div>
  );
}
