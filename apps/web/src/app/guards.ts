import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { initAuth } from '../platform/auth-session';
import { useAuthStore } from '../platform/auth-store';

/**
 * Spec §4 "auth at navigation": an unchecked session is initialised first; anyone not authenticated
 * goes to login with the return address. Runs in beforeLoad, so nothing renders before it decides.
 */
export async function requireAuthenticated(location: ParsedLocation): Promise<void> {
  let { status } = useAuthStore.getState();
  if (status === 'unknown') status = await initAuth();
  if (status !== 'authenticated') {
    throw redirect({ to: '/auth/login', search: { redirect: location.href } });
  }
}
