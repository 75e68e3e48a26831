import { useBlocker } from '@tanstack/react-router';
import { type ReactNode, useCallback, useRef } from 'react';
import { ConfirmDialog } from '@/ui/dialog';
import { DRAFT_TEXT } from './strings';

export type UnsavedChangesBlocker = {
  /** The confirmation to render while a navigation waits for the user's answer. */
  dialog: ReactNode;
  /** Lets the next navigation through: call it right before leaving after a successful save. */
  allowNavigation: () => void;
};

/**
 * Asks before leaving a page with unsaved changes (issue 15): any navigation inside the portal (sidebar, links,
 * back button, another week or filter in the address) waits for an Italian confirmation, and closing or reloading
 * the tab gets the browser's own warning (`beforeunload`).
 */
export function useUnsavedChangesBlocker(dirty: boolean): UnsavedChangesBlocker {
  const allowed = useRef(false);
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => {
      if (allowed.current) {
        allowed.current = false;
        return false;
      }
      return (
        dirtyNow.current &&
        (current.pathname !== next.pathname || JSON.stringify(current.search) !== JSON.stringify(next.search))
      );
    },
    enableBeforeUnload: () => dirtyNow.current && !allowed.current,
    withResolver: true,
  });
  const allowNavigation = useCallback(() => {
    allowed.current = true;
  }, []);
  const dialog = (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title={DRAFT_TEXT.blockerTitle}
      description={DRAFT_TEXT.blockerDescription}
      confirmLabel={DRAFT_TEXT.blockerConfirm}
      tone="primary"
      onConfirm={() => blocker.proceed?.()}
    />
  );
  return { dialog, allowNavigation };
}
