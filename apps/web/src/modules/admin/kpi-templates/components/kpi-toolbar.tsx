import { Search, X } from 'lucide-react';
import { Button } from '../../../../ui/button';
import { SelectField } from '../../../../ui/select-field';
import { TextField } from '../../../../ui/text-field';
import { KPI_TEXT } from '../strings';

const TEXT = KPI_TEXT.toolbar;

export type KpiToolbarProps = {
  searchText: string;
  onSearchTextChange: (text: string) => void;
  category: string | undefined;
  categories: readonly string[];
  onCategoryChange: (category: string | undefined) => void;
  onClear: (() => void) | undefined;
};

export function KpiToolbar({
  searchText,
  onSearchTextChange,
  category,
  categories,
  onCategoryChange,
  onClear,
}: KpiToolbarProps) {
  // A category from a bookmarked URL stays selectable even if no template uses it any more.
  const options = [...new Set([...categories, ...(category ? [category] : [])])].map((value) => ({
    value,
    label: value,
  }));
  return (
    <search aria-label={TEXT.search} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="relative sm:flex-1 md:max-w-md">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 z-10 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          aria-hidden="true"
        />
        <TextField
          label={TEXT.search}
          hideLabel
          type="search"
          placeholder={TEXT.searchPlaceholder}
          value={searchText}
          onChange={(event) => onSearchTextChange(event.target.value)}
          maxLength={100}
          className="[&_input]:pl-9"
        />
      </div>
      <SelectField
        label={TEXT.category}
        hideLabel
        placeholder={TEXT.allCategories}
        options={options}
        value={category ?? ''}
        onChange={(event) => onCategoryChange(event.target.value || undefined)}
        className="sm:w-56"
      />
      {onClear && (
        <Button variant="ghost" onClick={onClear} icon={<X className="size-4" aria-hidden="true" />}>
          {TEXT.clear}
        </Button>
      )}
    </search>
  );
}
