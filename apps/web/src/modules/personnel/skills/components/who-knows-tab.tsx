import { SKILL_LEVEL_LABELS, SKILL_LEVELS, type SkillCatalogue } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { Search, UserSearch } from 'lucide-react';
import { useDeferredValue } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { Avatar } from '@/ui/avatar';
import { CheckboxField } from '@/ui/checkbox-field';
import { cx } from '@/ui/cx';
import { EmptyState } from '@/ui/empty-state';
import { SelectField } from '@/ui/select-field';
import { useWhoKnows, type WhoKnowsFilters } from '../api/who-knows';
import { SKILLS_TEXT } from '../strings';
import { LevelPill } from './level-picker';
import { PanelSkeleton } from './query-states';

const TEXT = SKILLS_TEXT.whoKnows;

export type WhoKnowsTabProps = {
  catalogue: SkillCatalogue | undefined;
  filters: WhoKnowsFilters;
  onFiltersChange: (filters: WhoKnowsFilters) => void;
};

/** "Chi sa…?": pick a skill (and a minimum level) and see who has it, best first. */
export function WhoKnowsTab({ catalogue, filters, onFiltersChange }: WhoKnowsTabProps) {
  const set = (patch: WhoKnowsFilters) => onFiltersChange({ ...filters, ...patch });
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] lg:items-end">
        <SelectField
          label={TEXT.skill}
          placeholder={TEXT.pick}
          options={(catalogue?.skills ?? []).map((s) => ({
            value: s.id,
            label: s.category_name ? `${s.name} · ${s.category_name}` : s.name,
          }))}
          value={filters.skill_id ?? ''}
          onChange={(e) => set({ skill_id: e.target.value || undefined })}
        />
        <SelectField
          label={TEXT.minLevel}
          options={SKILL_LEVELS.map((l) => ({ value: String(l), label: `${l} – ${SKILL_LEVEL_LABELS[l]}` }))}
          value={String(filters.min_level ?? 1)}
          onChange={(e) => set({ min_level: Number(e.target.value) === 1 ? undefined : Number(e.target.value) })}
        />
        <CheckboxField
          label={TEXT.validatedOnly}
          checked={filters.validated_only ?? false}
          onChange={(e) => set({ validated_only: e.target.checked || undefined })}
          className="lg:pb-2"
        />
      </div>
      {filters.skill_id ? (
        <QueryBoundary fallback={<PanelSkeleton />} errorTitle={TEXT.loadError}>
          <WhoKnowsResults filters={filters} />
        </QueryBoundary>
      ) : (
        <EmptyState icon={Search} title={TEXT.start} hint={TEXT.startHint} />
      )}
    </div>
  );
}

/**
 * Who has the skill, best first; mounted once a skill is chosen. A new filter keeps the list on screen (dimmed)
 * until the next one is there.
 */
function WhoKnowsResults({ filters }: { filters: WhoKnowsFilters }) {
  // The URL moves at once; what is shown stays until the next data is there (platform/route-loading.ts).
  const shown = useDeferredValue(filters);
  const { data: people } = useWhoKnows(shown);
  if (people.length === 0) return <EmptyState icon={UserSearch} title={TEXT.empty} hint={TEXT.emptyHint} />;
  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {TEXT.results(people.length)}
      </p>
      <ol
        aria-busy={shown !== filters || undefined}
        className={cx('grid grid-cols-1 gap-3 md:grid-cols-2', shown !== filters && 'opacity-70 transition-opacity')}
      >
        {people.map((person) => (
          <li
            key={person.user_id}
            className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <Avatar name={person.name} size="md" decorative />
            <div className="min-w-0 flex-1">
              <Link
                to="/app/personnel/$personId"
                params={{ personId: person.user_id }}
                className="font-medium text-primary-700 underline-offset-2 hover:underline dark:text-primary-300"
              >
                {person.name}
              </Link>
              <p className="truncate text-xs text-slate-500 dark:text-slate-400">
                {[person.job_title, person.department_name].filter(Boolean).join(' · ') || '—'}
              </p>
            </div>
            <div className="flex flex-col items-end gap-1">
              <LevelPill level={person.level} pending={!person.validated} />
              <span className="text-xs text-slate-500 dark:text-slate-400">
                {person.validated ? SKILLS_TEXT.validated : SKILLS_TEXT.pending}
              </span>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
