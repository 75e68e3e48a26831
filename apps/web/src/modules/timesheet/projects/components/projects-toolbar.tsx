import { PROJECT_STATUS_LABELS, PROJECT_STATUSES, type ProjectFilterOptions } from '@portale/shared';
import { X } from 'lucide-react';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { SearchField } from '@/ui/search-field';
import { SelectField } from '@/ui/select-field';
import { UI_TEXT } from '@/ui/strings';
import type { ProjectsListSearch } from '../search';
import { PROJECTS_TEXT } from '../strings';

const TEXT = PROJECTS_TEXT.list;
const STATUS_OPTIONS = PROJECT_STATUSES.map((value) => ({ value, label: PROJECT_STATUS_LABELS[value] }));

export type ProjectsToolbarProps = {
  searchText: string;
  onSearchTextChange: (text: string) => void;
  filters: ProjectsListSearch;
  options: ProjectFilterOptions | undefined;
  onChange: (patch: Partial<ProjectsListSearch>) => void;
  /** Only edit_project holders may list deleted projects. */
  canShowDeleted: boolean;
  onClear: (() => void) | undefined;
};

/** The clients of the projects, the internal ones, and a client in the URL no project has any more. */
function clientOptions(options: ProjectFilterOptions | undefined, current: string | undefined) {
  const clients = (options?.clients ?? []).map((c) => ({ value: c.id, label: c.name }));
  if (current && current !== 'none' && options && !clients.some((c) => c.value === current))
    clients.push({ value: current, label: TEXT.otherClient });
  return [...clients, { value: 'none', label: TEXT.internalProjects }];
}

/** Search and filters of the projects list; on phones the selects stack in one column. */
export function ProjectsToolbar({
  searchText,
  onSearchTextChange,
  filters,
  options,
  onChange,
  canShowDeleted,
  onClear,
}: ProjectsToolbarProps) {
  const withCurrent = (values: readonly string[], current: string | undefined) =>
    [...new Set([...values, ...(current ? [current] : [])])].map((value) => ({ value, label: value }));
  const managers = (options?.managers ?? []).map((m) => ({ value: m.id, label: m.name }));
  return (
    <search aria-label={TEXT.search} className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField
          className="sm:flex-1 md:max-w-md"
          label={TEXT.search}
          placeholder={TEXT.searchPlaceholder}
          value={searchText}
          onChange={(event) => onSearchTextChange(event.target.value)}
          maxLength={100}
        />
        {canShowDeleted && (
          <CheckboxField
            label={TEXT.showDeleted}
            checked={filters.deleted ?? false}
            onChange={(event) => onChange({ deleted: event.target.checked || undefined, page: undefined })}
          />
        )}
        {onClear && (
          <Button
            variant="ghost"
            className="sm:ml-auto"
            onClick={onClear}
            icon={<X className="size-4" aria-hidden="true" />}
          >
            {UI_TEXT.clearFilters}
          </Button>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={TEXT.status}
          hideLabel
          placeholder={TEXT.allStatuses}
          options={STATUS_OPTIONS}
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({ status: (event.target.value || undefined) as ProjectsListSearch['status'], page: undefined })
          }
        />
        <SelectField
          label={TEXT.client}
          hideLabel
          placeholder={TEXT.allClients}
          options={clientOptions(options, filters.client_id)}
          value={filters.client_id ?? ''}
          onChange={(event) =>
            onChange({
              client_id: (event.target.value || undefined) as ProjectsListSearch['client_id'],
              page: undefined,
            })
          }
        />
        <SelectField
          label={TEXT.manager}
          hideLabel
          placeholder={TEXT.allManagers}
          options={managers}
          value={filters.manager_id ?? ''}
          onChange={(event) => onChange({ manager_id: event.target.value || undefined, page: undefined })}
        />
        <SelectField
          label={TEXT.tag}
          hideLabel
          placeholder={TEXT.allTags}
          options={withCurrent(options?.tags ?? [], filters.tag)}
          value={filters.tag ?? ''}
          onChange={(event) => onChange({ tag: event.target.value || undefined, page: undefined })}
        />
      </div>
    </search>
  );
}
