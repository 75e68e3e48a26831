import { Search } from 'lucide-react';
import { useCallback, useState } from 'react';
import { SEARCH_TEXT as TEXT } from '../strings';
import { useSearchHotkeys } from '../use-search-hotkeys';
import { SearchDialog } from './search-dialog';

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The header's search button (icon only on a phone) and the shortcuts that open the same modal. */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  useSearchHotkeys(show);

  return (
    <>
      <button
        type="button"
        onClick={show}
        aria-label={TEXT.open}
        aria-haspopup="dialog"
        aria-keyshortcuts={IS_MAC ? 'Meta+K /' : 'Control+K /'}
        title={TEXT.open}
        className="flex size-10 items-center justify-center gap-2 rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 md:h-10 md:w-56 md:justify-start md:border md:border-slate-300 md:bg-white md:px-3 md:text-slate-600 md:hover:border-slate-400 md:hover:bg-white dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:outline-primary-400 md:dark:border-slate-700 md:dark:bg-slate-900 md:dark:hover:border-slate-500"
      >
        <Search className="size-5 shrink-0 md:size-4" aria-hidden="true" />
        <span className="hidden flex-1 text-left text-sm md:inline">{TEXT.open}...</span>
        <kbd className="hidden rounded border border-slate-300 px-1.5 py-0.5 font-sans text-[0.6875rem] font-medium text-slate-600 md:inline dark:border-slate-600 dark:text-slate-300">
          {IS_MAC ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
      <SearchDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
