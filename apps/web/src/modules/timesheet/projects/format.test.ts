import { describe, expect, it } from 'vitest';
import { describeActivity, isOverdue, parseDecimal, parseTags } from './format';

describe('form and list helpers', () => {
  it('reads Italian decimals, blanks and garbage', () => {
    expect(parseDecimal('7,5')).toBe(7.5);
    expect(parseDecimal('1.234,5')).toBe(1234.5);
    expect(parseDecimal('7.5')).toBe(7.5);
    expect(parseDecimal(' ')).toBeNull();
    expect(parseDecimal('dieci')).toBeNaN();
  });

  it('splits tags on commas without duplicates', () => {
    expect(parseTags('web, React,, web ')).toEqual(['web', 'React']);
  });

  it('tells overdue tasks and describes the activity log in Italian', () => {
    expect(isOverdue('2026-01-01', 'in_corso', '2026-01-02')).toBe(true);
    expect(isOverdue('2026-01-01', 'completato', '2026-01-02')).toBe(false);
    expect(isOverdue(null, 'da_fare', '2026-01-02')).toBe(false);
    expect(describeActivity({ action: 'project.status_changed', details: { from: 'attivo', to: 'in_pausa' } })).toBe(
      'ha cambiato lo stato da «Attivo» a «In pausa»',
    );
    expect(describeActivity({ action: 'members.changed', details: { added: ['Giulia Esposito'], removed: [] } })).toBe(
      'ha aggiunto al team Giulia Esposito',
    );
  });
});
