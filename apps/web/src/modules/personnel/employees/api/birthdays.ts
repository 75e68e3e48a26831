import type { BirthdayItem } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { EMPLOYEES_KEY } from './keys';

export const getBirthdays = (signal?: AbortSignal) =>
  apiGet<BirthdayItem[]>('/api/personnel/widgets/birthdays', { signal });

export const birthdaysQueryOptions = () =>
  queryOptions({ queryKey: [...EMPLOYEES_KEY, 'birthdays'], queryFn: ({ signal }) => getBirthdays(signal) });

/** The dashboard card's data; the dashboard shows each card inside its own boundary. */
export function useBirthdays() {
  return useSuspenseQuery(birthdaysQueryOptions());
}
