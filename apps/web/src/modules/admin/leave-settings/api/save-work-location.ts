import type { WorkLocation, WorkLocationInput } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '@/platform/api-client';
import { holidaysQueryKey } from './holidays';
import { workLocationsQueryOptions } from './work-locations';

export const saveWorkLocation = (id: string | null, body: WorkLocationInput) =>
  id
    ? apiPut<WorkLocation>(`/api/admin/work-locations/${id}`, body)
    : apiPost<WorkLocation>('/api/admin/work-locations', body);

export function useSaveWorkLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: WorkLocationInput }) => saveWorkLocation(id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workLocationsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: holidaysQueryKey }),
      ]),
  });
}
