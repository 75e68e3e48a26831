import { SEARCH_RESULT_TYPE_LABELS, type SearchResult } from '@portale/shared';
import { TriangleAlert } from 'lucide-react';
import { cx } from '@/ui/cx';
import type { ResultGroup } from '../group-results';
import { SEARCH_TEXT as TEXT } from '../strings';
import { HighlightedText } from './highlighted-text';
import { ResultIcon } from './result-icon';

const OPTION =
  'group flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 data-[active=true]:bg-primary-50 dark:data-[active=true]:bg-primary-950/60';

export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

export type SearchResultsProps = {
  listboxId: string;
  groups: ResultGroup[];
  query: string;
  activeIndex: number;
  onActivate: (index: number) => void;
  onOpen: (result: SearchResult) => void;
};

/** The listbox of the combobox: one group per type; the options are chosen from the input, by keys or pointer. */
export function SearchResults({ listboxId, groups, query, activeIndex, onActivate, onOpen }: SearchResultsProps) {
  let index = -1;
  return (
    <div role="listbox" id={listboxId} aria-label={TEXT.results} className="flex flex-col gap-2 p-2">
      {groups.map((group) => {
        const labelId = `${listboxId}-group-${group.type}`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a listbox owns options and ARIA groups, not a fieldset.
          <div key={group.type} role="group" aria-labelledby={labelId}>
            <div
              id={labelId}
              role="presentation"
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
            >
              {SEARCH_RESULT_TYPE_LABELS[group.type]}
            </div>
            {group.items.map((result) => {
              index += 1;
              const mine = index;
              const active = mine === activeIndex;
              return (
                // Keyboard use goes through the input (aria-activedescendant), as the combobox pattern wants.
                // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys for every option.
                <div
                  key={`${result.type}-${result.id}`}
                  id={optionId(listboxId, mine)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={active}
                  data-active={active}
                  onMouseMove={() => !active && onActivate(mine)}
                  // Keep the focus in the input.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onOpen(result)}
                  className={OPTION}
                >
                  <ResultIcon type={result.type} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-slate-900 dark:text-white">
                      <HighlightedText text={result.title} query={query} />
                    </span>
                    {result.description && (
                      <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                        <HighlightedText text={result.description} query={query} />
                      </span>
                    )}
                  </span>
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}

export type SearchErrorOptionProps = { listboxId: string };

/** Spec §8: one error item; choosing it does nothing. */
export function SearchErrorOption({ listboxId }: SearchErrorOptionProps) {
  return (
    <div role="listbox" id={listboxId} aria-label={TEXT.results} className="p-2">
      <div
        id={optionId(listboxId, 0)}
        role="option"
        tabIndex={-1}
        aria-selected={false}
        aria-disabled="true"
        className={cx(OPTION, 'cursor-default')}
      >
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300"
        >
          <TriangleAlert className="size-4" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-medium text-slate-900 dark:text-white">{TEXT.errorTitle}</span>
          <span className="block text-xs text-slate-600 dark:text-slate-400">{TEXT.errorMessage}</span>
        </span>
      </div>
    </div>
  );
}
