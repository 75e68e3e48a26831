import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/platform/api-client';
import { closuresQueryKey } from './closures';
import { holidaysQueryKey } from './holidays';

export const deleteClosure = (id: string) => apiDelete<null>(`/api/admin/closures/${id}`);

export function useDeleteClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClosure,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: closuresQueryKey }),
        queryClient.invalidateQueries({ queryKey: holidaysQueryKey }),
      ]),
  });
}
