import { SEARCH_DEBOUNCE_MS, type SearchResult } from '@portale/shared';
import { Search } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useState } from 'react';
import { useDebouncedValue } from '@/platform/use-debounced-value';
import { Spinner } from '@/ui/spinner';
import { useSearch } from '../api/search';
import { groupResults } from '../group-results';
import { SEARCH_TEXT as TEXT } from '../strings';
import { optionId, SearchErrorOption, SearchResults } from './search-results';

/** Spec §8: the error item is shown for a failed query of 2 or more characters. */
const ERROR_ITEM_MIN_LENGTH = 2;

export type SearchPanelProps = {
  inputRef: RefObject<HTMLInputElement | null>;
  onOpenResult: (result: SearchResult) => void;
};

function Message({ children }: { children: string }) {
  return <p className="px-4 py-10 text-center text-sm text-slate-600 dark:text-slate-400">{children}</p>;
}

/**
 * The search box and its results as an ARIA combobox: focus stays in the input, ↑/↓ move the active
 * option (aria-activedescendant), Enter opens it; Escape is the dialog's. It lives inside the dialog's
 * content, so closing the dialog discards the query and the results (spec §4).
 */
export function SearchPanel({ inputRef, onOpenResult }: SearchPanelProps) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const query = useSearch(debounced);
  const listboxId = useId();

  const failed = trimmed !== '' && query.isError && !query.isFetching;
  const data = trimmed !== '' && debounced !== '' && !failed ? query.data : undefined;
  const settled = data !== undefined && !(query.isPlaceholderData && data.length === 0);
  const groups = settled ? groupResults(data) : [];
  const flat = groups.flatMap((group) => group.items);
  const activeIndex = flat.length === 0 ? -1 : Math.min(active, flat.length - 1);
  const showError = failed && debounced.length >= ERROR_ITEM_MIN_LENGTH;
  const expanded = flat.length > 0 || showError;

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(listboxId, activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, listboxId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (flat.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + flat.length) % flat.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const result = flat[activeIndex];
      if (result) onOpenResult(result);
    }
  };

  let body: ReactNode;
  let announcement = '';
  if (trimmed === '') {
    body = <Message>{TEXT.empty}</Message>;
  } else if (showError) {
    body = <SearchErrorOption listboxId={listboxId} />;
    announcement = TEXT.errorTitle;
  } else if (failed || (settled && flat.length === 0)) {
    body = <Message>{TEXT.noResults}</Message>;
    announcement = TEXT.noResults;
  } else if (settled) {
    body = (
      <SearchResults
        listboxId={listboxId}
        groups={groups}
        query={debounced}
        activeIndex={activeIndex}
        onActivate={setActive}
        onOpen={onOpenResult}
      />
    );
    announcement = TEXT.count(flat.length);
  } else {
    body = <Message>{TEXT.searching}</Message>;
  }

  const busy = trimmed !== '' && (query.isFetching || trimmed !== debounced);
  return (
    <>
      <div className="flex items-center gap-3 border-b border-slate-200 px-4 dark:border-slate-800">
        <Search className="size-5 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden="true" />
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label={TEXT.inputLabel}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(listboxId, activeIndex) : undefined}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder={TEXT.placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="h-14 min-w-0 flex-1 bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-500 dark:text-white dark:placeholder:text-slate-400"
        />
        {busy && <Spinner size="sm" className="shrink-0 text-primary-600 dark:text-primary-400" />}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain" aria-busy={busy}>
        {body}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
