import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/platform/api-client';
import { PERFORMANCE_API, PERFORMANCE_KEY } from './keys';

export const deleteCycle = (id: string) => apiDelete<null>(`${PERFORMANCE_API}/cycles/${id}`);

/** Deletes a cycle with its draft reviews. */
export function useDeleteCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCycle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERFORMANCE_KEY }),
  });
}
