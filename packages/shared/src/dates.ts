import { z } from 'zod';

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

/** The one primitive for an ISO date (AAAA-MM-GG) in a request: a real calendar day in 1900–2199. */
export function isoDate(message = 'Data non valida (formato AAAA-MM-GG)') {
  return z.iso.date({ error: message, abort: true }).refine(isDateInRange, DATE_RANGE_MESSAGE);
}

/** The one primitive for an ISO date-time in a request, in the same range. */
export function isoDateTime(message = 'Data e ora non valide') {
  return z.iso.datetime({ error: message, abort: true }).refine(isDateInRange, DATE_RANGE_MESSAGE);
}
