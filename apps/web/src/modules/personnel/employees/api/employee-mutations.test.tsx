import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@/test/fetch-mock';
import { useDeactivateEmployee } from './deactivate-employee';
import { useImportEmployees } from './import-employees';
import { useUpdateEmployee } from './update-employee';

const ID = '6a1f3c2e-4b5d-4e6f-8a7b-9c0d1e2f3a4b';

/** One cached query per personnel view, as if every page had been visited. */
const VIEWS = {
  list: ['personnel', 'employees', 'list', { page: 1 }],
  record: ['personnel', 'employees', 'detail', ID],
  orgchart: ['personnel', 'orgchart'],
  department: ['personnel', 'departments', 'detail', 'd1'],
  jobLevels: ['personnel', 'job-levels'],
  allocation: ['personnel', 'allocation', 'grid', {}],
  skillMatrix: ['personnel', 'skills', 'matrix', {}],
  skillCatalogue: ['personnel', 'skills', 'catalogue'],
  reviewCandidates: ['personnel', 'performance', 'candidates'],
  reviews: ['personnel', 'performance', 'reviews', {}],
} satisfies Record<string, QueryKey>;
type View = keyof typeof VIEWS;

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const key of Object.values(VIEWS)) queryClient.setQueryData(key, {});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const refreshed = () =>
    (Object.keys(VIEWS) as View[]).filter((view) => queryClient.getQueryState(VIEWS[view])?.isInvalidated);
  return { wrapper, refreshed };
}

describe('what a change to people refreshes', () => {
  it('editing someone refreshes where their record shows, not the skills catalogue or the reviews', async () => {
    mockFetch({ [`PUT /api/personnel/employees/${ID}`]: ok({}) });
    const { wrapper, refreshed } = setUp();
    const { result } = renderHook(() => useUpdateEmployee(), { wrapper });
    await act(() => result.current.mutateAsync({ id: ID, body: { work_phone: '02 1234567' } }));
    expect(refreshed()).toEqual(['list', 'record', 'orgchart', 'department', 'jobLevels', 'allocation']);
  });

  it('deactivating someone also refreshes the lists of active staff, still not the catalogue or the reviews', async () => {
    mockFetch({ [`POST /api/personnel/employees/${ID}/deactivate`]: ok({}) });
    const { wrapper, refreshed } = setUp();
    const { result } = renderHook(() => useDeactivateEmployee(), { wrapper });
    await act(() => result.current.mutateAsync({ id: ID }));
    expect(refreshed()).toEqual([
      'list',
      'record',
      'orgchart',
      'department',
      'jobLevels',
      'allocation',
      'skillMatrix',
      'reviewCandidates',
    ]);
  });

  it('a dry run of the import refreshes nothing: it wrote nothing', async () => {
    mockFetch({ 'POST /api/personnel/employees/import': ok({ dry_run: true, rows: 2, created: [], errors: [] }) });
    const { wrapper, refreshed } = setUp();
    const { result } = renderHook(() => useImportEmployees(), { wrapper });
    await act(() => result.current.mutateAsync({ csv: 'nome;cognome', dry_run: true }));
    expect(refreshed()).toEqual([]);
  });
});
