import type { Role, User } from '@portale/shared';

/** Who is making a request. Services take it as a required argument, so no path can skip authorization. */
export interface Actor {
  userId: string;
  username: string;
  name: string;
  role: Role;
  permissions: ReadonlySet<string>;
  sessionId: string;
  csrfToken: string;
  /** The address the request came from, recorded with every audit row the actor writes. */
  ip: string | null;
  user: User;
}

/** Seeding, migrations and scheduled jobs act as the system, never as a forged user. */
export const SYSTEM_ACTOR = 'system' as const;
export type ActorOrSystem = Actor | typeof SYSTEM_ACTOR;
