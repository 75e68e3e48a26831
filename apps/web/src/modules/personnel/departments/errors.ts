import { isApiError } from '@/platform/api-error';
import { DEPARTMENTS_TEXT } from './strings';

/** The server's Italian message, or a generic one. */
export function messageOf(error: unknown): string {
  return isApiError(error) ? error.message : DEPARTMENTS_TEXT.unexpected;
}
