import { holidayCalendar } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import {
  allowanceFor,
  type CalendarDay,
  carryOverExpiry,
  carryOverInto,
  computeBalance,
  measureRequest,
  overlaps,
} from '@/modules/timesheet/requests/balance';

// Pure leave arithmetic, table-driven: no database.

const rules = [
  { contract_type: null, ccnl: null, amount: 26 },
  { contract_type: 'apprendistato' as const, ccnl: null, amount: 28 },
  { contract_type: null, ccnl: 'Metalmeccanici', amount: 27 },
  { contract_type: 'apprendistato' as const, ccnl: 'Metalmeccanici', amount: 30 },
];

describe('allowanceFor', () => {
  it.each([
    ['catch-all', 'tempo_indeterminato', 'Commercio e Terziario', 26],
    ['contract type beats catch-all', 'apprendistato', 'Commercio e Terziario', 28],
    ['CCNL beats catch-all, case-insensitive', 'tempo_indeterminato', 'metalmeccanici', 27],
    ['contract type and CCNL beat either', 'apprendistato', 'Metalmeccanici', 30],
    ['no employment record: catch-all', null, null, 26],
  ])('%s', (_name, contract, ccnl, expected) => {
    expect(allowanceFor(rules, contract, ccnl)).toBe(expected);
  });

  it('is null (not counted) without rules and 0 when no rule matches', () => {
    expect(allowanceFor([], 'stage', null)).toBeNull();
    expect(allowanceFor([{ contract_type: 'stage', ccnl: null, amount: 10 }], 'apprendistato', null)).toBe(0);
  });
});

describe('carry-over', () => {
  const all = { allowed: true, max_amount: null, expires_after_months: null };
  it.each([
    ['not allowed', { allowed: false, max_amount: null, expires_after_months: null }, 26, 0, 10, 0],
    ['all of the unused allowance', all, 26, 0, 10, 16],
    ['capped by max_amount', { ...all, max_amount: 5 }, 26, 0, 10, 5],
    ['carried-in leave is used first', all, 26, 4, 10, 20],
    ['carried-in leave never moves twice', all, 26, 10, 4, 26],
    ['nothing left', all, 26, 0, 30, 0],
  ])('%s', (_name, rule, allowance, carriedIn, approved, expected) => {
    expect(carryOverInto(rule, { allowance, carriedIn, approved })).toBe(expected);
  });

  it('expires N months after the end of the previous year', () => {
    expect(carryOverExpiry({ allowed: true, max_amount: null, expires_after_months: 6 }, 2027)).toBe('2027-06-30');
    expect(carryOverExpiry({ allowed: true, max_amount: null, expires_after_months: 18 }, 2027)).toBe('2028-06-30');
    expect(carryOverExpiry({ allowed: true, max_amount: null, expires_after_months: null }, 2027)).toBeNull();
  });
});

describe('computeBalance', () => {
  const base = {
    allowance: 56,
    carriedIn: 0,
    carryExpiresOn: null,
    approved: 0,
    approvedUntilExpiry: 0,
    pending: 0,
    today: '2027-03-01',
  };
  it.each([
    ['full allowance', {}, 56],
    ['approved requests consume', { approved: 8 }, 48],
    ['pending requests are reserved', { approved: 8, pending: 4 }, 44],
    ['carried over adds', { carriedIn: 10, approved: 8 }, 58],
    ['carried over not yet expired', { carriedIn: 10, carryExpiresOn: '2027-06-30' }, 66],
    [
      'unused carried-over leave expires after its date',
      { carriedIn: 10, carryExpiresOn: '2027-06-30', approvedUntilExpiry: 4, approved: 6, today: '2027-07-01' },
      56 + 10 - 6 - 6,
    ],
    ['can go negative when the allowance is lowered later', { allowance: 4, approved: 8 }, -4],
    ['an opening balance adds, a correction may take away', { adjusted: 3.5, approved: 8 }, 51.5],
    ['a correction below what is left goes negative', { adjusted: -60 }, -4],
  ])('%s', (_name, change, available) => {
    expect(computeBalance({ ...base, ...change }).available).toBe(available);
  });

  it('types without allowances are not counted but still report usage', () => {
    expect(computeBalance({ ...base, allowance: null, approved: 3, pending: 1 })).toEqual({
      counted: false,
      allowance: 0,
      carried_over: 0,
      adjusted: 0,
      expired: 0,
      approved: 3,
      pending: 1,
      available: null,
    });
  });
});

/** The calendar of a range for a full-timer at the Milan site (patron 7 December), as workingCalendar builds it. */
function calendarOf(from: string, to: string, closures: { name: string; start_date: string; end_date: string }[] = []) {
  const days: CalendarDay[] = [];
  const holidays = new Map(
    holidayCalendar({
      year: Number(from.slice(0, 4)),
      patron: { name: "Sant'Ambrogio", month: 12, day: 7 },
      closures,
    }).map((h) => [h.date, h]),
  );
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    const date = d.toISOString().slice(0, 10);
    const holiday = holidays.get(date) ?? null;
    const working = d.getUTCDay() !== 0 && d.getUTCDay() !== 6 && !holiday;
    days.push({ date, working, hours: working ? 8 : 0, holiday });
  }
  return days;
}

