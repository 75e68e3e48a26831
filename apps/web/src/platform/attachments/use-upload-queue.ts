import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { attachmentsKey } from './api/keys';
import { uploadAttachment } from './api/upload-attachment';
import { ATTACHMENT_TEXT } from './strings';

/** One file on its way up: its progress, or why it failed (kept until dismissed). */
export interface QueuedUpload {
  key: number;
  name: string;
  size: number;
  /** 0…1 */
  progress: number;
  error: string | null;
  abort?: () => void;
}

let nextKey = 1;

/**
 * Uploads each chosen file in its own request, side by side, and keeps a row per file for the progress bars.
 * Files the server would refuse for their size are refused here at once, with the server's wording.
 */
export function useUploadQueue(recordType: string, recordId: string, maxBytes: number) {
  const queryClient = useQueryClient();
  const [queue, setQueue] = useState<QueuedUpload[]>([]);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const update = useCallback((key: number, patch: Partial<QueuedUpload>) => {
    if (mounted.current) setQueue((items) => items.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }, []);
  const dismiss = useCallback((key: number) => setQueue((items) => items.filter((item) => item.key !== key)), []);

  const add = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      const started: Promise<boolean>[] = [];
      const rows: QueuedUpload[] = [];
      for (const file of files) {
        const key = nextKey++;
        const early =
          file.size === 0
            ? ATTACHMENT_TEXT.emptyFile
            : file.size > maxBytes
              ? ATTACHMENT_TEXT.tooLarge(maxBytes)
              : null;
        if (early) {
          rows.push({ key, name: file.name, size: file.size, progress: 0, error: early });
          continue;
        }
        const handle = uploadAttachment(recordType, recordId, file, (progress) => update(key, { progress }));
        rows.push({ key, name: file.name, size: file.size, progress: 0, error: null, abort: handle.abort });
        started.push(
          handle.done.then(
            async () => {
              // The row gives way to the file in the list once the list has it: no gap, no flicker.
              await queryClient.invalidateQueries({ queryKey: attachmentsKey(recordType, recordId) });
              dismiss(key);
              return true;
            },
            (error: unknown) => {
              update(key, { error: errorMessage(error), abort: undefined });
              return false;
            },
          ),
        );
      }
      setQueue((items) => [...items, ...rows]);
      if (started.length === 0) return;
      void Promise.all(started).then((results) => {
        const done = results.filter(Boolean).length;
        if (done > 0) toast.success(ATTACHMENT_TEXT.uploaded(done));
      });
    },
    [dismiss, maxBytes, queryClient, recordId, recordType, update],
  );

  return { queue, add, dismiss };
}
