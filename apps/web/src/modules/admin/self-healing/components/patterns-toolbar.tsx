import {
  type ErrorSeverity,
  PATTERN_STATUS_LABELS,
  type PatternList,
  type PatternStatus,
  SEVERITY_LABELS,
} from '@portale/shared';
import { X } from 'lucide-react';
import { Button } from '@/ui/button';
import { SearchField } from '@/ui/search-field';
import { SelectField } from '@/ui/select-field';
import { SH_TEXT } from '../strings';

const TEXT = SH_TEXT.patterns.toolbar;

export type PatternsToolbarProps = {
  searchText: string;
  onSearchTextChange: (text: string) => void;
  /** Spec §3: the list carries the filter options (severities, error types). */
  options: PatternList['filter_options'] | undefined;
  severity: ErrorSeverity | undefined;
  onSeverityChange: (severity: ErrorSeverity | undefined) => void;
  errorType: string | undefined;
  onErrorTypeChange: (errorType: string | undefined) => void;
  status: PatternStatus | undefined;
  onStatusChange: (status: PatternStatus | undefined) => void;
  onClear: (() => void) | undefined;
};

export function PatternsToolbar(props: PatternsToolbarProps) {
  const { options, severity, errorType, status } = props;
  const severities = (options?.severities ?? []).map((s) => ({ value: s, label: SEVERITY_LABELS[s] }));
  const statuses = (options?.statuses ?? []).map((s) => ({ value: s, label: PATTERN_STATUS_LABELS[s] }));
  // The chosen type stays selectable even if the current options no longer list it.
  const types = [...new Set([...(options?.error_types ?? []), ...(errorType ? [errorType] : [])])].map((t) => ({
    value: t,
    label: t,
  }));
  return (
    <search aria-label={TEXT.label} className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <SearchField
        className="lg:flex-1"
        label={TEXT.search}
        placeholder={TEXT.searchPlaceholder}
        value={props.searchText}
        onChange={(event) => props.onSearchTextChange(event.target.value)}
        maxLength={200}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:flex lg:items-end">
        <SelectField
          label={TEXT.severity}
          hideLabel
          placeholder={TEXT.allSeverities}
          options={severities}
          value={severity ?? ''}
          onChange={(event) => props.onSeverityChange((event.target.value || undefined) as ErrorSeverity | undefined)}
          className="lg:w-44"
        />
        <SelectField
          label={TEXT.errorType}
          hideLabel
          placeholder={TEXT.allTypes}
          options={types}
          value={errorType ?? ''}
          onChange={(event) => props.onErrorTypeChange(event.target.value || undefined)}
          className="lg:w-52"
        />
        <SelectField
          label={TEXT.status}
          hideLabel
          placeholder={TEXT.allStatuses}
          options={statuses}
          value={status ?? ''}
          onChange={(event) => props.onStatusChange((event.target.value || undefined) as PatternStatus | undefined)}
          className="lg:w-44"
        />
      </div>
      {props.onClear && (
        <Button variant="ghost" onClick={props.onClear} icon={<X className="size-4" aria-hidden="true" />}>
          {TEXT.clear}
        </Button>
      )}
    </search>
  );
}
