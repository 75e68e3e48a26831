import { PERSONNEL_KEYS } from '../../query-keys';

/** The CCNL contracts with their levels and who is in each: one query, refreshed by every change here. */
export const JOB_LEVELS_KEY = PERSONNEL_KEYS.jobLevels;
export const JOB_LEVELS_API = '/api/personnel/job-levels';

/** A contract or level change also moves the CCNL choices of the employee form and the records showing them. */
export const JOB_LEVEL_VIEWS = [JOB_LEVELS_KEY, PERSONNEL_KEYS.employees] as const;
