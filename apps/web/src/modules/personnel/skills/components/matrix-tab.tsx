import type { SkillCatalogue, SkillMatrixCell } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { AlertTriangle, Grid3x3 } from 'lucide-react';
import { useDeferredValue } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { CheckboxField } from '@/ui/checkbox-field';
import { cx } from '@/ui/cx';
import { EmptyState } from '@/ui/empty-state';
import { SelectField } from '@/ui/select-field';
import { type MatrixFilters, useSkillMatrix } from '../api/skill-matrix';
import { SKILLS_TEXT } from '../strings';
import { PanelSkeleton } from './query-states';

const TEXT = SKILLS_TEXT.matrix;

export type MatrixTabProps = {
  catalogue: SkillCatalogue | undefined;
  filters: MatrixFilters;
  onFiltersChange: (filters: MatrixFilters) => void;
};

/** People × skills with filters in the URL; the first column stays put while the skills scroll sideways. */
export function MatrixTab({ catalogue, filters, onFiltersChange }: MatrixTabProps) {
  const set = (patch: MatrixFilters) => onFiltersChange({ ...filters, ...patch });
  const skillOptions = (catalogue?.skills ?? [])
    .filter((s) => !filters.category_id || s.category_id === filters.category_id)
    .map((s) => ({ value: s.id, label: s.name }));

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end">
        <SelectField
          label={TEXT.department}
          placeholder={TEXT.all}
          options={(catalogue?.departments ?? []).map((d) => ({ value: d.id, label: d.name }))}
          value={filters.department_id ?? ''}
          onChange={(e) => set({ department_id: e.target.value || undefined })}
        />
        <SelectField
          label={TEXT.category}
          placeholder={TEXT.allCategories}
          options={(catalogue?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={filters.category_id ?? ''}
          onChange={(e) => set({ category_id: e.target.value || undefined, skill_id: undefined })}
        />
        <SelectField
          label={TEXT.skill}
          placeholder={SKILLS_TEXT.matrix.allCategories}
          options={skillOptions}
          value={filters.skill_id ?? ''}
          onChange={(e) => set({ skill_id: e.target.value || undefined })}
        />
        <CheckboxField
          label={TEXT.onlyGaps}
          checked={filters.only_gaps ?? false}
          onChange={(e) => set({ only_gaps: e.target.checked || undefined })}
          className="lg:pb-2"
        />
      </div>
      <Legend />
      <QueryBoundary fallback={<PanelSkeleton />} errorTitle={TEXT.loadError}>
        <Matrix filters={filters} />
      </QueryBoundary>
    </div>
  );
}

/** The matrix for the filters; a new filter keeps it on screen (dimmed) until the next one is there. */
function Matrix({ filters }: { filters: MatrixFilters }) {
  // The URL moves at once; what is shown stays until the next data is there (platform/route-loading.ts).
  const shown = useDeferredValue(filters);
  const { data: matrix } = useSkillMatrix(shown);
  if (matrix.people.length === 0 || matrix.skills.length === 0) {
    return <EmptyState icon={Grid3x3} title={shown.only_gaps ? TEXT.emptyGaps : TEXT.empty} />;
  }
  return (
    <div
      aria-busy={shown !== filters || undefined}
      className={cx(
        'overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
        shown !== filters && 'opacity-70 transition-opacity',
      )}
    >
      <table className="min-w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{SKILLS_TEXT.tabs.matrice}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 min-w-40 border-b border-slate-200 bg-slate-50 px-3 py-2 text-left font-semibold text-slate-700 dark:border-slate-800 dark:bg-slate-800 dark:text-slate-200"
            >
              {TEXT.person}
            </th>
            {matrix.skills.map((skill) => (
              <th
                key={skill.id}
                scope="col"
                title={skill.category_name ?? undefined}
                className="min-w-24 border-b border-slate-200 bg-slate-50 px-2 py-2 text-center text-xs font-semibold text-slate-700 dark:border-slate-800 dark:bg-slate-800 dark:text-slate-200"
              >
                {skill.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.people.map((person) => {
            const cells = new Map(person.cells.map((c) => [c.skill_id, c]));
            return (
              <tr key={person.user_id}>
                <th
                  scope="row"
                  className="sticky left-0 z-10 border-b border-slate-100 bg-white px-3 py-2 text-left font-normal dark:border-slate-800 dark:bg-slate-900"
                >
                  <Link
                    to="/app/personnel/$personId"
                    params={{ personId: person.user_id }}
                    className="font-medium text-primary-700 underline-offset-2 hover:underline dark:text-primary-300"
                  >
                    {person.name}
                  </Link>
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    {[person.job_title, person.department_name].filter(Boolean).join(' · ')}
                  </span>
                </th>
                {matrix.skills.map((skill) => (
                  <td key={skill.id} className="border-b border-slate-100 px-2 py-2 text-center dark:border-slate-800">
                    <MatrixCell cell={cells.get(skill.id)} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The level, an asterisk when not yet validated, a warning icon and the target when below it. */
function MatrixCell({ cell }: { cell: SkillMatrixCell | undefined }) {
  if (!cell) return <span className="text-slate-300 dark:text-slate-600">·</span>;
  const level = cell.validated_level ?? cell.self_level;
  const pending = cell.validated_level === null && cell.self_level !== null;
  const label = TEXT.cellLabel(level, pending, cell.target_level, cell.gap);
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cx(
        'inline-flex min-w-12 items-center justify-center gap-1 rounded-md px-1.5 py-1 font-semibold tabular-nums',
        cell.gap
          ? 'bg-red-50 text-red-800 ring-1 ring-red-300 ring-inset dark:bg-red-950 dark:text-red-200 dark:ring-red-800'
          : pending
            ? 'bg-amber-50 text-amber-900 ring-1 ring-amber-300 ring-dashed ring-inset dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-700'
            : 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
      )}
    >
      {cell.gap && <AlertTriangle className="size-3.5" aria-hidden="true" />}
      {level ?? '–'}
      {pending && <span aria-hidden="true">*</span>}
      {cell.target_level !== null && (
        <span aria-hidden="true" className="text-xs font-normal opacity-80">
          /{cell.target_level}
        </span>
      )}
    </span>
  );
}

function Legend() {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-slate-600 dark:text-slate-400">
      <span className="font-medium text-slate-800 dark:text-slate-200">{TEXT.legend}:</span>
      <span className="inline-flex items-center gap-1.5">
        <span className="rounded bg-emerald-50 px-1.5 py-0.5 font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
          4
        </span>
        {TEXT.legendValidated}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span className="rounded bg-amber-50 px-1.5 py-0.5 font-semibold text-amber-900 ring-1 ring-amber-300 ring-dashed dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-700">
          3*
        </span>
        {TEXT.legendPending}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span className="inline-flex items-center gap-1 rounded bg-red-50 px-1.5 py-0.5 font-semibold text-red-800 ring-1 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-800">
          <AlertTriangle className="size-3" aria-hidden="true" />2<span className="font-normal">/3</span>
        </span>
        {TEXT.legendGap} (/3 = {TEXT.legendTarget})
      </span>
    </div>
  );
}
