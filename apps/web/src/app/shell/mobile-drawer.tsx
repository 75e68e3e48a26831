import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import type { NavGroup } from '@/platform/navigation/navigation';
import { Sidebar } from './sidebar';
import { useSidebarStore } from './sidebar-store';
import { SHELL_TEXT } from './strings';

export const MOBILE_DRAWER_ID = 'mobile-navigation';
/** Tailwind's `lg` breakpoint, where the desktop sidebar appears. */
const DESKTOP_QUERY = '(min-width: 64rem)';

export type MobileDrawerProps = { groups: readonly NavGroup[] };

/**
 * Spec §2: on small screens the sidebar is a drawer. Radix Dialog traps focus, closes on Escape and on a
 * click on the backdrop; the app layout closes it on navigation.
 */
export function MobileDrawer({ groups }: MobileDrawerProps) {
  const open = useSidebarStore((state) => state.mobileOpen);
  const setOpen = useSidebarStore((state) => state.setMobileOpen);

  // Growing the window to desktop width shows the real sidebar: a modal drawer left open would trap focus.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const close = () => desktop.matches && setOpen(false);
    close();
    desktop.addEventListener('change', close);
    return () => desktop.removeEventListener('change', close);
  }, [open, setOpen]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="mobile-drawer-backdrop"
          className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-[2px] lg:hidden"
        />
        <Dialog.Content
          id={MOBILE_DRAWER_ID}
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r border-slate-200 bg-white shadow-xl outline-none lg:hidden dark:border-slate-800 dark:bg-slate-900"
        >
          <Dialog.Title className="sr-only">{SHELL_TEXT.mobile.title}</Dialog.Title>
          <Dialog.Close
            aria-label={SHELL_TEXT.mobile.close}
            className="absolute top-3 right-3 z-10 flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
          <Sidebar groups={groups} showCollapseToggle={false} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
