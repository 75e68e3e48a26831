import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES } from '@portale/shared';
import { Button } from '@/ui/button';
import { SearchField } from '@/ui/search-field';
import { SelectField } from '@/ui/select-field';
import { UI_TEXT } from '@/ui/strings';
import { TextField } from '@/ui/text-field';
import { useTags } from '../api/list-tags';
import type { DocumentsListSearch } from '../search';
import { DOCUMENTS_TEXT as TEXT } from '../strings';
import { OwnerPicker } from './owner-picker';

export type FiltersValue = Pick<DocumentsListSearch, 'type' | 'tag' | 'owner' | 'from' | 'to' | 'expiring' | 'sort'>;

export const TYPE_OPTIONS = DOCUMENT_TYPES.map((type) => ({ value: type, label: DOCUMENT_TYPE_LABELS[type] }));

/** Words, type, tag, owner, dates, expiring and sort of the list; each change goes to the URL. */
export function ListFilters({
  text,
  onText,
  value,
  onChange,
  onClear,
  showSort = true,
  hideWords = false,
}: {
  text: string;
  onText: (text: string) => void;
  value: FiltersValue;
  onChange: (patch: Partial<DocumentsListSearch>) => void;
  onClear?: () => void;
  /** The list page: sort and "only expiring", which the search page does not have. */
  showSort?: boolean;
  /** The search page has its own, larger search box. */
  hideWords?: boolean;
}) {
  const tags = useTags();
  const moreSet = Boolean(
    value.owner || value.from || value.to || value.expiring || (value.sort && value.sort !== '-updated_at'),
  );
  const tagOptions = (tags.data?.items ?? []).map((tag) => ({
    value: tag.name,
    label: `${tag.name} (${tag.document_count})`,
  }));
  if (value.tag && !tagOptions.some((option) => option.value === value.tag))
    tagOptions.unshift({ value: value.tag, label: value.tag });
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {!hideWords && (
        <SearchField
          label={TEXT.searchPlaceholder}
          placeholder={TEXT.searchPlaceholder}
          value={text}
          onChange={(event) => onText(event.target.value)}
          className="sm:col-span-2"
        />
      )}
      <SelectField
        label={TEXT.type}
        hideLabel
        value={value.type ?? ''}
        onChange={(event) => onChange({ type: (event.target.value || undefined) as FiltersValue['type'] })}
        options={[{ value: '', label: TEXT.anyType }, ...TYPE_OPTIONS]}
      />
      <SelectField
        label={TEXT.tag}
        hideLabel
        value={value.tag ?? ''}
        onChange={(event) => onChange({ tag: event.target.value || undefined })}
        options={[{ value: '', label: TEXT.anyTag }, ...tagOptions]}
      />
      <details
        open={moreSet}
        className="rounded-xl border border-slate-200 px-3 py-2 sm:col-span-2 lg:col-span-4 dark:border-slate-800"
      >
        <summary className="cursor-pointer text-sm font-medium text-slate-700 select-none dark:text-slate-300">
          {TEXT.moreFilters}
        </summary>
        <div className="mt-3 grid grid-cols-1 gap-3 pb-1 sm:grid-cols-2 lg:grid-cols-4">
          <OwnerPicker value={value.owner} onChange={(owner) => onChange({ owner })} />
          <TextField
            label={TEXT.updatedFrom}
            type="date"
            value={value.from ?? ''}
            onChange={(event) => onChange({ from: event.target.value || undefined })}
          />
          <TextField
            label={TEXT.updatedTo}
            type="date"
            value={value.to ?? ''}
            onChange={(event) => onChange({ to: event.target.value || undefined })}
          />
          {showSort && (
            <SelectField
              label={TEXT.sort}
              value={value.sort ?? '-updated_at'}
              onChange={(event) =>
                onChange({ sort: event.target.value === '-updated_at' ? undefined : event.target.value })
              }
              options={Object.entries(TEXT.sorts).map(([key, label]) => ({ value: key, label }))}
            />
          )}
        </div>
      </details>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
        {showSort && (
          <label className="inline-flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <input
              type="checkbox"
              checked={value.expiring ?? false}
              onChange={(event) => onChange({ expiring: event.target.checked || undefined })}
              className="size-4 rounded border-slate-300"
            />
            {TEXT.onlyExpiring}
          </label>
        )}
        {onClear && (
          <Button size="sm" variant="ghost" onClick={onClear}>
            {UI_TEXT.clearFilters}
          </Button>
        )}
      </div>
    </div>
  );
}
