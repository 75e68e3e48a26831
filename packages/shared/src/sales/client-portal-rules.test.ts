import { describe, expect, it } from 'vitest';
import { type ContractTermsForWords, portalNoticeDeadline, portalRenewalTerms } from './client-portal-rules';

const base: ContractTermsForWords = {
  status: 'attivo',
  end_date: '2026-12-31',
  terminated_on: null,
  auto_renew: false,
  renewal_months: null,
  notice_days: null,
};

describe('a contract’s renewal and notice in words', () => {
  it('says when a contract that does not renew ends', () => {
    expect(portalRenewalTerms(base)).toBe('Scade il 31 dicembre 2026 e non si rinnova automaticamente.');
  });

  it('names the renewal and the last day to give notice', () => {
    const renewing = { ...base, auto_renew: true, renewal_months: 1, notice_days: 1 };
    expect(portalNoticeDeadline(renewing)).toBe('2026-12-30');
    expect(portalRenewalTerms(renewing)).toBe(
      'Alla scadenza del 31 dicembre 2026 si rinnova automaticamente di 1 mese. Per non rinnovarlo, la disdetta va comunicata entro il 30 dicembre 2026 (1 giorno prima della scadenza).',
    );
    expect(portalRenewalTerms({ ...renewing, renewal_months: null, notice_days: null })).toBe(
      'Alla scadenza del 31 dicembre 2026 si rinnova automaticamente. Per non rinnovarlo, la disdetta va comunicata entro il 31 dicembre 2026.',
    );
  });

  it('speaks of an open-ended, a concluded and a terminated contract', () => {
    expect(portalRenewalTerms({ ...base, end_date: null })).toBe(
      'A tempo indeterminato: resta valido finché una delle parti non lo disdice.',
    );
    expect(portalNoticeDeadline({ ...base, end_date: null, auto_renew: true })).toBeNull();
    expect(portalRenewalTerms({ ...base, status: 'concluso' })).toBe('Concluso il 31 dicembre 2026.');
    expect(portalRenewalTerms({ ...base, status: 'disdetto', terminated_on: '2026-06-30' })).toBe(
      'Disdetto il 30 giugno 2026.',
    );
  });
});
