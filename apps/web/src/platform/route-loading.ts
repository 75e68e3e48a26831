/**
 * What a page's route loader returns (DESIGN.md §4.7): entering the page (or preloading it) waits for its data, so
 * it never opens on a skeleton; a change within the page (filter, sort, page, tab) does not hold the URL back, so
 * the controls answer at once while the page keeps what it shows (useDeferredValue) until the next data is there.
 */
export function waitOnEnter(
  cause: 'enter' | 'stay' | 'preload',
  loading: Promise<unknown>,
): Promise<unknown> | undefined {
  return cause === 'stay' ? undefined : loading;
}
