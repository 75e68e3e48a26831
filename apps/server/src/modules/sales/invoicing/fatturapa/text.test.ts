import { describe, expect, it } from 'vitest';
import { amount, asciiText, decimal, escapeXml, latinText } from './text';

describe('text for the FatturaPA Latin types', () => {
  it.each([
    ['Łódź Ćwikła “Spółka” — 東京', 'Lódz Cwikla "Spólka" - ??'],
    ['Dvořák – naïve café', 'Dvorák - naïve café'],
    ['Œuvre  ß\tØ\n', 'OEuvre ß Ø'],
    ['Prezzo 10 € … ✓', 'Prezzo 10 EUR ... ?'],
    ['Иван Петров', '???? ??????'],
    ['emoji 🙂 kept valid', 'emoji ? kept valid'],
  ])('latin %s → %s', (input, expected) => {
    expect(latinText(input, 80)).toBe(expected);
  });

  it('drops accents too where only Basic Latin is allowed, and cuts to the length', () => {
    expect(asciiText('Però m² ', 10)).toBe('Pero m2');
    expect(latinText('a'.repeat(100), 80)).toHaveLength(80);
    expect(latinText('😀'.repeat(100), 80)).toBe('?'.repeat(80));
  });

  it('escapes markup', () => {
    expect(escapeXml('<a href="x">&</a>')).toBe('&lt;a href="x"&gt;&amp;&lt;/a&gt;');
    expect(escapeXml('say "hi"', true)).toBe('say &quot;hi&quot;');
  });

  it('writes amounts and decimals as the schema wants them', () => {
    expect([amount(0), amount(5), amount(-5), amount(123_456), amount(-120_00)]).toEqual([
      '0.00',
      '0.05',
      '-0.05',
      '1234.56',
      '-120.00',
    ]);
    expect([decimal(22, 2), decimal(1.5, 3), decimal(0.125, 3), decimal(12.5, 3)]).toEqual([
      '22.00',
      '1.50',
      '0.125',
      '12.50',
    ]);
  });
});
