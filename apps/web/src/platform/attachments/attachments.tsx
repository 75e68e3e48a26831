import { type Attachment, formatFileSize } from '@portale/shared';
import { Paperclip } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { QueryBoundary } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { cx } from '@/ui/cx';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { useDeleteAttachment } from './api/delete-attachment';
import { useAttachments } from './api/list-attachments';
import { useRestoreAttachment } from './api/restore-attachment';
import { AttachmentItem } from './attachment-item';
import { DeletedRow } from './deleted-row';
import { DropZone } from './drop-zone';
import { ATTACHMENT_TEXT } from './strings';
import { UploadRow } from './upload-row';
import { useUploadQueue } from './use-upload-queue';

/** A deleted file can be brought back from its toast for this long (and later by the API, within 30 days). */
const UNDO_MS = 10_000;

export type AttachmentsProps = {
  /** The key the record's module registered on the server (`project_task`, `person`…). */
  recordType: string;
  recordId: string;
  title?: string;
  /** Shown when there are no files and the user may not add any. */
  emptyHint?: string;
  className?: string;
};

/**
 * The files of any module's record (docs/attachments.md): list, open, download, delete with undo, and several
 * uploads at once by drag and drop or the button, each with its progress. The server decides who sees and does
 * what; this only hides what it says the user may not do.
 */
export function Attachments({ title = ATTACHMENT_TEXT.title, className, ...rest }: AttachmentsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cx('flex flex-col gap-3', className)}>
      <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
        <Paperclip className="size-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
        {title}
      </h3>
      <QueryBoundary fallback={<AttachmentsSkeleton />} errorTitle={ATTACHMENT_TEXT.title}>
        <AttachmentsBody title={title} {...rest} />
      </QueryBoundary>
    </section>
  );
}

function AttachmentsBody({ recordType, recordId, title, emptyHint }: AttachmentsProps & { title: string }) {
  const { data } = useAttachments(recordType, recordId);
  const uploads = useUploadQueue(recordType, recordId, data.max_bytes);
  const remove = useDeleteAttachment();
  const restore = useRestoreAttachment();
  // Files just deleted keep their place in the list, as an undo, for UNDO_MS.
  const [deleted, setDeleted] = useState<Attachment[]>([]);
  const forget = (id: string) => setDeleted((rows) => rows.filter((row) => row.id !== id));

  const undo = (attachment: Attachment) =>
    restore.mutate(attachment.id, {
      onSuccess: () => {
        forget(attachment.id);
        toast.success(ATTACHMENT_TEXT.restored, attachment.name);
      },
      onError: (error) => toast.error(ATTACHMENT_TEXT.restoreFailed, errorMessage(error)),
    });

  const onDelete = (attachment: Attachment) =>
    remove.mutate(attachment.id, {
      onSuccess: () => {
        setDeleted((rows) => [...rows.filter((row) => row.id !== attachment.id), attachment]);
        window.setTimeout(() => forget(attachment.id), UNDO_MS);
        toast({
          type: 'success',
          title: ATTACHMENT_TEXT.deleted,
          message: attachment.name,
          duration: UNDO_MS,
          action: { label: ATTACHMENT_TEXT.undo, onClick: () => undo(attachment) },
        });
      },
      onError: (error) => toast.error(ATTACHMENT_TEXT.deleteFailed, errorMessage(error)),
    });

  const live = new Set(data.items.map((item) => item.id));
  const rows = [
    ...data.items.map((attachment) => ({ attachment, gone: false })),
    ...deleted.filter((row) => !live.has(row.id)).map((attachment) => ({ attachment, gone: true })),
  ].sort((a, b) => b.attachment.created_at.localeCompare(a.attachment.created_at));
  const nothing = rows.length === 0 && uploads.queue.length === 0;
  return (
    <div className="flex flex-col gap-3">
      {data.can_upload && <DropZone onFiles={uploads.add} accept={data.accept} maxBytes={data.max_bytes} />}
      {uploads.queue.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {uploads.queue.map((item) => (
            <UploadRow key={item.key} item={item} onDismiss={uploads.dismiss} />
          ))}
        </ul>
      )}
      {nothing && !data.can_upload && (
        <EmptyState icon={Paperclip} title={ATTACHMENT_TEXT.emptyTitle} hint={emptyHint ?? ATTACHMENT_TEXT.emptyHint} />
      )}
      {rows.length > 0 && (
        <ul
          aria-label={ATTACHMENT_TEXT.listLabel(title)}
          className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
        >
          {rows.map(({ attachment, gone }) =>
            gone ? (
              <DeletedRow
                key={attachment.id}
                attachment={attachment}
                onUndo={undo}
                pending={restore.isPending && restore.variables === attachment.id}
              />
            ) : (
              <AttachmentItem
                key={attachment.id}
                attachment={attachment}
                onDelete={onDelete}
                deleting={remove.isPending && remove.variables === attachment.id}
              />
            ),
          )}
        </ul>
      )}
      {data.items.length > 0 && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {ATTACHMENT_TEXT.count(data.items.length)} ·{' '}
          {formatFileSize(data.items.reduce((sum, item) => sum + item.size_bytes, 0))}
        </p>
      )}
    </div>
  );
}

function AttachmentsSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-2">
      <span className="sr-only">{UI_TEXT.loading}</span>
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}
