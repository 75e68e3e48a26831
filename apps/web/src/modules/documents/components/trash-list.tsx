import { formatDay, formatInstant } from '@portale/shared';
import { RotateCcw, Trash2 } from 'lucide-react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { Pagination } from '@/ui/pagination';
import { useTrash } from '../api/list-trash';
import { useRestoreDocument } from '../api/restore-document';
import { DOCUMENTS_TEXT as TEXT } from '../strings';
import { FileIcon } from './document-badges';

/** The documents in the trash, each with when it goes for good and a restore button. */
export function TrashList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { data } = useTrash(page);
  const restore = useRestoreDocument();
  if (data.items.length === 0) return <EmptyState icon={Trash2} title={TEXT.emptyTrash} hint={TEXT.emptyTrashHint} />;
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="info" role="none">
        {TEXT.trashHint(30)}
      </Alert>
      <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {data.items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <FileIcon mime={item.mime_type} />
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="font-medium break-words text-slate-900 dark:text-white">{item.title}</span>
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {item.deleted_by ? `${TEXT.deletedBy(item.deleted_by.name)} · ` : ''}
                {formatInstant(item.deleted_at, 'medium')} · {TEXT.purgeOn(formatDay(item.purge_on.slice(0, 10)))}
              </span>
            </div>
            {item.my_rights.can_delete && (
              <Button
                size="sm"
                variant="secondary"
                loading={restore.isPending && restore.variables === item.id}
                onClick={() =>
                  restore.mutate(item.id, {
                    onSuccess: () => toast.success(TEXT.restored, item.title),
                    onError: (error) => toast.error(errorMessage(error)),
                  })
                }
              >
                <RotateCcw className="size-4" aria-hidden="true" />
                {TEXT.restore}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Pagination pagination={data.pagination} onPageChange={onPage} />
    </div>
  );
}
