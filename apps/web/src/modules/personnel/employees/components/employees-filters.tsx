import { CONTRACT_TYPE_LABELS, CONTRACT_TYPES, EMPLOYEE_STATUS_LABELS, EMPLOYEE_STATUSES } from '@portale/shared';
import { X } from 'lucide-react';
import { Button } from '@/ui/button';
import { SearchField } from '@/ui/search-field';
import { SelectField } from '@/ui/select-field';
import { UI_TEXT } from '@/ui/strings';
import type { EmployeeFilters } from '../admin-search';
import { useEmployeeOptions } from '../api/employee-options';
import { PEOPLE_TEXT } from '../strings';

const TEXT = PEOPLE_TEXT.filters;

type SelectFilter = Exclude<keyof EmployeeFilters, 'search'>;

export type EmployeesFiltersProps = {
  filters: EmployeeFilters;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onFilterChange: (patch: Partial<EmployeeFilters>) => void;
  onClear?: () => void;
};

const toOptions = (items: { id: string; name: string }[] | undefined) =>
  (items ?? []).map((i) => ({ value: i.id, label: i.name }));

/** The search box and the selects above the employees table; their choices load on their own. */
export function EmployeesFilters({
  filters,
  searchText,
  onSearchTextChange,
  onFilterChange,
  onClear,
}: EmployeesFiltersProps) {
  const options = useEmployeeOptions().data;
  const select = (key: SelectFilter) => ({
    value: filters[key] ?? '',
    onChange: (e: { target: { value: string } }) => onFilterChange({ [key]: e.target.value || undefined }),
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
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6 xl:items-end">
        <SelectField
          label={TEXT.department}
          placeholder={TEXT.all}
          options={toOptions(options?.departments)}
          {...select('department_id')}
        />
        <SelectField
          label={TEXT.contract}
          placeholder={TEXT.all}
          options={CONTRACT_TYPES.map((c) => ({ value: c, label: CONTRACT_TYPE_LABELS[c] }))}
          {...select('contract_type')}
        />
        <SelectField
          label={TEXT.status}
          placeholder={TEXT.all}
          options={EMPLOYEE_STATUSES.map((s) => ({ value: s, label: EMPLOYEE_STATUS_LABELS[s] ?? s }))}
          {...select('status')}
        />
        <SelectField
          label={TEXT.manager}
          placeholder={TEXT.all}
          options={toOptions(options?.managers)}
          {...select('manager_id')}
        />
        <SelectField
          label={TEXT.location}
          placeholder={TEXT.all}
          options={toOptions(options?.work_locations)}
          {...select('work_location_id')}
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
