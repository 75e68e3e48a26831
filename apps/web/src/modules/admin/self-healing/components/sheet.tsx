import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/ui/cx';
import { UI_TEXT } from '@/ui/strings';

export type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Badges or a short line under the title. */
  subtitle?: ReactNode;
  children: ReactNode;
};

/**
 * A Radix dialog drawn as a panel on the right (full screen on phones): focus is trapped and returns to the
 * trigger, Escape and the X close it, the body scrolls under a fixed header.
 */
export function Sheet({ open, onOpenChange, title, subtitle, children }: SheetProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <RadixDialog.Content
          className={cx(
            'fixed inset-0 z-50 flex flex-col bg-white shadow-2xl focus:outline-none dark:bg-slate-900',
            'sm:inset-y-0 sm:right-0 sm:left-auto sm:w-full sm:max-w-2xl sm:border-l sm:border-slate-200 sm:dark:border-slate-700',
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6 dark:border-slate-800">
            <div className="min-w-0">
              <RadixDialog.Title className="text-lg font-semibold break-words text-slate-900 dark:text-white">
                {title}
              </RadixDialog.Title>
              <RadixDialog.Description asChild>
                <div className="mt-1.5 text-sm text-slate-600 dark:text-slate-300">{subtitle ?? title}</div>
              </RadixDialog.Description>
            </div>
            <RadixDialog.Close
              aria-label={UI_TEXT.close}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:outline-primary-400"
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export type SheetSectionProps = { id: string; title: string; description?: string; children: ReactNode };

/** One block of the drawer, with its own heading for screen-reader navigation. */
export function SheetSection({ id, title, description, children }: SheetSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0 dark:border-slate-800"
    >
      <div>
        <h3 id={id} className="text-base font-semibold text-slate-900 dark:text-white">
          {title}
        </h3>
        {description && <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
      </div>
      {children}
    </section>
  );
}
