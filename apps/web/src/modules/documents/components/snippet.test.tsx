import { SNIPPET_MARK_END as E, SNIPPET_MARK_START as S } from '@portale/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Snippet } from './snippet';

describe('Snippet', () => {
  it('marks the server’s matches with <mark>, and nothing else', () => {
    render(<Snippet text={`Il ${S}contratto${E} di fornitura del ${S}2026${E}.`} />);
    const marks = screen.getByTestId('snippet').querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['contratto', '2026']);
    expect(screen.getByTestId('snippet').textContent).toBe('Il contratto di fornitura del 2026.');
  });

  it('shows a document’s HTML as text, never as markup', () => {
    render(<Snippet text={`<img src=x onerror=alert(1)> ${S}<b>fattura</b>${E}`} />);
    const snippet = screen.getByTestId('snippet');
    expect(snippet.querySelector('img')).toBeNull();
    expect(snippet.querySelector('b')).toBeNull();
    expect(snippet.querySelector('mark')?.textContent).toBe('<b>fattura</b>');
  });

  it('drops stray markers instead of leaving odd characters', () => {
    render(<Snippet text={`verbale${E} ${S}assemblea`} />);
    expect(screen.getByTestId('snippet').textContent).toBe('verbale assemblea');
  });
});
