import { isApiError } from '@/platform/api-error';
import { ANALYTICS_UI } from './strings';

/** The message to show for a failed call: the server's Italian one, or a generic one. */
export function messageOf(error: unknown): string {
  return isApiError(error) ? error.message : ANALYTICS_UI.error;
}
