import type { AuthSession, User } from '@portale/shared';
import { create } from 'zustand';

export type AuthStatus = 'unknown' | 'authenticated' | 'anonymous';

/** Spec §3: a user record stored locally marks the user as logged in. Only the user, never the CSRF token. */
export const STORED_USER_KEY = 'user';

interface AuthState {
  user: User | null;
  permissions: string[];
  csrf_token: string | null;
  status: AuthStatus;
  setSession: (session: AuthSession) => void;
  setCsrfToken: (token: string) => void;
  /** After the user changed their own profile: same session, new user data. */
  setUser: (user: User) => void;
  clear: () => void;
}

function readStoredUser(): User | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORED_USER_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && 'id' in parsed ? (parsed as User) : null;
  } catch {
    return null;
  }
}

function writeStoredUser(user: User | null): void {
  try {
    if (user) globalThis.localStorage?.setItem(STORED_USER_KEY, JSON.stringify(user));
    else globalThis.localStorage?.removeItem(STORED_USER_KEY);
  } catch {
    // Storage can be unavailable (private mode, quota): the in-memory session still works.
  }
}

export const useAuthStore = create<AuthState>()((set) => ({
  // The stored user lets public pages show 'Dashboard' before /api/auth/me answers; the status stays
  // 'unknown' until the server confirms the session.
  user: readStoredUser(),
  permissions: [],
  csrf_token: null,
  status: 'unknown',
  setSession: (session) => {
    writeStoredUser(session.user);
    set({
      user: session.user,
      permissions: session.permissions,
      csrf_token: session.csrf_token,
      status: 'authenticated',
    });
  },
  setCsrfToken: (token) => set({ csrf_token: token }),
  setUser: (user) => {
    writeStoredUser(user);
    set({ user });
  },
  clear: () => {
    writeStoredUser(null);
    set({ user: null, permissions: [], csrf_token: null, status: 'anonymous' });
  },
}));

/** Re-reads localStorage: used by tests and after another tab logs out. */
export function resetAuthStore(): void {
  useAuthStore.setState({ user: readStoredUser(), permissions: [], csrf_token: null, status: 'unknown' });
}
