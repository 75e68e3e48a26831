import type { SearchResult } from '@portale/shared';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRouter } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { useRef } from 'react';
import { safeRedirectPath } from '@/platform/safe-redirect';
import { SEARCH_TEXT as TEXT } from '../strings';
import { SearchPanel } from './search-panel';

export type SearchDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

function Key({ children }: { children: string }) {
  return (
    <kbd className="rounded border border-slate-300 bg-white px-1.5 py-0.5 font-sans text-[0.6875rem] font-medium text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200">
      {children}
    </kbd>
  );
}

/** Spec §4 search modal, with a command-palette look: near the top on desktop, almost full screen on a phone. */
export function SearchDialog({ open, onOpenChange }: SearchDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const router = useRouter();

  const openResult = (result: SearchResult) => {
    const path = safeRedirectPath(result.path);
    if (!path) return;
    onOpenChange(false);
    void router.navigate({ href: path });
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <RadixDialog.Content
          // Spec §4: opening focuses the input.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
          className="fixed inset-x-3 top-3 z-50 mx-auto flex max-h-[calc(100dvh-1.5rem)] max-w-xl flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl focus:outline-none sm:top-[12vh] sm:max-h-[min(34rem,76vh)] dark:border-slate-700 dark:bg-slate-900"
        >
          <RadixDialog.Title className="sr-only">{TEXT.dialogTitle}</RadixDialog.Title>
          <RadixDialog.Description className="sr-only">{TEXT.dialogDescription}</RadixDialog.Description>
          <SearchPanel inputRef={inputRef} onOpenResult={openResult} />
          <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-2.5 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
            <div className="hidden items-center gap-4 sm:flex" aria-hidden="true">
              <span className="flex items-center gap-1.5">
                <Key>↑</Key>
                <Key>↓</Key>
                {TEXT.hintNavigate}
              </span>
              <span className="flex items-center gap-1.5">
                <Key>Invio</Key>
                {TEXT.hintOpen}
              </span>
              <span className="flex items-center gap-1.5">
                <Key>Esc</Key>
                {TEXT.hintClose}
              </span>
            </div>
            <RadixDialog.Close className="ml-auto inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:outline-primary-400">
              <X className="size-4" aria-hidden="true" />
              {TEXT.close}
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
