import { ROUTE_CHANGE_SPINNER_MS } from '@portale/shared';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

/** Spec §2: after each change of page a short spinner shows for 300 ms (not on the first page). */
export function useRouteChangeSpinner(): boolean {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [visible, setVisible] = useState(false);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger, not a value read.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), ROUTE_CHANGE_SPINNER_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
  return visible;
}
