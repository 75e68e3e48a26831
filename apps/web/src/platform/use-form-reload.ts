import { useState } from 'react';

/**
 * The record an edit form copies once (a refetch never overwrites what was typed), and the reload after a 409: the
 * newer version the server answered with starts a new form at once (`key` changes, `record` is that version), with
 * no wait for the query cache to hand it down, which would mount the new form on the old values.
 */
export function useFormReload<T>(loaded: T, remember: (current: T) => void) {
  const [state, setState] = useState<{ key: number; reloaded: T | null }>({ key: 0, reloaded: null });
  return {
    record: state.reloaded ?? loaded,
    key: state.key,
    reload: (current: T) => {
      remember(current);
      setState((previous) => ({ key: previous.key + 1, reloaded: current }));
    },
  };
}
