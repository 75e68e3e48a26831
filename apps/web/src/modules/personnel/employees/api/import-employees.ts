import type { EmployeeImportResult } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { invalidateKeys } from '../../query-keys';
import { STAFF_VIEWS } from './keys';

export const importEmployees = (body: { csv: string; dry_run: boolean }) =>
  apiPost<EmployeeImportResult>('/api/personnel/employees/import', body);

/** A dry run ("Verifica") writes nothing, so only a real import refreshes anything. */
export function useImportEmployees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importEmployees,
    onSuccess: (result) => (result.dry_run ? undefined : invalidateKeys(queryClient, STAFF_VIEWS)),
  });
}
