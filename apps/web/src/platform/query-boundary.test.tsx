import { QueryClient, QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { QueryBoundary } from './query-boundary';

function Record({ fail }: { fail: () => never }) {
  useSuspenseQuery({ queryKey: ['record'], queryFn: fail });
  return null;
}

function renderFailing(error: ApiError) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <QueryBoundary errorTitle="Impossibile caricare la scheda" notFound={<p>Scheda non trovata</p>}>
        <Record
          fail={() => {
            throw error;
          }}
        />
      </QueryBoundary>
    </QueryClientProvider>,
  );
}

function Status({ state }: { state: { failing: boolean } }) {
  const { data } = useSuspenseQuery({
    queryKey: ['status'],
    queryFn: () => {
      if (state.failing) throw new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Errore interno' });
      return 'pronto';
    },
  });
  return <p>{data}</p>;
}

describe('QueryBoundary', () => {
  it('shows the not-found state when the server answers 404', async () => {
    renderFailing(new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Risorsa non trovata' }));
    expect(await screen.findByText('Scheda non trovata')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
  });

  it('shows the not-found state for a malformed id in the address', async () => {
    renderFailing(
      new ApiError({
        status: 400,
        code: 'VALIDATION_ERROR',
        message: 'Alcuni campi non sono validi',
        fieldErrors: { id: ['Identificativo non valido'] },
      }),
    );
    expect(await screen.findByText('Scheda non trovata')).toBeTruthy();
  });

  it('shows any other failure with its message and Riprova, even with a not-found state', async () => {
    renderFailing(new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Errore interno del server' }));
    expect(await screen.findByText('Impossibile caricare la scheda')).toBeTruthy();
    expect(screen.getByText('Errore interno del server')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
    expect(screen.queryByText('Scheda non trovata')).toBeNull();
  });

  it("shows an area's own failure when it words it itself, and its retry fetches again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const status = { failing: true };
    render(
      <QueryClientProvider client={client}>
        <QueryBoundary
          errorFallback={({ retry }) => (
            <button type="button" onClick={retry}>
              Failed to load
            </button>
          )}
        >
          <Status state={status} />
        </QueryBoundary>
      </QueryClientProvider>,
    );
    const button = await screen.findByRole('button', { name: 'Failed to load' });
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
    status.failing = false;
    fireEvent.click(button);
    expect(await screen.findByText('pronto')).toBeTruthy();
  });
});
