import type { DocumentCreated } from '@portale/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { postWithProgress } from '@/platform/upload-with-progress';
import { DOCUMENTS_KEY } from './keys';

/** `POST /api/documents`: one file into a folder (or none), title from the file name unless given. */
export const uploadDocument = (
  file: File,
  folderId: string | null,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) =>
  postWithProgress<DocumentCreated>('/api/documents', folderId ? { folder_id: folderId } : {}, file, onProgress, {
    signal,
  });

/** Uploads one file; every documents query is refreshed after each, so the list fills in as files land. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useCallback(
    async (file: File, folderId: string | null, onProgress: (fraction: number) => void, signal?: AbortSignal) => {
      const created = await uploadDocument(file, folderId, onProgress, signal);
      await queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
      return created;
    },
    [queryClient],
  );
}
