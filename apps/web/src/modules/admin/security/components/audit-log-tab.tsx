import {
  AUDIT_ACTIONS,
  type AuditEntry,
  AuditLogQuery as AuditLogQuerySchema,
  auditActionGroups,
  isAuditAction,
} from '@portale/shared';
import { Download, FilterX, ScrollText, SearchX } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { useDebouncedValue } from '@/platform/use-debounced-value';
import { Button, buttonStyles } from '@/ui/button';
import { DataTable, type DataTableColumn, type DataTableProps } from '@/ui/data-table';
import { Pagination } from '@/ui/pagination';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { type AuditFilters, type AuditLogQuery, auditLogExportUrl, useAuditLog } from '../api/audit-log';
import { AUDIT_PER_PAGE, FIRST_AUDIT } from '../security-search';
import { SECURITY_TEXT } from '../strings';
import { AuditDetails } from './audit-details';
import { AuditTargetCell } from './audit-target';
import { DateTimeCell } from './date-time-cell';

const TEXT = SECURITY_TEXT.audit;
const EMPTY_FILTERS: Required<AuditFilters> = { actor: '', action: '', from: '', to: '' };
const FilterSchema = AuditLogQuerySchema.omit({ page: true, per_page: true });

/** Each area heads its group with a choice for all of its actions, then lists them one by one. */
const ACTION_GROUPS = auditActionGroups().map((group) => ({
  label: group.label,
  options: [{ value: group.area, label: TEXT.wholeArea(group.label) }, ...group.actions],
}));

function ActorCell({ entry }: { entry: AuditEntry }) {
  const name =
    entry.actor_name === 'system' ? (
      <span className="italic">{TEXT.system}</span>
    ) : (
      (entry.actor_name ?? <span className="italic text-slate-600 dark:text-slate-400">{TEXT.anonymous}</span>)
    );
  return (
    <div className="flex flex-col gap-0.5">
      <span>{name}</span>
      {entry.ip && <span className="font-mono text-xs text-slate-600 dark:text-slate-400">{entry.ip}</span>}
    </div>
  );
}

const COLUMNS: DataTableColumn<AuditEntry>[] = [
  { id: 'created_at', header: TEXT.when, cell: (e) => <DateTimeCell iso={e.created_at} /> },
  { id: 'actor', header: TEXT.actorColumn, cell: (e) => <ActorCell entry={e} /> },
  {
    id: 'action',
    header: TEXT.action,
    cell: (e) => (
      <span className="block max-w-52 font-medium whitespace-normal text-slate-900 dark:text-white" title={e.action}>
        {isAuditAction(e.action) ? AUDIT_ACTIONS[e.action] : e.action}
      </span>
    ),
  },
  { id: 'target', header: TEXT.target, className: 'hidden md:table-cell', cell: (e) => <AuditTargetCell entry={e} /> },
  { id: 'details', header: TEXT.details, cell: (e) => <AuditDetails entry={e} /> },
];

/** The audit log with filters kept for the CSV export; the server pages and filters. */
export function AuditLogTab() {
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const actor = useDebouncedValue(filters.actor.trim());
  // Empty filters are left out, as the server expects (and as the export URL should read).
  const applied: AuditFilters = Object.fromEntries(
    Object.entries({ ...filters, actor }).filter(([, value]) => value !== ''),
  );
  const parsed = FilterSchema.safeParse(applied);
  const rangeInvalid = Boolean(filters.from && filters.to && filters.from > filters.to);
  const valid = parsed.success && !rangeInvalid;
  // The query of the last valid filters: while a range reads backwards the table keeps what it shows. Set during
  // render (React's pattern for state derived from props), so the table never asks for an invalid query.
  const [query, setQuery] = useState<AuditLogQuery>(FIRST_AUDIT);
  const candidate: AuditLogQuery = { ...applied, page, per_page: AUDIT_PER_PAGE };
  if (valid && JSON.stringify(candidate) !== JSON.stringify(query)) setQuery(candidate);
  const filtered = Object.values(filters).some(Boolean);

  const tableProps: TableProps = {
    caption: TEXT.caption,
    columns: COLUMNS,
    rowKey: (e) => e.id,
    empty: filtered
      ? { title: TEXT.emptyFiltered, hint: TEXT.emptyFilteredHint, icon: SearchX }
      : { title: TEXT.empty, hint: TEXT.emptyHint, icon: ScrollText },
  };

  const change = (key: keyof AuditFilters) => (value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 lg:grid-cols-[1fr_1fr_auto_auto] dark:border-slate-800 dark:bg-slate-900">
        <TextField
          label={TEXT.actor}
          type="search"
          placeholder={TEXT.actorPlaceholder}
          className="col-span-2 sm:col-span-1"
          value={filters.actor}
          onChange={(event) => change('actor')(event.target.value)}
        />
        <SelectField
          label={TEXT.action}
          placeholder={TEXT.allActions}
          options={[]}
          groups={ACTION_GROUPS}
          className="col-span-2 sm:col-span-1"
          value={filters.action}
          onChange={(event) => change('action')(event.target.value)}
        />
        <TextField
          label={TEXT.from}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => change('from')(event.target.value)}
        />
        <TextField
          label={TEXT.to}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          error={rangeInvalid ? TEXT.rangeInvalid : undefined}
          onChange={(event) => change('to')(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.exportHint}</p>
        <div className="flex flex-wrap gap-2">
          {filtered && (
            <Button
              variant="ghost"
              icon={<FilterX className="size-4" aria-hidden="true" />}
              onClick={() => {
                setFilters(EMPTY_FILTERS);
                setPage(1);
              }}
            >
              {TEXT.reset}
            </Button>
          )}
          {valid ? (
            <a href={auditLogExportUrl(applied)} download className={buttonStyles({ variant: 'secondary' })}>
              <Download className="size-4" aria-hidden="true" />
              {TEXT.export}
            </a>
          ) : (
            <Button variant="secondary" disabled icon={<Download className="size-4" aria-hidden="true" />}>
              {TEXT.export}
            </Button>
          )}
        </div>
      </div>
      <QueryBoundary fallback={<DataTable {...tableProps} rows={undefined} loading />}>
        <AuditResults query={query} tableProps={tableProps} onPageChange={setPage} />
      </QueryBoundary>
    </div>
  );
}

type TableProps = Omit<DataTableProps<AuditEntry>, 'rows' | 'loading'>;

type AuditResultsProps = { query: AuditLogQuery; tableProps: TableProps; onPageChange: (page: number) => void };

/** The page of the log the route loader prefetched (the first), then the one the filters and pages ask for. */
function AuditResults({ query, tableProps, onPageChange }: AuditResultsProps) {
  // The filters answer at once; the table keeps what it shows until the next data is there.
  const shown = useDeferredValue(query);
  const { data: log, isFetching } = useAuditLog(shown);
  return (
    <>
      <DataTable {...tableProps} rows={log.items} loading={isFetching || shown !== query} />
      {log.pagination.total > 0 && <Pagination pagination={log.pagination} onPageChange={onPageChange} />}
    </>
  );
}