describe('measureRequest (days)', () => {
  it.each([
    ['a plain week', '2027-03-01', '2027-03-05', 5],
    ['over a weekend', '2027-03-04', '2027-03-09', 4],
    ['over Easter Monday 2027 (29 March)', '2027-03-29', '2027-04-02', 4],
    ['over Easter Monday 2028 (17 April)', '2028-04-17', '2028-04-21', 4],
    ['over 4 October 2027 (San Francesco, a Monday)', '2027-10-04', '2027-10-08', 4],
    ['over 4 October 2026 (a Sunday: nothing extra)', '2026-10-02', '2026-10-06', 3],
    ['over the patron saint and the Immacolata', '2027-12-06', '2027-12-10', 3],
  ])('%s', (_name, from, to, days) => {
    const measure = measureRequest('days', calendarOf(from, to), { start: null, end: null }, 8);
    expect(measure).toMatchObject({ days, hours: days * 8 });
  });

  it('skips company closures and says why days are excluded', () => {
    const closures = [{ name: 'Chiusura estiva', start_date: '2027-08-16', end_date: '2027-08-20' }];
    const measure = measureRequest(
      'days',
      calendarOf('2027-08-09', '2027-08-20', closures),
      { start: null, end: null },
      8,
    );
    expect(measure.days).toBe(5);
    expect(measure.excluded).toContainEqual({ date: '2027-08-16', reason: 'Chiusura estiva' });
    expect(measure.excluded).toContainEqual({ date: '2027-08-14', reason: 'Sabato' });
  });

  it('rejects a range without working days', () => {
    expect(() => measureRequest('days', calendarOf('2027-03-27', '2027-03-29'), { start: null, end: null }, 8)).toThrow(
      'Il periodo scelto non contiene giorni lavorativi',
    );
  });
});

describe('measureRequest (hours)', () => {
  const day = calendarOf('2027-03-03', '2027-03-03');
  it.each([
    ['a morning', '09:00', '13:00', 4],
    ['quarter hours', '14:15', '16:00', 1.75],
    ['a whole day', '09:00', '17:00', 8],
  ])('%s', (_name, start, end, hours) => {
    expect(measureRequest('hours', day, { start, end }, 8)).toMatchObject({
      hours,
      days: Math.round((hours / 8) * 100) / 100,
    });
  });

  it.each([
    ['more than the day', day, '08:00', '17:15', 'Un permesso non può superare le 8 ore della giornata'],
    ['a Saturday', calendarOf('2027-03-06', '2027-03-06'), '09:00', '10:00', 'non è un giorno lavorativo'],
    ['a holiday', calendarOf('2027-03-29', '2027-03-29'), '09:00', '10:00', "Lunedì dell'Angelo"],
    ['two days', calendarOf('2027-03-03', '2027-03-04'), '09:00', '10:00', 'un solo giorno'],
    ['no times', day, null, null, "Indica l'ora di inizio e di fine"],
    ['end before start', day, '11:00', '10:00', "L'ora di fine deve seguire"],
  ])('rejects %s', (_name, calendar, start, end, message) => {
    expect(() => measureRequest('hours', calendar, { start, end }, 8)).toThrow(message);
  });

  it('honours a part-timer’s shorter day', () => {
    const partTime = day.map((d) => ({ ...d, hours: 4 }));
    expect(() => measureRequest('hours', partTime, { start: '09:00', end: '13:15' }, 4)).toThrow('4 ore');
  });
});

describe('overlaps', () => {
  const range = (start_date: string, end_date: string, start_time: string | null = null, end_time = start_time) => ({
    start_date,
    end_date,
    start_time,
    end_time,
  });
  it.each([
    ['disjoint dates', range('2027-03-01', '2027-03-02'), range('2027-03-03', '2027-03-04'), false],
    ['touching dates', range('2027-03-01', '2027-03-03'), range('2027-03-03', '2027-03-04'), true],
    [
      'a permit inside a holiday',
      range('2027-03-01', '2027-03-05'),
      range('2027-03-03', '2027-03-03', '09:00', '10:00'),
      true,
    ],
    [
      'two permits, different hours',
      range('2027-03-03', '2027-03-03', '09:00', '13:00'),
      range('2027-03-03', '2027-03-03', '13:00', '15:00'),
      false,
    ],
    [
      'two permits, same hours',
      range('2027-03-03', '2027-03-03', '09:00', '13:00'),
      range('2027-03-03', '2027-03-03', '12:00', '14:00'),
      true,
    ],
  ])('%s', (_name, a, b, expected) => {
    expect(overlaps(a, b)).toBe(expected);
    expect(overlaps(b, a)).toBe(expected);
  });
});
