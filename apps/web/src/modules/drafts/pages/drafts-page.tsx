import { DRAFT_MODULE_KEYS, DRAFT_MODULES, type DraftModuleKey, type DraftSummary } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { FileQuestion, FileStack } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { QueryBoundary } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { useLastPageFallback } from '@/platform/use-last-page-fallback';
import { cx } from '@/ui/cx';
import { ConfirmDialog } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { Pagination } from '@/ui/pagination';
import { Skeleton } from '@/ui/skeleton';
import { useDeleteDraft } from '../api/delete-draft';
import { useDrafts } from '../api/list-drafts';
import { DraftItem } from '../components/draft-item';
import { type DraftsSearch, draftsQuery } from '../drafts-search';
import { DRAFTS_TEXT as TEXT } from '../strings';

export const isDraftModule = (key: string | undefined): key is DraftModuleKey =>
  key !== undefined && (DRAFT_MODULE_KEYS as string[]).includes(key);

export type DraftsPageProps = {
  /** The module of `/app/drafts/module/{moduleKey}`; none for every module. */
  moduleKey?: string;
  search: DraftsSearch;
  onPageChange: (page: number | undefined) => void;
};

/** `/app/drafts` and `/app/drafts/module/{moduleKey}` (spec §2): my autosaved drafts, to resume or discard. */
export function DraftsPage({ moduleKey, search, onPageChange }: DraftsPageProps) {
  const known = isDraftModule(moduleKey) ? moduleKey : undefined;
  const label = known ? DRAFT_MODULES[known].label : undefined;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={label ? TEXT.moduleTitle(label) : TEXT.title}
        description={label ? TEXT.moduleDescription(label) : TEXT.description}
      />
      <ModuleFilter current={known} />
      {moduleKey !== undefined && !known ? (
        <EmptyState icon={FileQuestion} title={TEXT.notFound} hint={TEXT.notFoundHint} />
      ) : (
        <QueryBoundary fallback={<DraftsSkeleton />} errorTitle={TEXT.loadError}>
          <DraftsList module={known} search={search} onPageChange={onPageChange} />
        </QueryBoundary>
      )}
      <p className="text-xs text-slate-600 dark:text-slate-400">{TEXT.retention}</p>
    </div>
  );
}

const PILL =
  'rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';
const PILL_IDLE =
  'text-slate-700 ring-slate-200 hover:bg-slate-100 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-800';
const PILL_ACTIVE = 'bg-primary-600 text-white ring-primary-600 dark:bg-primary-500 dark:ring-primary-500';

function ModuleFilter({ current }: { current?: DraftModuleKey }) {
  return (
    <nav aria-label={TEXT.filterLabel} className="flex flex-wrap gap-2">
      <Link
        to="/app/drafts"
        aria-current={current ? undefined : 'page'}
        className={cx(PILL, current ? PILL_IDLE : PILL_ACTIVE)}
      >
        {TEXT.allModules}
      </Link>
      {DRAFT_MODULE_KEYS.map((key) => (
        <Link
          key={key}
          to="/app/drafts/module/$moduleKey"
          params={{ moduleKey: key }}
          aria-current={current === key ? 'page' : undefined}
          className={cx(PILL, current === key ? PILL_ACTIVE : PILL_IDLE)}
        >
          {DRAFT_MODULES[key].label}
        </Link>
      ))}
    </nav>
  );
}

type DraftsListProps = { module?: DraftModuleKey; search: DraftsSearch; onPageChange: DraftsPageProps['onPageChange'] };

function DraftsList({ module, search, onPageChange }: DraftsListProps) {
  const shown = useDeferredValue(search);
  const { data } = useDrafts(draftsQuery(shown, module));
  const [discarding, setDiscarding] = useState<DraftSummary | null>(null);
  const remove = useDeleteDraft();
  const page = shown.page ?? 1;
  useLastPageFallback(page, data.pagination.total_pages, (patch) => onPageChange(patch.page));

  const confirmDiscard = async () => {
    if (!discarding) return;
    try {
      await remove.mutateAsync(discarding.id);
      toast.success(TEXT.discarded);
      setDiscarding(null);
    } catch {
      // Shown inside the dialog, which stays open for another try.
    }
  };

  if (data.items.length === 0) {
    return (
      <EmptyState icon={FileStack} title={TEXT.emptyTitle} hint={module ? TEXT.emptyModuleHint : TEXT.emptyHint} />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul
        aria-label={TEXT.caption}
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
      >
        {data.items.map((draft) => (
          <DraftItem key={draft.id} draft={draft} onDiscard={setDiscarding} />
        ))}
      </ul>
      <Pagination pagination={data.pagination} onPageChange={(next) => onPageChange(next > 1 ? next : undefined)} />
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDiscarding(null);
            remove.reset();
          }
        }}
        title={TEXT.discardTitle}
        description={TEXT.discardDescription(discarding?.title ?? '')}
        confirmLabel={TEXT.discardConfirm}
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : undefined}
        onConfirm={() => void confirmDiscard()}
      />
    </div>
  );
}

function DraftsSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}
