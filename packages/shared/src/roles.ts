import { z } from 'zod';

/** Spec §6 role values and their Italian labels. */
export const ROLES = ['admin', 'manager', 'employee', 'client'] as const;
export const Role = z.enum(ROLES, { error: 'Ruolo non valido' });
export type Role = z.infer<typeof Role>;

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Amministratore',
  manager: 'Manager',
  employee: 'Dipendente',
  client: 'Cliente',
};
