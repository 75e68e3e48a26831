import { useEffect } from 'react';

type PageChange = (patch: { page?: number }, options?: { replace?: boolean }) => void;

/**
 * A page number in the URL beyond the list's last page (its last row was deleted, activated or filtered away)
 * falls back to the last page, or to the first (no `page` in the URL) when only one is left.
 */
export function useLastPageFallback(page: number, lastPage: number, onChange: PageChange, replace = false): void {
  useEffect(() => {
    if (page > lastPage) onChange({ page: lastPage > 1 ? lastPage : undefined }, replace ? { replace } : undefined);
  }, [lastPage, page, onChange, replace]);
}
