import { describe, expect, it } from 'vitest';
import { isoDate, isoDateTime } from './dates';
import { CompanyClosureInput, LeaveRequestCreate, ProjectInput, TimesheetWeekStartParam } from './index';

describe('dates', () => {
  it('accepts days from 1900 to 2199 and refuses the years 0001 and 9999', () => {
    expect(isoDate().safeParse('1900-01-01').success).toBe(true);
    expect(isoDate().safeParse('2199-12-31').success).toBe(true);
    expect(isoDate().safeParse('1899-12-31').error?.issues[0]?.message).toBe(
      'La data deve essere compresa tra il 1900 e il 2199',
    );
    expect(isoDate().safeParse('9999-12-27').success).toBe(false);
    expect(isoDate().safeParse('0001-01-01').success).toBe(false);
    expect(isoDateTime().safeParse('9999-12-31T00:00:00Z').success).toBe(false);
    expect(isoDateTime().safeParse('2026-11-24T10:00:00Z').success).toBe(true);
  });

  it('bounds the week of the timesheet, leave requests, closures and projects', () => {
    expect(TimesheetWeekStartParam.safeParse({ weekStart: '9999-12-27' }).success).toBe(false);
    expect(TimesheetWeekStartParam.safeParse({ weekStart: '2026-11-23' }).success).toBe(true);
    const leave = LeaveRequestCreate.safeParse({ start_date: '0001-01-01' });
    expect(leave.error?.issues.some((i) => i.path[0] === 'start_date')).toBe(true);
    const closure = CompanyClosureInput.safeParse({ start_date: '9999-01-01', end_date: '9999-01-02' });
    expect(closure.error?.issues.some((i) => i.path[0] === 'start_date')).toBe(true);
    const project = ProjectInput.safeParse({ start_date: '9999-01-01' });
    expect(project.error?.issues.some((i) => i.path[0] === 'start_date')).toBe(true);
  });
});
