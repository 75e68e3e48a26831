import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { makeSession } from '@/test/fixtures';

/** A machine shared with other test runs can be slow to render the whole app: allow for it. */
export const SLOW = { timeout: 5_000 };

export function loginAsAdmin() {
  useAuthStore.getState().setSession(makeSession({ role: 'admin', username: 'admin', first_name: 'Alessandra' }));
}

export async function openTab(name: string) {
  const tab = await screen.findByRole('tab', { name }, SLOW);
  // Radix tabs switch on mouse down with the primary button.
  fireEvent.mouseDown(tab, { button: 0, ctrlKey: false });
  await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'), SLOW);
}
