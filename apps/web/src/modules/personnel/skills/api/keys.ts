import { PERSONNEL_KEYS } from '../../query-keys';

/** Every skills query starts with this key: a change refreshes the catalogue, levels, queue and matrix at once. */
export const SKILLS_KEY = PERSONNEL_KEYS.skills;
export const SKILLS_API = '/api/personnel/skills';
