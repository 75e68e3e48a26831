export type HighlightPart = { text: string; match: boolean };

/** Lower case without accents, character by character, with a map back to the original positions. */
function fold(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const plain = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (let k = 0; k < plain.length; k++) origin.push(index);
    folded += plain;
    index += char.length;
  }
  origin.push(index);
  return { folded, origin };
}

/**
 * Splits `text` into plain and matching parts for each word of the query, ignoring case and accents
 * ('nicolo' marks 'Nicolò'), so the result can be rendered with <mark> and no HTML injection.
 */
export function highlightParts(text: string, query: string): HighlightPart[] {
  const terms = [
    ...new Set(
      fold(query)
        .folded.split(/[\s,;.@]+/u)
        .filter(Boolean),
    ),
  ];
  if (!text || terms.length === 0) return text ? [{ text, match: false }] : [];
  const { folded, origin } = fold(text);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + 1)) {
      const start = origin[at] ?? 0;
      const end = origin[at + term.length] ?? text.length;
      for (let i = start; i < end; i++) marked[i] = true;
    }
  }
  const parts: HighlightPart[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = parts.at(-1);
    if (last && last.match === marked[i]) last.text += text[i];
    else parts.push({ text: text[i] ?? '', match: marked[i] ?? false });
  }
  return parts;
}
