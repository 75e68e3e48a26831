import { describe, expect, it } from 'vitest';
import {
  buildAttendanceSheet,
  dayCell,
  daysOfMonth,
  type SheetAbsence,
  type SheetPerson,
} from '@/modules/timesheet/payroll/sheet';

// November 2027: Monday 1 is Ognissanti, Saturday 6 and Sunday 7 the first weekend.
const MONTH = '2027-11';
const DAYS = daysOfMonth(MONTH);
const calendar = DAYS.map((date) => {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const holiday = date === '2027-11-01' ? 'Ognissanti' : null;
  return { date, holiday, working: weekday !== 0 && weekday !== 6 && !holiday };
});

function person(worked: Record<string, number>, absences: Record<string, SheetAbsence[]>): SheetPerson {
  return {
    employeeNumber: 'M-001',
    name: 'Esposito Giulia',
    department: 'Delivery',
    calendar,
    worked: new Map(Object.entries(worked)),
    absences: new Map(Object.entries(absences)),
  };
}

describe('attendance sheet builder', () => {
  const sheet = buildAttendanceSheet(
    MONTH,
    DAYS,
    ['FE', 'ROL', 'MAL'],
    [
      person(
        { '2027-11-02': 8, '2027-11-03': 4, '2027-11-07': 3 },
        {
          // A half-day permit: four hours worked, four of ROL.
          '2027-11-03': [{ code: 'ROL', hours: 4, protocol: null }],
          '2027-11-04': [{ code: 'MAL', hours: 8, protocol: 'INPS-778899' }],
          '2027-11-05': [{ code: 'MAL', hours: 8, protocol: 'INPS-778899' }],
          '2027-11-08': [{ code: 'FE', hours: 7.5, protocol: null }],
        },
      ),
    ],
  );
  const row = sheet.rows[0]!;
  const day = (n: number) => row[sheet.dayColumns.first + n - 1];

  it('has one column per day with its weekday, then the totals', () => {
    expect(sheet.header.slice(0, 5)).toEqual(['Matricola', 'Dipendente', 'Reparto', '01 lun', '02 mar']);
    expect(sheet.header).toHaveLength(3 + 30 + 1 + 3 + 1);
    expect(sheet.header.slice(-5)).toEqual(['Ore lavorate', 'FE (ore)', 'ROL (ore)', 'MAL (ore)', 'Protocolli INPS']);
    expect(row.slice(0, 3)).toEqual(['M-001', 'Esposito Giulia', 'Delivery']);
  });

  it('marks the holiday and the weekend, and leaves an empty working day blank', () => {
    expect(day(1)).toBe('FS');
    expect(day(6)).toBe('S');
    expect(day(9)).toBeNull();
  });

  it('writes hours as numbers, a half-day permit as hours plus code, sick leave by code', () => {
    expect(day(2)).toBe(8);
    expect(day(3)).toBe('4 ROL 4');
    expect(day(4)).toBe('MAL 8');
    expect(day(8)).toBe('FE 7,5');
    // Three hours worked on a Sunday keep the Sunday's mark.
    expect(day(7)).toBe('D 3');
  });

  it('totals the hours and each code, and lists the INPS protocol with its days', () => {
    expect(row.slice(-5)).toEqual([15, 7.5, 4, 16, 'INPS-778899 (04/11–05/11)']);
  });

  it('a working day with nothing but an absence is never a bare number', () => {
    expect(dayCell(calendar[1]!, 0, [{ code: 'FE', hours: 8, protocol: null }])).toBe('FE 8');
    expect(dayCell(calendar[0]!, 0, [])).toBe('FS');
  });
});
