import type { OneTimeTokenInfo, OneTimeTokenPasswordBody } from '@portale/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/platform/api-client';

const tokenPath = (token: string) => `/api/auth/tokens/${encodeURIComponent(token)}`;

export const getOneTimeToken = (token: string, signal?: AbortSignal) =>
  apiGet<OneTimeTokenInfo>(tokenPath(token), { signal });

export const oneTimeTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'one-time-token', token],
    queryFn: ({ signal }) => getOneTimeToken(token, signal),
    // An unknown or expired link stays so: asking again would not help.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useOneTimeToken(token: string, enabled: boolean) {
  return useQuery({ ...oneTimeTokenQueryOptions(token), enabled });
}

export const setPasswordWithToken = ({ token, ...body }: OneTimeTokenPasswordBody & { token: string }) =>
  apiPost<{ username: string }>(tokenPath(token), body);

export function useSetPasswordWithToken() {
  return useMutation({ mutationFn: setPasswordWithToken });
}
