import type { HealthUpdateResult } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { SELF_HEALING_KEY } from './keys';

export const updateHealth = () => apiPost<HealthUpdateResult>('/api/self-healing/health/update');

export function useUpdateHealth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHealth,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SELF_HEALING_KEY }),
  });
}
