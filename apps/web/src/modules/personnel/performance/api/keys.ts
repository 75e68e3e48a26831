import { PERSONNEL_KEYS } from '../../query-keys';

/** Every performance query starts with this key: a review or cycle change refreshes the area's lists at once. */
export const PERFORMANCE_KEY = PERSONNEL_KEYS.performance;
export const PERFORMANCE_API = '/api/personnel/performance';
