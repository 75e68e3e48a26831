import { act, screen, waitFor } from '@testing-library/react';
import NProgress from 'nprogress';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import '@/platform/nprogress-setup';

describe('top progress bar', () => {
  it('is configured as spec §9 says (speed 300, minimum 0.05, trickle 150, no spinner)', () => {
    expect(NProgress.settings).toMatchObject({ speed: 300, minimum: 0.05, trickleSpeed: 150, showSpinner: false });
  });

  it('renders a decorative bar (no invalid role) that nprogress can move', () => {
    // Importing the hook's module applies the configuration.
    expect(() => NProgress.start()).not.toThrow();
    const bar = document.querySelector('#nprogress .bar');
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
    expect(bar?.getAttribute('role')).toBeNull();
    NProgress.remove();
  });

  it('starts when a navigation begins and finishes when it ends', async () => {
    const start = vi.spyOn(NProgress, 'start');
    const done = vi.spyOn(NProgress, 'done');
    useAuthStore.getState().setSession(makeSession());
    let answer: (() => void) | undefined;
    mockFetch({
      'GET /api/profile/preferences': ok({ theme: 'system', notification_types: [], email_notifications: true }),
    });
    const slowFetch = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (...args: Parameters<typeof fetch>) =>
          new Promise<Response>((resolve) => {
            answer = () => void slowFetch(...args).then(resolve);
          }),
      ),
    );
    const { router } = renderApp('/app/profile');
    await screen.findByRole('heading', { level: 1, name: 'Il tuo profilo' });
    start.mockClear();
    done.mockClear();

    let navigation: Promise<void> | undefined;
    act(() => {
      navigation = router.navigate({ to: '/app/settings' });
    });
    await waitFor(() => expect(start).toHaveBeenCalled());
    expect(done).not.toHaveBeenCalled();
    await act(async () => {
      answer?.();
      await navigation;
    });
    await waitFor(() => expect(done).toHaveBeenCalled());
  });
});
