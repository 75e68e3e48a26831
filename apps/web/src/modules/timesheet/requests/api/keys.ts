import { TIMESHEET_KEYS } from '../../query-keys';

/** Every query of the requests page starts with this key, so a change refreshes lists, balances and calendar. */
export const REQUESTS_KEY = TIMESHEET_KEYS.requests;
