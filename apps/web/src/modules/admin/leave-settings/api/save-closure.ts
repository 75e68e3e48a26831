import type { CompanyClosure, CompanyClosureInput } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '@/platform/api-client';
import { closuresQueryKey } from './closures';
import { holidaysQueryKey } from './holidays';

export const saveClosure = (id: string | null, body: CompanyClosureInput) =>
  id ? apiPut<CompanyClosure>(`/api/admin/closures/${id}`, body) : apiPost<CompanyClosure>('/api/admin/closures', body);

export function useSaveClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CompanyClosureInput }) => saveClosure(id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: closuresQueryKey }),
        queryClient.invalidateQueries({ queryKey: holidaysQueryKey }),
      ]),
  });
}
