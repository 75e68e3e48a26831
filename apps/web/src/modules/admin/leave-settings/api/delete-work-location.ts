import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/platform/api-client';
import { holidaysQueryKey } from './holidays';
import { workLocationsQueryOptions } from './work-locations';

export const deleteWorkLocation = (id: string) => apiDelete<null>(`/api/admin/work-locations/${id}`);

export function useDeleteWorkLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkLocation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workLocationsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: holidaysQueryKey }),
      ]),
  });
}
