import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { cx } from './cx';
import { UI_TEXT } from './strings';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  size?: DialogSize;
  /** The action row (buttons); pinned below the scrolling body. */
  footer?: ReactNode;
  children?: ReactNode;
  /** A dialog that must not be dismissed while it works (e.g. saving) sets this. */
  dismissible?: boolean;
};

const SIZES: Record<DialogSize, string> = {
  sm: 'max-w-md',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
  xl: 'max-w-4xl',
};

/**
 * A modal dialog (Radix): focus is trapped inside and returns to the trigger, Escape and the X close
 * it, the body scrolls on small screens while the title and actions stay visible.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  footer,
  children,
  dismissible = true,
}: DialogProps) {
  const change = (next: boolean) => {
    if (next || dismissible) onOpenChange(next);
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={change}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <RadixDialog.Content
          // A click on a toast (its undo button) is not a click outside, and neither is the focus falling back to
          // the page when that toast closes: the dialog stays open. The overlay, Escape and the X still close it.
          onPointerDownOutside={(event) => {
            if ((event.target as Element | null)?.closest?.('[data-toaster]')) event.preventDefault();
          }}
          onFocusOutside={(event) => event.preventDefault()}
          className={cx(
            'fixed inset-x-3 top-1/2 z-50 mx-auto flex max-h-[calc(100dvh-1.5rem)] -translate-y-1/2 flex-col overflow-hidden',
            'rounded-2xl border border-slate-200 bg-white shadow-2xl focus:outline-none dark:border-slate-700 dark:bg-slate-900',
            SIZES[size],
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6 dark:border-slate-800">
            <div className="min-w-0">
              <RadixDialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
                  {description}
                </RadixDialog.Description>
              ) : (
                <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              aria-label={UI_TEXT.close}
              disabled={!dismissible}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:opacity-50 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:outline-primary-400"
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {children !== undefined && <div className="flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>}
          {footer && (
            <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-6 dark:border-slate-800">
              {footer}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** Shows a spinner on the confirm button and keeps the dialog open. */
  pending?: boolean;
  tone?: 'danger' | 'primary';
  /** Shown inside the dialog when the action failed (the dialog stays open so the user can retry). */
  error?: string;
};

/** "Are you sure?" for destructive or far-reaching actions (delete, disable, revoke). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending = false,
  tone = 'danger',
  error,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="sm"
      dismissible={!pending}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {UI_TEXT.cancel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : undefined}
    </Dialog>
  );
}
