import type { ClientImportPreview, ClientImportResult } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { CRM_VIEWS, invalidateKeys } from '../../query-keys';

/** Checks every row and writes nothing: the dialog shows the rows with their errors. */
export const previewClientImport = (csv: string) =>
  apiPost<ClientImportPreview>('/api/crm/clients/import/preview', { csv });

export const importClients = (csv: string) => apiPost<ClientImportResult>('/api/crm/clients/import', { csv });

export function usePreviewClientImport() {
  return useMutation({ mutationFn: previewClientImport });
}

export function useImportClients() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importClients, onSuccess: () => invalidateKeys(queryClient, CRM_VIEWS) });
}
