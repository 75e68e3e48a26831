import { describe, expect, it } from 'vitest';
import {
  addMonths,
  contractRecordProblems,
  feePeriods,
  isContractExpiring,
  milestoneSetProblems,
  milestoneTotals,
  noticeDeadline,
  renewedEndDate,
} from './contract-rules';

describe('contract dates', () => {
  it('adds months clamped to the end of the month, and renews an end date month-end to month-end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(renewedEndDate('2026-12-31', 12)).toBe('2027-12-31');
    expect(renewedEndDate('2026-06-30', 1)).toBe('2026-07-31');
    expect(renewedEndDate('2026-03-15', 1, 2)).toBe('2026-05-15');
  });

  it('puts the notice deadline at the end minus the notice days, only for a renewing contract', () => {
    expect(noticeDeadline({ end_date: '2026-12-31', auto_renew: true, notice_days: 90 })).toBe('2026-10-02');
    expect(noticeDeadline({ end_date: '2026-12-31', auto_renew: true, notice_days: null })).toBe('2026-12-31');
    expect(noticeDeadline({ end_date: '2026-12-31', auto_renew: false, notice_days: 90 })).toBeNull();
    const active = { status: 'attivo' as const, end_date: '2026-12-31', auto_renew: true, notice_days: 90 };
    expect(isContractExpiring(active, '2026-08-10', 60)).toBe(true);
    expect(isContractExpiring(active, '2026-10-03', 60)).toBe(false);
    expect(isContractExpiring({ ...active, status: 'bozza' }, '2026-08-10', 60)).toBe(false);
  });

  it('lays out the fee periods of a canone, 12 when open-ended', () => {
    const year = feePeriods({ fee_period: 'trimestrale', start_date: '2026-01-01', end_date: '2026-12-31' }, 120);
    expect(year).toEqual([
      ['2026-01-01', '2026-03-31'],
      ['2026-04-01', '2026-06-30'],
      ['2026-07-01', '2026-09-30'],
      ['2026-10-01', '2026-12-31'],
    ]);
    const partial = feePeriods({ fee_period: 'annuale', start_date: '2026-01-01', end_date: '2027-06-30' }, 120);
    expect(partial.at(-1)).toEqual(['2027-01-01', '2027-06-30']);
    expect(feePeriods({ fee_period: 'mensile', start_date: '2026-01-31', end_date: null }, 120)).toHaveLength(12);
  });
});

describe('contract rules', () => {
  it('asks for what the type and the renewal need', () => {
    expect(
      contractRecordProblems({ type: 'canone', start_date: '2026-01-01', end_date: null, auto_renew: true }).map(
        (p) => p.field,
      ),
    ).toEqual(['fee_period', 'end_date', 'renewal_months']);
    expect(
      contractRecordProblems({
        type: 'a_corpo',
        start_date: '2026-01-01',
        end_date: '2026-02-01',
        auto_renew: true,
        renewal_months: 12,
        notice_days: 60,
      }),
    ).toEqual([{ field: 'notice_days', message: 'Il preavviso è più lungo della durata del contratto' }]);
  });

  it('sums milestones in cents and percent, and checks them against the value', () => {
    const milestones = [{ percent: 33.33 }, { percent: 33.33 }, { amount_cents: 333_400 }];
    expect(milestoneTotals(milestones, 1_000_000)).toEqual({ percent: 66.66, cents: 1_000_000 });
    expect(milestoneSetProblems({ type: 'a_corpo', value_cents: 1_000_000 }, milestones)).toEqual([]);
    expect(milestoneSetProblems({ type: 'a_corpo', value_cents: 999_999 }, milestones)).toHaveLength(1);
    // Hidden value (no money rights): only the percentages are checked in the browser.
    expect(milestoneSetProblems({ type: 'a_corpo', value_cents: undefined }, milestones)).toEqual([]);
    expect(milestoneTotals(milestones, undefined).cents).toBeNull();
  });
});
