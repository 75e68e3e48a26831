import { describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeConfig, makeSession } from '@/test/fixtures';
import { useAuthStore } from './auth-store';
import { useConfigStore } from './config-store';
import { isFeatureEnabled, useFlagsStore } from './flags-store';
import { runStartUp } from './start-up';

describe('start-up', () => {
  it('loads configuration, session and flags, and titles the page with the company name', async () => {
    mockFetch({
      'GET /api/config': ok(makeConfig()),
      'GET /api/auth/session': ok(makeSession()),
      'GET /api/feature-flags/public': ok({ recruiting_module: true, beta_features: false }),
    });
    await runStartUp();
    expect(useConfigStore.getState()).toMatchObject({ loaded: true, config: { company: { name: 'Demo S.r.l.' } } });
    expect(useAuthStore.getState().status).toBe('authenticated');
    expect(useFlagsStore.getState()).toMatchObject({ initialized: true, failed: false });
    expect(isFeatureEnabled('recruiting_module')).toBe(true);
    expect(isFeatureEnabled('beta_features')).toBe(false);
    expect(isFeatureEnabled('unknown_flag')).toBe(false);
    expect(document.title).toBe('Demo S.r.l.');
  });

  it('finishes anyway when the calls fail, marking an anonymous user and failed flags', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('user', JSON.stringify(makeSession().user));
    mockFetch({
      'GET /api/config': fail(500, 'INTERNAL_ERROR', 'Errore interno'),
      'GET /api/auth/session': ok(null),
      'GET /api/feature-flags/public': fail(503, 'SERVICE_UNAVAILABLE', 'Servizio non disponibile'),
    });
    await expect(runStartUp()).resolves.toBeUndefined();
    expect(useConfigStore.getState()).toMatchObject({ loaded: true, config: null });
    // An expired session also forgets the locally stored user (spec §3).
    expect(useAuthStore.getState()).toMatchObject({ status: 'anonymous', user: null });
    expect(localStorage.getItem('user')).toBeNull();
    expect(useFlagsStore.getState()).toMatchObject({ initialized: true, failed: true });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(document.title).toBe('Portale');
  });

  it('keeps the status unknown when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await runStartUp();
    expect(useAuthStore.getState().status).toBe('unknown');
  });
});
