import { describe, expect, it } from 'vitest';
import { SNIPPET_MARK_END as E, SNIPPET_MARK_START as S, snippetParts } from './highlight';

describe('snippetParts', () => {
  it('splits a snippet into marked and plain runs, keeping markup as text', () => {
    expect(snippetParts(`il ${S}contratto${E} <b>firmato</b>`)).toEqual([
      { text: 'il ', marked: false },
      { text: 'contratto', marked: true },
      { text: ' <b>firmato</b>', marked: false },
    ]);
  });

  it('drops unbalanced markers and empty runs', () => {
    expect(snippetParts(`${E}a${S}${E}b${S}c`)).toEqual([
      { text: 'a', marked: false },
      { text: 'b', marked: false },
      { text: 'c', marked: true },
    ]);
    expect(snippetParts('')).toEqual([]);
  });
});
