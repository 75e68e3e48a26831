// Highlighted search snippets without HTML (issue 17): the server's ts_headline wraps each match in these two
// private-use characters, which it strips from the document's own text first, so a snippet is plain text. The web
// splits it with `snippetParts` and renders the marked parts as <mark> text nodes: nothing from a document is
// ever parsed as HTML.

export const SNIPPET_MARK_START = '\uE000';
export const SNIPPET_MARK_END = '\uE001';

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/** The snippet's runs of text, each marked (a match) or not; stray or unbalanced markers are dropped. */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let marked = false;
  let run = '';
  const flush = () => {
    if (run) parts.push({ text: run, marked });
    run = '';
  };
  for (const char of snippet) {
    if (char === SNIPPET_MARK_START || char === SNIPPET_MARK_END) {
      flush();
      marked = char === SNIPPET_MARK_START;
    } else run += char;
  }
  flush();
  return parts;
}
