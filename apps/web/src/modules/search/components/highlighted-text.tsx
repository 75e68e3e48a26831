import { highlightParts } from '../highlight';

export type HighlightedTextProps = { text: string; query: string };

/** The matched words in <mark>; plain React text nodes, so a result can never inject markup. */
export function HighlightedText({ text, query }: HighlightedTextProps) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reordered.
          <mark key={index} className="rounded-sm bg-amber-200 px-px text-inherit dark:bg-amber-500/40 dark:text-white">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
