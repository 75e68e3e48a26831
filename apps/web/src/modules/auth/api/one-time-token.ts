import type { OneTimeTokenInfo, OneTimeTokenPasswordBody } from '@portale/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/platform/api-client';

// No hooks here: the routes' loaders import this module, and the hooks would bring TanStack Query's observers to
// pages that do not use them.

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

export { isWellFormedToken } from './token-shape';

export const setPasswordWithToken = ({ token, ...body }: OneTimeTokenPasswordBody & { token: string }) =>
  apiPost<{ username: string }>(tokenPath(token), body);
