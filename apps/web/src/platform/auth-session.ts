import type { AuthSession } from '@portale/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiGet, apiPost } from './api-client';
import { type AuthStatus, useAuthStore } from './auth-store';
import { loadedQueryClient } from './query-client-loader';

/** The current session, or null for a visitor: a public endpoint, so a visitor's page load logs no 401. */
export const fetchSession = () => apiGet<AuthSession | null>('/api/auth/session');

let pendingInit: Promise<AuthStatus> | null = null;

/**
 * Spec §4: asks the server who is logged in. No session means anonymous; a failure is rethrown and leaves
 * the status 'unknown' so the next guarded navigation tries again.
 */
export function initAuth(): Promise<AuthStatus> {
  pendingInit ??= fetchSession()
    .then((session) => {
      if (session === null) {
        useAuthStore.getState().clear();
        return 'anonymous' as const;
      }
      useAuthStore.getState().setSession(session);
      return 'authenticated' as const;
    })
    .finally(() => {
      pendingInit = null;
    });
  return pendingInit;
}

/** Ends the session on the server; locally it ends even if the server cannot be reached. */
export async function logout(queryClient: QueryClient | null = loadedQueryClient()): Promise<void> {
  // The event stream belongs to the session that is ending. Imported here, not above, so the public site (which
  // reads the session) does not download the notifications.
  const { endNotifications } = await import('./notifications/notifications-sync');
  endNotifications();
  try {
    await apiPost<null>('/api/auth/logout', undefined, { redirectOnUnauthorized: false });
  } catch (error) {
    console.warn('Logout: the server did not confirm the end of the session', error);
  } finally {
    useAuthStore.getState().clear();
    // Nothing cached for one user may be shown to the next one on this browser.
    queryClient?.clear();
  }
}

/**
 * Logout for a button: its pending state and the call. Not a TanStack Query mutation: the error pages, which the
 * public site may show, use it, and TanStack Query loads only with the pages that need it.
 */
export function useLogout() {
  const [isPending, setPending] = useState(false);
  const mutateAsync = async () => {
    setPending(true);
    try {
      await logout();
    } finally {
      setPending(false);
    }
  };
  return { mutateAsync, isPending };
}
