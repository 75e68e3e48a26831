import { type DocumentActivityItem, type DocumentActivityKind, formatInstant } from '@portale/shared';
import {
  ArrowRightLeft,
  Download,
  FilePlus2,
  FileUp,
  History,
  Lock,
  LockOpen,
  type LucideIcon,
  Pencil,
  ShieldCheck,
  Tag,
  Trash2,
  Undo2,
} from 'lucide-react';
import { useState } from 'react';
import { QueryError } from '@/platform/query-boundary';
import { EmptyState } from '@/ui/empty-state';
import { Pagination } from '@/ui/pagination';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { useDocumentActivity } from '../api/get-activity';
import { DOCUMENTS_TEXT as TEXT } from '../strings';

const ICONS: Record<DocumentActivityKind, LucideIcon> = {
  uploaded: FilePlus2,
  version_added: FileUp,
  version_restored: History,
  checked_out: Lock,
  checked_in: LockOpen,
  edited: Pencil,
  moved: ArrowRightLeft,
  tag_added: Tag,
  tag_removed: Tag,
  access_changed: ShieldCheck,
  downloaded: Download,
  trashed: Trash2,
  restored: Undo2,
};

/** The document's "Attività" tab: its audit rows, newest first, who and when, a page at a time. */
export function ActivityPanel({ documentId }: { documentId: string }) {
  const [page, setPage] = useState(1);
  const activity = useDocumentActivity(documentId, page);
  if (activity.isPending) {
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">{UI_TEXT.loading}</span>
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (activity.isError) {
    return <QueryError title={TEXT.activityError} error={activity.error} onRetry={() => void activity.refetch()} />;
  }
  const { items, pagination } = activity.data;
  if (items.length === 0) return <EmptyState icon={History} title={TEXT.noActivity} hint={TEXT.noActivityHint} />;
  return (
    <div className="flex flex-col gap-4">
      <ol
        aria-label={TEXT.activityLabel}
        aria-busy={activity.isPlaceholderData}
        className="flex flex-col gap-4 border-l border-slate-200 pl-4 dark:border-slate-800"
      >
        {items.map((item) => (
          <ActivityLine key={item.id} item={item} />
        ))}
      </ol>
      {pagination.total_pages > 1 && <Pagination pagination={pagination} onPageChange={setPage} />}
    </div>
  );
}

function ActivityLine({ item }: { item: DocumentActivityItem }) {
  const Icon = ICONS[item.kind];
  return (
    <li className="relative flex gap-3 text-sm">
      <span className="absolute top-0.5 -left-[1.6rem] flex size-5 items-center justify-center rounded-full bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
        <Icon className="size-3 text-slate-600 dark:text-slate-300" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-medium text-slate-900 dark:text-white">{item.label}</p>
        {item.detail && <p className="break-words text-slate-700 dark:text-slate-300">{item.detail}</p>}
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {item.actor?.name ?? TEXT.activitySystem} · <time dateTime={item.at}>{formatInstant(item.at, 'medium')}</time>
        </p>
      </div>
    </li>
  );
}
