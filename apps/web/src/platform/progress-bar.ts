import { PROGRESS_BAR } from '@portale/shared';
import NProgress from 'nprogress';
import { useEffect } from 'react';

NProgress.configure({ ...PROGRESS_BAR, showSpinner: false });

/** Spec §2: a thin top bar while a navigation is pending (no spinner). */
export function useProgressBar(pending: boolean): void {
  useEffect(() => {
    if (!pending) return;
    NProgress.start();
    return () => {
      NProgress.done();
    };
  }, [pending]);
}
