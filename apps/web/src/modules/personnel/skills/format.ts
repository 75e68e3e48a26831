import { isApiError } from '@/platform/api-error';
import { SKILLS_TEXT } from './strings';

const SHORT_DATE = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/Rome',
});

/** e.g. "24 nov 2026". */
export const formatShortDate = (iso: string) => SHORT_DATE.format(new Date(iso));

/** The server's Italian message, or a generic one. */
export const messageOf = (error: unknown) => (isApiError(error) ? error.message : SKILLS_TEXT.unexpected);
