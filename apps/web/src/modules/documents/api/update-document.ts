import type { DocumentDetail, DocumentUpdate } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch } from '@/platform/api-client';
import { DOCUMENTS_KEY, documentKey } from './keys';

export const updateDocument = (id: string, patch: DocumentUpdate) =>
  apiPatch<DocumentDetail>(`/api/documents/${id}`, patch);

/** `PATCH /api/documents/:id`: metadata (title, type, tags, dates, confidential, folder). */
export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: DocumentUpdate }) => updateDocument(id, patch),
    onSuccess: (document) => {
      queryClient.setQueryData(documentKey(document.id), document);
      return queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
    },
  });
}
