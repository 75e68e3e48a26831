import { z } from 'zod';
import { ROLES } from './role-labels';

export { ROLE_LABELS, ROLES } from './role-labels';

/** Spec §6 role values (role-labels.ts has them, and their Italian labels, without zod). */
export const Role = z.enum(ROLES, { error: 'Ruolo non valido' });
export type Role = z.infer<typeof Role>;
