import type { AnalyticsOptions } from '@portale/shared';
import { FilterX } from 'lucide-react';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/select-field';
import { UI_TEXT } from '@/ui/strings';
import { TextField } from '@/ui/text-field';
import { type AnalyticsSearch, PERIOD_PRESETS, type PeriodPreset } from '../analytics-search';
import { ANALYTICS_UI } from '../strings';

const TEXT = ANALYTICS_UI.filters;
const PRESET_OPTIONS = PERIOD_PRESETS.map((value) => ({ value, label: TEXT.presets[value] }));
const BILLABLE_OPTIONS = [
  { value: 'true', label: TEXT.billableOnly },
  { value: 'false', label: TEXT.nonBillableOnly },
];

export type FiltersBarProps = {
  search: AnalyticsSearch;
  preset: PeriodPreset;
  /** The dates in force (the preset's, or the custom ones). */
  from: string;
  to: string;
  error?: string;
  options: AnalyticsOptions | undefined;
  onChange: (patch: Partial<AnalyticsSearch>) => void;
};

/** Period presets or custom dates, project, person, client and billable filters; all kept in the URL. */
export function FiltersBar({ search, preset, from, to, error, options, onChange }: FiltersBarProps) {
  const custom = preset === 'personalizzato';
  const filtered = Boolean(
    search.preset ||
      search.from ||
      search.to ||
      search.project_id ||
      search.user_id ||
      search.client_id ||
      search.billable,
  );
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <legend className="sr-only">{TEXT.legend}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={TEXT.period}
          options={PRESET_OPTIONS}
          value={preset}
          onChange={(event) => {
            const next = event.target.value as PeriodPreset;
            // Switching to custom starts from the dates in force, so the numbers do not jump.
            onChange(
              next === 'personalizzato' ? { preset: next, from, to } : { preset: next, from: undefined, to: undefined },
            );
          }}
        />
        <TextField
          label={TEXT.from}
          type="date"
          value={custom ? (search.from ?? '') : from}
          disabled={!custom}
          max={custom ? search.to : undefined}
          onChange={(event) => onChange({ preset: 'personalizzato', from: event.target.value || undefined })}
        />
        <TextField
          label={TEXT.to}
          type="date"
          value={custom ? (search.to ?? '') : to}
          disabled={!custom}
          min={custom ? search.from : undefined}
          error={error}
          onChange={(event) => onChange({ preset: 'personalizzato', to: event.target.value || undefined })}
        />
        <SelectField
          label={TEXT.billable}
          placeholder={TEXT.allHours}
          options={BILLABLE_OPTIONS}
          value={search.billable ?? ''}
          onChange={(event) => onChange({ billable: (event.target.value || undefined) as AnalyticsSearch['billable'] })}
        />
        <SelectField
          label={TEXT.project}
          placeholder={TEXT.allProjects}
          options={(options?.projects ?? []).map((p) => ({ value: p.id, label: `${p.code} · ${p.name}` }))}
          value={search.project_id ?? ''}
          onChange={(event) => onChange({ project_id: event.target.value || undefined })}
        />
        <SelectField
          label={TEXT.person}
          placeholder={TEXT.allPeople}
          options={(options?.people ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={search.user_id ?? ''}
          onChange={(event) => onChange({ user_id: event.target.value || undefined })}
        />
        <SelectField
          label={TEXT.client}
          placeholder={TEXT.allClients}
          options={[
            ...(options?.clients ?? []).map((c) => ({ value: c.id, label: c.name })),
            { value: 'none', label: ANALYTICS_UI.noClient },
          ]}
          value={search.client_id ?? ''}
          onChange={(event) =>
            onChange({ client_id: (event.target.value || undefined) as AnalyticsSearch['client_id'] })
          }
        />
        {filtered && (
          <div className="flex items-end justify-end sm:col-span-2 lg:col-span-1">
            <Button
              variant="ghost"
              icon={<FilterX className="size-4" aria-hidden="true" />}
              onClick={() =>
                onChange({
                  preset: undefined,
                  from: undefined,
                  to: undefined,
                  project_id: undefined,
                  user_id: undefined,
                  client_id: undefined,
                  billable: undefined,
                })
              }
            >
              {UI_TEXT.clearFilters}
            </Button>
          </div>
        )}
      </div>
    </fieldset>
  );
}
