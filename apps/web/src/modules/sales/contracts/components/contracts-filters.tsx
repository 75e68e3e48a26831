import {
  CONTRACT_DEFAULT_SORT,
  SALES_CONTRACT_STATUS_LABELS,
  SALES_CONTRACT_STATUSES,
  SALES_CONTRACT_TYPE_LABELS,
  SALES_CONTRACT_TYPES,
} from '@portale/shared';
import { X } from 'lucide-react';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { SearchField } from '@/ui/search-field';
import { SelectField } from '@/ui/select-field';
import { UI_TEXT } from '@/ui/strings';
import { type ContractsListSearch, EXPIRING_DAYS } from '../search';
import { CONTRACTS_TEXT } from '../strings';

const TEXT = CONTRACTS_TEXT.filters;
const STATUS_OPTIONS = SALES_CONTRACT_STATUSES.map((value) => ({ value, label: SALES_CONTRACT_STATUS_LABELS[value] }));
const TYPE_OPTIONS = SALES_CONTRACT_TYPES.map((value) => ({ value, label: SALES_CONTRACT_TYPE_LABELS[value] }));

export type ContractsFiltersProps = {
  search: ContractsListSearch;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onChange: (patch: Partial<ContractsListSearch>) => void;
  onClear?: () => void;
  /** Without money rights the value sorts are not offered (the server ignores them anyway). */
  money: boolean;
};

/** The search box, status, type, sort and "only expiring"; a client filter (from the client's page) to remove. */
export function ContractsFilters({
  search,
  searchText,
  onSearchTextChange,
  onChange,
  onClear,
  money,
}: ContractsFiltersProps) {
  const sorts = Object.entries(CONTRACTS_TEXT.list.sorts)
    .filter(([value]) => money || !value.endsWith('value'))
    .map(([value, label]) => ({ value, label }));
  return (
    <search aria-label={TEXT.label} className="flex flex-col gap-3">
      <SearchField
        label={TEXT.search}
        placeholder={TEXT.searchPlaceholder}
        value={searchText}
        onChange={(event) => onSearchTextChange(event.target.value)}
        maxLength={100}
      />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 md:items-end">
        <SelectField
          label={TEXT.status}
          placeholder={TEXT.all}
          options={STATUS_OPTIONS}
          value={search.status ?? ''}
          onChange={(event) => onChange({ status: (event.target.value || undefined) as ContractsListSearch['status'] })}
        />
        <SelectField
          label={TEXT.type}
          placeholder={TEXT.all}
          options={TYPE_OPTIONS}
          value={search.type ?? ''}
          onChange={(event) => onChange({ type: (event.target.value || undefined) as ContractsListSearch['type'] })}
        />
        <SelectField
          label={CONTRACTS_TEXT.list.sortLabel}
          className="col-span-2 md:col-span-1"
          options={sorts}
          value={search.sort ?? CONTRACT_DEFAULT_SORT}
          onChange={(event) =>
            onChange({ sort: event.target.value === CONTRACT_DEFAULT_SORT ? undefined : event.target.value })
          }
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <CheckboxField
            label={TEXT.expiring(EXPIRING_DAYS)}
            checked={search.expiring !== undefined}
            onChange={(event) => onChange({ expiring: event.target.checked ? EXPIRING_DAYS : undefined })}
          />
          {search.client && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onChange({ client: undefined })}
              icon={<X className="size-4" aria-hidden="true" />}
            >
              {TEXT.removeClient}
            </Button>
          )}
        </div>
        {onClear && (
          <Button variant="ghost" onClick={onClear} icon={<X className="size-4" aria-hidden="true" />}>
            {UI_TEXT.clearFilters}
          </Button>
        )}
      </div>
    </search>
  );
}
