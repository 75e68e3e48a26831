// The accepted date range, without zod: the web app's URL validators (loaded on every page) use it.

/**
 * The dates the portal accepts anywhere (docs/security.md, "Input limits"): far enough for birth dates and
 * long contracts, near enough that week arithmetic and PostgreSQL time zone conversions never overflow.
 */
export const MIN_ISO_DATE = '1900-01-01';
export const MAX_ISO_DATE = '2199-12-31';
export const DATE_RANGE_MESSAGE = 'La data deve essere compresa tra il 1900 e il 2199';

/** Whether an ISO date (or the date part of an ISO date-time) lies in the accepted range. */
export function isDateInRange(value: string): boolean {
  const day = value.slice(0, 10);
  return day >= MIN_ISO_DATE && day <= MAX_ISO_DATE;
}
