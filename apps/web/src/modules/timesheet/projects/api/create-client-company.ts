import type { ClientCompanyQuickCreated } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { CLIENT_COMPANIES_KEY } from './client-companies';

export const createClientCompany = (name: string) =>
  apiPost<ClientCompanyQuickCreated>('/api/client-companies', { name });

/** A client by name from the picker (the CRM off); a live one with the same name is answered instead. */
export function useCreateClientCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClientCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENT_COMPANIES_KEY }),
  });
}
