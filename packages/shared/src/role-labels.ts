// Spec §6 role values and their Italian labels, without zod: the login page shows them (demo logins) and must not
// download zod for it (docs/benchmarks.md, "Public site"). roles.ts re-exports them with the zod enum.
export const ROLES = ['admin', 'manager', 'employee', 'client'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Amministratore',
  manager: 'Manager',
  employee: 'Dipendente',
  client: 'Cliente',
};
