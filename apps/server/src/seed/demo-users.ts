import type { Role } from '@portale/shared';

/** The demo logins of DESIGN.md §7 (password DEMO_PASSWORD for all). */
export const DEMO_USERS: readonly {
  role: Role;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
}[] = [
  { role: 'admin', username: 'admin', email: 'admin@demo.portale.it', first_name: 'Alessandra', last_name: 'Rossi' },
  { role: 'manager', username: 'manager', email: 'manager@demo.portale.it', first_name: 'Marco', last_name: 'Bianchi' },
  {
    role: 'employee',
    username: 'dipendente',
    email: 'dipendente@demo.portale.it',
    first_name: 'Giulia',
    last_name: 'Esposito',
  },
  { role: 'client', username: 'cliente', email: 'cliente@demo.portale.it', first_name: 'Luca', last_name: 'Ferrari' },
];
