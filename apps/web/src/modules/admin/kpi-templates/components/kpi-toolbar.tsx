import { X } from 'lucide-react';
import { Button } from '@/ui/button';
import { SearchField } from '@/ui/search-field';
import { SelectField } from '@/ui/select-field';
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
      <SearchField
        className="sm:flex-1 md:max-w-md"
        label={TEXT.search}
        placeholder={TEXT.searchPlaceholder}
        value={searchText}
        onChange={(event) => onSearchTextChange(event.target.value)}
        maxLength={100}
      />
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
