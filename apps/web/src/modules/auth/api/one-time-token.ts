import type { OneTimeTokenInfo, OneTimeTokenPasswordBody } from '@portale/shared';
import { queryOptions, useMutation, useSuspenseQuery } from '@tanstack/react-query';
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

// The server answers 400 to a token of the wrong shape without asking the database: the page says so at once.
const TOKEN_SHAPE = /^[\w-]{20,100}$/;
export const isWellFormedToken = (token: string | undefined): token is string => TOKEN_SHAPE.test(token ?? '');

/** The link's account and expiry; the route loader prefetches it for a well-formed token. */
export function useOneTimeToken(token: string) {
  return useSuspenseQuery(oneTimeTokenQueryOptions(token));
}

export const setPasswordWithToken = ({ token, ...body }: OneTimeTokenPasswordBody & { token: string }) =>
  apiPost<{ username: string }>(tokenPath(token), body);

export function useSetPasswordWithToken() {
  return useMutation({ mutationFn: setPasswordWithToken });
}
