import type { SkillCatalogue, SkillMatrix } from '@portale/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const REACT = '11111111-1111-4111-8111-111111111111';
const catalogue: SkillCatalogue = { categories: [], skills: [], departments: [], targets: [] };
const cell = (level: number, gap: boolean) => ({
  skill_id: REACT,
  self_level: level,
  validated_level: level,
  target_level: 3,
  gap,
});
const person = (name: string, level: number, gap: boolean) => ({
  user_id: crypto.randomUUID(),
  name,
  job_title: 'Sviluppatore',
  department_name: 'Delivery',
  cells: [cell(level, gap)],
});
const everyone: SkillMatrix = {
  skills: [{ id: REACT, name: 'React', category_name: null }],
  people: [person('Marco Bianchi', 4, false), person('Giulia Esposito', 2, true)],
};
const gapsOnly: SkillMatrix = { ...everyone, people: [everyone.people[1]!] };

/** The matrix endpoint; answers to `only_gaps` wait for `release()`, so a test can look at the state in between. */
function matrixEndpoint() {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const queries: URLSearchParams[] = [];
  const fetchMock = mockFetch({
    'GET /api/personnel/skills': ok(catalogue),
    'GET /api/personnel/skills/validations': ok({ is_validator: false, items: [] }),
  });
  const routes = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/personnel/skills/matrix') return routes(input, init);
    queries.push(url.searchParams);
    const gaps = url.searchParams.get('only_gaps') === 'true';
    if (gaps) await held;
    return new Response(JSON.stringify({ success: true, data: gaps ? gapsOnly : everyone, message: 'OK' }));
  });
  return { queries, release };
}

// Whole-app renders: slow on a busy machine.
describe('skills matrix', { timeout: 20_000 }, () => {
  it('answers a filter at once and keeps the matrix shown until the filtered one arrives', async () => {
    useAuthStore.getState().setSession(makeSession({ role: 'manager', username: 'manager', first_name: 'Marco' }));
    useFlagsStore.getState().setFlags({ personnel_module: true });
    const { queries, release } = matrixEndpoint();
    const { router } = renderApp('/app/personnel/skills?tab=matrice');

    const matrix = await screen.findByRole('table', { name: 'Matrice' }, { timeout: 5000 });
    expect(within(matrix).getByText('Marco Bianchi')).toBeTruthy();

    const gaps = screen.getByRole('checkbox', { name: 'Solo lacune' }) as HTMLInputElement;
    fireEvent.click(gaps);
    // The checkbox and the URL move before the server answers; the matrix stays, marked busy.
    await waitFor(() => expect(router.state.location.search).toMatchObject({ gaps: true }));
    expect(gaps.checked).toBe(true);
    await waitFor(() => expect(queries.at(-1)?.get('only_gaps')).toBe('true'));
    expect(within(screen.getByRole('table', { name: 'Matrice' })).getByText('Marco Bianchi')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Matrice' }).closest('[aria-busy="true"]')).toBeTruthy();

    release();
    await waitFor(() => expect(screen.queryByText('Marco Bianchi')).toBeNull());
    expect(within(screen.getByRole('table', { name: 'Matrice' })).getByText('Giulia Esposito')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Matrice' }).closest('[aria-busy="true"]')).toBeNull();
  });
});
