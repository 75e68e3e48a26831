import type { AccessUpdate, AccessView } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/platform/api-client';
import { type AccessTarget, accessPath } from './get-access';
import { accessKey, DOCUMENTS_KEY } from './keys';

export const saveAccess = (target: AccessTarget, body: AccessUpdate) => apiPut<AccessView>(accessPath(target), body);

/** `PUT …/access`: inherit, or replace the grants of its own. */
export function useSaveAccess(target: AccessTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccessUpdate) => saveAccess(target, body),
    onSuccess: (view) => {
      queryClient.setQueryData(accessKey(target.kind, target.id), view);
      return queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
    },
  });
}
