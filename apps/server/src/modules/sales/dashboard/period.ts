import { CONTRACT_EXPIRING_DAYS, DASHBOARD_MONTHS, FOLLOW_UP_DAYS } from '@portale/shared';

// The calendar the CRM dashboard counts in: Italian days, whole months (docs/sales.md, "Dashboard").

const DAY_MS = 86_400_000;

/** `day` (YYYY-MM-DD) moved by `days`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first day of the month `months` away from the month of `day` (YYYY-MM-DD). */
export function monthStart(day: string, months = 0): string {
  const date = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + months, 1));
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export interface DashboardPeriod {
  today: string;
  /** First day of the month DASHBOARD_MONTHS − 1 months ago: win rate, revenue and top clients start here. */
  from: string;
  /** `YYYY-MM` of the months looked back, oldest first (this month last). */
  months: string[];
  /** `YYYY-MM` of this month and the ones ahead of the forecast. */
  forecastMonths: string[];
  /** First day after the forecast's last month. */
  forecastEnd: string;
  /** Sent proposals valid until this day or earlier are to follow up… */
  followUpBy: string;
  /** …and so are the ones sent before this day. */
  sentBefore: string;
  /** Contracts whose date that matters falls on or before this day are expiring. */
  expiringBy: string;
}

export function dashboardPeriod(today: string): DashboardPeriod {
  const month = (offset: number) => monthStart(today, offset).slice(0, 7);
  return {
    today,
    from: monthStart(today, -(DASHBOARD_MONTHS - 1)),
    months: Array.from({ length: DASHBOARD_MONTHS }, (_, i) => month(i - (DASHBOARD_MONTHS - 1))),
    forecastMonths: Array.from({ length: DASHBOARD_MONTHS }, (_, i) => month(i)),
    forecastEnd: monthStart(today, DASHBOARD_MONTHS),
    followUpBy: addDays(today, FOLLOW_UP_DAYS),
    sentBefore: addDays(today, -FOLLOW_UP_DAYS),
    expiringBy: addDays(today, CONTRACT_EXPIRING_DAYS),
  };
}
