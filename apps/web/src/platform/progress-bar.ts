import { useEffect } from 'react';

type NProgressApi = typeof import('nprogress');

// nprogress (and its set-up) loads with the first navigation that has to wait, not with the page: a visitor who
// reads one public page never downloads it (docs/benchmarks.md, "Public site").
let loading: Promise<NProgressApi> | null = null;
const loadNProgress = () => {
  loading ??= import('./nprogress-setup').then((module) => module.NProgress);
  return loading;
};

/** Spec §2: a thin top bar while a navigation is pending (no spinner). */
export function useProgressBar(pending: boolean): void {
  useEffect(() => {
    if (!pending) return;
    let ended = false;
    void loadNProgress().then((nprogress) => {
      // A navigation that ended while nprogress downloaded shows no bar.
      if (!ended) nprogress.start();
    });
    return () => {
      ended = true;
      void loadNProgress().then((nprogress) => nprogress.done());
    };
  }, [pending]);
}
