import type { DocumentDetail } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postWithProgress } from '@/platform/upload-with-progress';
import { DOCUMENTS_KEY, documentKey } from './keys';

export const addVersion = (id: string, file: File, note: string, onProgress: (fraction: number) => void) =>
  postWithProgress<DocumentDetail>(`/api/documents/${id}/versions`, note ? { note } : {}, file, onProgress);

type Variables = { id: string; file: File; note: string; onProgress: (fraction: number) => void };

/** `POST /api/documents/:id/versions`: the answer is the document with its new current version. */
export function useAddVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file, note, onProgress }: Variables) => addVersion(id, file, note, onProgress),
    onSuccess: (document) => {
      queryClient.setQueryData(documentKey(document.id), document);
      return queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
    },
  });
}
