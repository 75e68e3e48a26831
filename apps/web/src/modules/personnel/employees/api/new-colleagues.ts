import type { NewColleague } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { EMPLOYEES_KEY } from './keys';

export const getNewColleagues = (signal?: AbortSignal) =>
  apiGet<NewColleague[]>('/api/personnel/widgets/new-colleagues', { signal });

export const newColleaguesQueryOptions = () =>
  queryOptions({ queryKey: [...EMPLOYEES_KEY, 'new-colleagues'], queryFn: ({ signal }) => getNewColleagues(signal) });

/** The dashboard card's data; the dashboard shows each card inside its own boundary. */
export function useNewColleagues() {
  return useSuspenseQuery(newColleaguesQueryOptions());
}
