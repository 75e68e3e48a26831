import { SEARCH_DEBOUNCE_MS } from '@portale/shared';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A search box kept in the URL: the box updates at once, the URL (`commit`, which should also reset the page) only
 * after a pause in typing; a URL change made elsewhere (the back button) refills the box.
 */
export function useUrlSearchText(
  urlValue: string | undefined,
  commit: (value: string | undefined) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(urlValue ?? '');
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new pause in typing updates the URL.
  useEffect(() => {
    if ((debounced || undefined) !== urlValue) commit(debounced || undefined);
  }, [debounced]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a URL change made elsewhere refills the box.
  useEffect(() => {
    if ((urlValue ?? '') !== debounced) setText(urlValue ?? '');
  }, [urlValue]);
  return [text, setText];
}
