import { initAuth } from './auth-session';
import { FALLBACK_COMPANY_NAME, loadConfig } from './config-store';
import { initFlags, startFlagRefresh } from './flags-store';

/**
 * Spec §4: configuration, auth and feature flags are loaded before the app mounts; if any of them
 * fails the app is mounted anyway. The three calls are independent, so they run in parallel.
 */
export async function runStartUp(): Promise<void> {
  const [config, auth, flags] = await Promise.allSettled([loadConfig(), initAuth(), initFlags()]);
  const steps = { configuration: config, auth, 'feature flags': flags };
  for (const [name, result] of Object.entries(steps)) {
    if (result.status === 'rejected') console.warn(`Start-up: ${name} failed; mounting anyway.`, result.reason);
  }
  document.title = (config.status === 'fulfilled' && config.value.company.name) || FALLBACK_COMPANY_NAME;
  // Open apps follow an admin's flag changes without a reload; also retries flags that failed to load just now.
  startFlagRefresh();
}
