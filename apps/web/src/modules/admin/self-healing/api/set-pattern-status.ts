import type { ErrorPattern, PatternStatusUpdate } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/platform/api-client';
import { SELF_HEALING_KEY } from './keys';

export const setPatternStatus = ({ id, ...body }: PatternStatusUpdate & { id: string }) =>
  apiPut<ErrorPattern>(`/api/self-healing/patterns/${encodeURIComponent(id)}/status`, body);

export function useSetPatternStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPatternStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SELF_HEALING_KEY }),
  });
}
