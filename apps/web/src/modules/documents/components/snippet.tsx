import { snippetParts } from '@portale/shared';

/**
 * A search snippet: the server marks each match with two private-use characters (never HTML); the marked runs
 * become <mark> text nodes, so nothing from a document is ever parsed as markup.
 */
export function Snippet({ text }: { text: string }) {
  let offset = 0;
  // Each run keyed by where it starts in the snippet: stable, and unique.
  const parts = snippetParts(text).map((part) => {
    const at = offset;
    offset += part.text.length;
    return { ...part, at };
  });
  if (parts.length === 0) return null;
  return (
    <p className="text-sm leading-relaxed break-words text-slate-700 dark:text-slate-300" data-testid="snippet">
      {parts.map((part) =>
        part.marked ? (
          <mark
            key={part.at}
            className="rounded bg-amber-200 px-0.5 text-slate-900 dark:bg-amber-400/30 dark:text-amber-100"
          >
            {part.text}
          </mark>
        ) : (
          <span key={part.at}>{part.text}</span>
        ),
      )}
    </p>
  );
}
