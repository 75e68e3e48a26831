import {
  PRE_INVOICE_DEFAULT_SORT,
  PRE_INVOICE_SOURCES,
  PRE_INVOICE_STATUS_LABELS,
  PRE_INVOICE_STATUSES,
} from '@portale/shared';
import { X } from 'lucide-react';
import { Button } from '@/ui/button';
import { SearchField } from '@/ui/search-field';
import { SelectField } from '@/ui/select-field';
import { UI_TEXT } from '@/ui/strings';
import { TextField } from '@/ui/text-field';
import { useCrmClientName, useCrmClientOptions } from '../api/crm-client-options';
import type { PreInvoicesSearch } from '../search';
import { PRE_INVOICES_TEXT } from '../strings';
import { SearchCombobox } from './search-combobox';

const TEXT = PRE_INVOICES_TEXT.filters;
const STATUS_OPTIONS = PRE_INVOICE_STATUSES.map((value) => ({ value, label: PRE_INVOICE_STATUS_LABELS[value] }));
const SOURCE_OPTIONS = PRE_INVOICE_SOURCES.map((value) => ({ value, label: TEXT.sources[value] }));
const SORT_OPTIONS = Object.entries(PRE_INVOICES_TEXT.list.sorts).map(([value, label]) => ({ value, label }));

export type PreInvoicesFiltersProps = {
  search: PreInvoicesSearch;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onChange: (patch: Partial<PreInvoicesSearch>) => void;
  onClear?: () => void;
};

/** The search box, status, origin, client, the issue dates' range and the sort, all kept in the URL. */
export function PreInvoicesFilters({
  search,
  searchText,
  onSearchTextChange,
  onChange,
  onClear,
}: PreInvoicesFiltersProps) {
  const name = useCrmClientName(search.client);
  const select = <K extends 'status' | 'source'>(key: K) => ({
    value: search[key] ?? '',
    onChange: (event: { target: { value: string } }) =>
      onChange({ [key]: event.target.value || undefined } as Partial<PreInvoicesSearch>),
  });
  return (
    <search aria-label={TEXT.label} className="flex flex-col gap-3">
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)] md:items-end">
        <SearchField
          label={TEXT.search}
          placeholder={TEXT.searchPlaceholder}
          value={searchText}
          onChange={(event) => onSearchTextChange(event.target.value)}
          maxLength={100}
        />
        <SearchCombobox
          label={TEXT.client}
          placeholder={TEXT.anyClient}
          searchPlaceholder={TEXT.clientSearch}
          value={search.client ? { id: search.client, label: name ?? '…' } : null}
          onChange={(option) => onChange({ client: option?.id })}
          useOptions={useCrmClientOptions}
          clearLabel={TEXT.clientClear}
          noneText={TEXT.clientNone}
          loadingText={TEXT.clientLoading}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5 xl:items-end">
        <SelectField label={TEXT.status} placeholder={TEXT.all} options={STATUS_OPTIONS} {...select('status')} />
        <SelectField label={TEXT.source} placeholder={TEXT.all} options={SOURCE_OPTIONS} {...select('source')} />
        <TextField
          type="date"
          label={TEXT.from}
          value={search.from ?? ''}
          max={search.to}
          onChange={(event) => onChange({ from: event.target.value || undefined })}
        />
        <TextField
          type="date"
          label={TEXT.to}
          value={search.to ?? ''}
          min={search.from}
          onChange={(event) => onChange({ to: event.target.value || undefined })}
        />
        <SelectField
          label={PRE_INVOICES_TEXT.list.sortLabel}
          className="col-span-2 md:col-span-1"
          options={SORT_OPTIONS}
          value={search.sort ?? PRE_INVOICE_DEFAULT_SORT}
          onChange={(event) =>
            onChange({ sort: event.target.value === PRE_INVOICE_DEFAULT_SORT ? undefined : event.target.value })
          }
        />
      </div>
      {onClear && (
        <div className="flex justify-end">
          <Button variant="ghost" onClick={onClear} icon={<X className="size-4" aria-hidden="true" />}>
            {UI_TEXT.clearFilters}
          </Button>
        </div>
      )}
    </search>
  );
}
