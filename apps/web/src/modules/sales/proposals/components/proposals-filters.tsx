import { PROPOSAL_DEFAULT_SORT, PROPOSAL_STATUS_LABELS, PROPOSAL_STATUSES } from '@portale/shared';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { SearchField } from '@/ui/search-field';
import { SelectField } from '@/ui/select-field';
import { UI_TEXT } from '@/ui/strings';
import { useClientFilterOptions } from '../../clients/api/client-filter-options';
import { clientQueryOptions } from '../../clients/api/get-client';
import { boardPipelineOf, usePipelineChoices } from '../api/pipelines';
import type { ProposalsSearch } from '../search';
import { PROPOSALS_TEXT } from '../strings';

const TEXT = PROPOSALS_TEXT.filters;
const STATUS_OPTIONS = PROPOSAL_STATUSES.map((value) => ({ value, label: PROPOSAL_STATUS_LABELS[value] }));
const SORT_OPTIONS = Object.entries(PROPOSALS_TEXT.list.sorts).map(([value, label]) => ({ value, label }));

export type ProposalsFiltersProps = {
  search: ProposalsSearch;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onChange: (patch: Partial<ProposalsSearch>) => void;
  onClear?: () => void;
};

/**
 * The search box and the filters: status, pipeline and stage, owner, "in scadenza" and the sort in the list; on the
 * board only those that do not name a column (search and owner), the pipeline being the board's own picker.
 */
export function ProposalsFilters({ search, searchText, onSearchTextChange, onChange, onClear }: ProposalsFiltersProps) {
  const owners = useClientFilterOptions().data?.owners ?? [];
  const pipelines = usePipelineChoices().data?.items ?? [];
  const board = search.view === 'board';
  const pipeline = pipelines.find((p) => p.id === search.pipeline);
  const boardPipeline = boardPipelineOf(pipelines, search.pipeline);
  const select = <K extends 'status' | 'owner' | 'stage'>(key: K) => ({
    value: search[key] ?? '',
    onChange: (event: { target: { value: string } }) =>
      onChange({ [key]: event.target.value || undefined } as Partial<ProposalsSearch>),
  });
  const ownerSelect = (
    <SelectField
      label={TEXT.owner}
      placeholder={TEXT.all}
      options={owners.map((person) => ({ value: person.id, label: person.name }))}
      {...select('owner')}
    />
  );
  return (
    <search aria-label={TEXT.label} className="flex flex-col gap-3">
      <div
        className={board ? 'grid gap-3 md:grid-cols-[minmax(0,1fr)_14rem_14rem] md:items-end' : 'flex flex-col gap-3'}
      >
        <SearchField
          label={TEXT.search}
          placeholder={TEXT.searchPlaceholder}
          value={searchText}
          onChange={(event) => onSearchTextChange(event.target.value)}
          maxLength={100}
        />
        {board && (
          <SelectField
            label={TEXT.pipeline}
            options={pipelines.map((p) => ({ value: p.id, label: p.name }))}
            value={boardPipeline?.id ?? ''}
            onChange={(event) => onChange({ pipeline: event.target.value })}
          />
        )}
        {board && ownerSelect}
      </div>
      {!board && (
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5 xl:items-end">
          <SelectField label={TEXT.status} placeholder={TEXT.all} options={STATUS_OPTIONS} {...select('status')} />
          <SelectField
            label={TEXT.pipeline}
            placeholder={TEXT.allPipelines}
            options={pipelines.map((p) => ({ value: p.id, label: p.name }))}
            value={search.pipeline ?? ''}
            onChange={(event) => onChange({ pipeline: event.target.value || undefined, stage: undefined })}
          />
          <SelectField
            label={TEXT.stage}
            placeholder={TEXT.allStages}
            options={(pipeline?.stages ?? []).map((stage) => ({ value: stage.id, label: stage.name }))}
            disabled={!pipeline}
            {...select('stage')}
          />
          {ownerSelect}
          <SelectField
            label={PROPOSALS_TEXT.list.sortLabel}
            options={SORT_OPTIONS}
            value={search.sort ?? PROPOSAL_DEFAULT_SORT}
            onChange={(event) =>
              onChange({ sort: event.target.value === PROPOSAL_DEFAULT_SORT ? undefined : event.target.value })
            }
          />
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          {!board && (
            <CheckboxField
              label={TEXT.expiring}
              checked={search.expiring ?? false}
              onChange={(event) => onChange({ expiring: event.target.checked || undefined })}
            />
          )}
          {search.client && <ClientChip clientId={search.client} onRemove={() => onChange({ client: undefined })} />}
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

/** The client filter (set by a client's page): its name, and a button to drop it. */
function ClientChip({ clientId, onRemove }: { clientId: string; onRemove: () => void }) {
  const name = useQuery(clientQueryOptions(clientId)).data?.name;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-primary-50 py-0.5 pr-1 pl-3 text-sm text-primary-800 ring-1 ring-primary-200 ring-inset dark:bg-primary-950 dark:text-primary-200 dark:ring-primary-800">
      {TEXT.client(name ?? '…')}
      <button
        type="button"
        onClick={onRemove}
        aria-label={TEXT.removeClient}
        className="inline-flex size-6 items-center justify-center rounded-full hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-primary-600 dark:hover:bg-primary-900 dark:focus-visible:outline-primary-400"
      >
        <X className="size-3.5" aria-hidden="true" />
      </button>
    </span>
  );
}
