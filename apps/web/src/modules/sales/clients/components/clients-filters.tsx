import { CLIENT_DEFAULT_SORT } from '@portale/shared';
import { X } from 'lucide-react';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { SearchField } from '@/ui/search-field';
import { SelectField } from '@/ui/select-field';
import { UI_TEXT } from '@/ui/strings';
import { useClientFilterOptions } from '../api/client-filter-options';
import { KIND_OPTIONS, STATUS_OPTIONS } from '../choices';
import type { ClientsListSearch } from '../search';
import { CLIENTS_TEXT } from '../strings';

const TEXT = CLIENTS_TEXT.filters;
const SORT_OPTIONS = Object.entries(CLIENTS_TEXT.list.sorts).map(([value, label]) => ({ value, label }));

export type ClientsFiltersProps = {
  search: ClientsListSearch;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onChange: (patch: Partial<ClientsListSearch>) => void;
  onClear?: () => void;
};

/** The search box, the status, type, owner and tag filters, the sort (the only one on phones) and "archived". */
export function ClientsFilters({ search, searchText, onSearchTextChange, onChange, onClear }: ClientsFiltersProps) {
  const options = useClientFilterOptions().data;
  const select = <K extends 'status' | 'kind' | 'owner' | 'tag'>(key: K) => ({
    value: search[key] ?? '',
    onChange: (event: { target: { value: string } }) =>
      onChange({ [key]: event.target.value || undefined } as Partial<ClientsListSearch>),
  });
  return (
    <search aria-label={TEXT.label} className="flex flex-col gap-3">
      <SearchField
        label={TEXT.search}
        placeholder={TEXT.searchPlaceholder}
        value={searchText}
        onChange={(event) => onSearchTextChange(event.target.value)}
        maxLength={100}
      />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5 xl:items-end">
        <SelectField label={TEXT.status} placeholder={TEXT.all} options={STATUS_OPTIONS} {...select('status')} />
        <SelectField label={TEXT.kind} placeholder={TEXT.all} options={KIND_OPTIONS} {...select('kind')} />
        <SelectField
          label={TEXT.owner}
          placeholder={TEXT.all}
          options={(options?.owners ?? []).map((person) => ({ value: person.id, label: person.name }))}
          {...select('owner')}
        />
        <SelectField
          label={TEXT.tag}
          placeholder={TEXT.allTags}
          options={(options?.tags ?? []).map((tag) => ({ value: tag, label: tag }))}
          {...select('tag')}
        />
        <SelectField
          label={CLIENTS_TEXT.list.sortLabel}
          options={SORT_OPTIONS}
          value={search.sort ?? CLIENT_DEFAULT_SORT}
          onChange={(event) =>
            onChange({ sort: event.target.value === CLIENT_DEFAULT_SORT ? undefined : event.target.value })
          }
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField
          label={TEXT.archived}
          checked={search.archived ?? false}
          onChange={(event) => onChange({ archived: event.target.checked || undefined })}
        />
        {onClear && (
          <Button variant="ghost" onClick={onClear} icon={<X className="size-4" aria-hidden="true" />}>
            {UI_TEXT.clearFilters}
          </Button>
        )}
      </div>
    </search>
  );
}
