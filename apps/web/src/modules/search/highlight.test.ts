import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

const render = (text: string, query: string) =>
  highlightParts(text, query)
    .map((p) => (p.match ? `[${p.text}]` : p.text))
    .join('');

describe('highlightParts', () => {
  it.each([
    ['Giulia Esposito', 'esposito', 'Giulia [Esposito]'],
    ['Giulia Esposito', 'giu espo', '[Giu]lia [Espo]sito'],
    ['Nicolò Bianchi', 'nicolo', '[Nicolò] Bianchi'],
    ['Niccolo Bianchi', 'NICCOLÒ', '[Niccolo] Bianchi'],
    ['anna.banana@demo.it', 'ana', 'anna.b[anana]@demo.it'],
    ['Marco Bianchi', 'rossi', 'Marco Bianchi'],
    ['Marco Bianchi', '   ', 'Marco Bianchi'],
    ['', 'marco', ''],
  ])('%s with %j → %s', (text, query, expected) => {
    expect(render(text, query)).toBe(expected);
  });

  it('keeps every character of the original text, in order', () => {
    const text = 'Élodie Dell’Acqua — Ufficio Acquisti';
    expect(
      highlightParts(text, 'acqu')
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });
});
