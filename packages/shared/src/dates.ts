import { z } from 'zod';
import { DATE_RANGE_MESSAGE, isDateInRange } from './date-range';

export * from './date-range';

/** The one primitive for an ISO date (AAAA-MM-GG) in a request: a real calendar day in 1900–2199. */
export function isoDate(message = 'Data non valida (formato AAAA-MM-GG)') {
  return z.iso.date({ error: message, abort: true }).refine(isDateInRange, DATE_RANGE_MESSAGE);
}

/** The one primitive for an ISO date-time in a request, in the same range. */
export function isoDateTime(message = 'Data e ora non valide') {
  return z.iso.datetime({ error: message, abort: true }).refine(isDateInRange, DATE_RANGE_MESSAGE);
}
