import type { FeatureFlag } from '@portale/shared';
import { Plus, SearchX, ToggleRight } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { QueryBoundary } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { SearchField } from '@/ui/search-field';
import { Skeleton } from '@/ui/skeleton';
import { ADMIN_TITLES } from '../titles';
import { useFeatureFlags } from './api/get-feature-flags';
import { useToggleFeatureFlag } from './api/update-feature-flag';
import { DeleteFlagDialog } from './components/delete-flag-dialog';
import { FlagCategorySection } from './components/flag-category-section';
import { FlagFormDialog } from './components/flag-form-dialog';
import { groupByCategory, matchesQuery } from './filter-flags';
import { FLAGS_TEXT } from './strings';

type Editing = { mode: 'create' } | { mode: 'edit'; flag: FeatureFlag } | null;

/**
 * `/app/admin/feature-flags` (spec §6, admin): every flag grouped by category. The list is the whole set of
 * keys the code knows plus the admins' own, a few dozen at most, so it is loaded at once (the route loader
 * prefetches it) and searched here.
 */
export function FeatureFlagsPage() {
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<FeatureFlag | null>(null);

  const createButton = (
    <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setEditing({ mode: 'create' })}>
      {FLAGS_TEXT.create}
    </Button>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={ADMIN_TITLES.featureFlags} description={FLAGS_TEXT.description} actions={createButton} />

      <search aria-label={FLAGS_TEXT.search} className="sm:max-w-md">
        <SearchField
          label={FLAGS_TEXT.search}
          placeholder={FLAGS_TEXT.searchPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          maxLength={100}
        />
      </search>

      <QueryBoundary fallback={<FlagsSkeleton />} errorTitle={FLAGS_TEXT.loadError}>
        <FlagList
          query={query}
          createButton={createButton}
          onEdit={(flag) => setEditing({ mode: 'edit', flag })}
          onDelete={setDeleting}
        />
      </QueryBoundary>

      {editing && (
        <FlagFormDialog
          key={editing.mode === 'edit' ? editing.flag.id : 'new'}
          flag={editing.mode === 'edit' ? editing.flag : null}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteFlagDialog key={deleting.id} flag={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}

type FlagListProps = {
  query: string;
  createButton: ReactNode;
  onEdit: (flag: FeatureFlag) => void;
  onDelete: (flag: FeatureFlag) => void;
};

/** The flags by category, filtered by the search box; suspends until the flags are loaded. */
function FlagList({ query, createButton, onEdit, onDelete }: FlagListProps) {
  const { data: flags } = useFeatureFlags();
  const toggle = useToggleFeatureFlag();
  const [toggling, setToggling] = useState<ReadonlySet<string>>(new Set());
  const groups = useMemo(
    () =>
      groupByCategory(
        flags.filter((flag) => matchesQuery(flag, query)),
        FLAGS_TEXT.otherCategory,
      ),
    [flags, query],
  );

  // mutateAsync, not mutate with callbacks: those fire for the latest call only, and two switches can be
  // flipped before the first answer comes back.
  const onToggle = async (flag: FeatureFlag, enabled: boolean) => {
    setToggling((ids) => new Set(ids).add(flag.id));
    try {
      await toggle.mutateAsync({ id: flag.id, is_enabled: enabled });
      if (enabled) toast.success(FLAGS_TEXT.toggle.enabled, FLAGS_TEXT.toggle.enabledMessage(flag.display_name));
      else toast.success(FLAGS_TEXT.toggle.disabled, FLAGS_TEXT.toggle.disabledMessage(flag.display_name));
    } catch (error) {
      toast.error(FLAGS_TEXT.toggle.failed, errorMessage(error));
    } finally {
      setToggling((ids) => {
        const next = new Set(ids);
        next.delete(flag.id);
        return next;
      });
    }
  };

  if (flags.length === 0)
    return (
      <EmptyState icon={ToggleRight} title={FLAGS_TEXT.emptyTitle} hint={FLAGS_TEXT.emptyHint} action={createButton} />
    );
  if (groups.length === 0)
    return <EmptyState icon={SearchX} title={FLAGS_TEXT.noMatchTitle} hint={FLAGS_TEXT.noMatchHint(query.trim())} />;
  return groups.map((group) => (
    <FlagCategorySection
      key={group.category}
      group={group}
      isToggling={(flag) => toggling.has(flag.id)}
      onToggle={(flag, enabled) => void onToggle(flag, enabled)}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  ));
}

const SKELETON_ROWS = ['a', 'b', 'c', 'd'];

function FlagsSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <p role="status" className="sr-only">
        {FLAGS_TEXT.loading}
      </p>
      {[4, 3].map((rows) => (
        <div
          key={rows}
          className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="border-b border-slate-200 bg-slate-50 px-5 py-3.5 dark:border-slate-800 dark:bg-slate-800/40">
            <Skeleton className="h-5 w-32" />
          </div>
          {SKELETON_ROWS.slice(0, rows).map((key) => (
            <div
              key={key}
              className="flex items-center gap-6 border-t border-slate-200 px-5 py-4 first:border-t-0 dark:border-slate-800"
            >
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-48" />
                <Skeleton className="h-3 w-72 max-w-full" />
              </div>
              <Skeleton className="h-6 w-11 rounded-full" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
