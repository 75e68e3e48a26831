import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';
import { Pagination } from './pagination';

type Row = { id: string; name: string; role: string };

const COLUMNS: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Nome', cell: (row) => row.name, sortable: true },
  { id: 'role', header: 'Ruolo', cell: (row) => row.role },
];
const ROWS: Row[] = [
  { id: '1', name: 'Giulia', role: 'Dipendente' },
  { id: '2', name: 'Marco', role: 'Manager' },
];
const EMPTY = { title: 'Nessun utente', hint: 'Crea il primo utente.' };

describe('DataTable', () => {
  it('renders a row per item with the caption as the accessible name', () => {
    render(<DataTable caption="Utenti" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} empty={EMPTY} />);
    const table = screen.getByRole('table', { name: 'Utenti' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Marco')).toBeTruthy();
  });

  it('cycles a sortable column ascending then descending and marks aria-sort', () => {
    const onSortChange = vi.fn();
    const { rerender } = render(
      <DataTable
        caption="Utenti"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(row) => row.id}
        empty={EMPTY}
        sort="-created_at"
        onSortChange={onSortChange}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Nome/ }));
    expect(onSortChange).toHaveBeenLastCalledWith('name');
    rerender(
      <DataTable
        caption="Utenti"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(row) => row.id}
        empty={EMPTY}
        sort="name"
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Nome/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: /Nome/ }));
    expect(onSortChange).toHaveBeenLastCalledWith('-name');
    // A column that is not sortable has no button.
    expect(screen.queryByRole('button', { name: /Ruolo/ })).toBeNull();
  });

  it('shows skeleton rows while the first page loads, then the empty state when there is nothing', () => {
    const { rerender } = render(
      <DataTable caption="Utenti" columns={COLUMNS} rows={undefined} loading rowKey={(row) => row.id} empty={EMPTY} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Caricamento dei dati…');
    expect(screen.getAllByRole('row')).toHaveLength(6);
    rerender(<DataTable caption="Utenti" columns={COLUMNS} rows={[]} rowKey={(row) => row.id} empty={EMPTY} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Nessun utente')).toBeTruthy();
    expect(screen.getByText('Crea il primo utente.')).toBeTruthy();
  });

  it('replaces the table with the error and a retry button', () => {
    const onRetry = vi.fn();
    render(
      <DataTable
        caption="Utenti"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(row) => row.id}
        empty={EMPTY}
        error="Errore di rete"
        onRetry={onRetry}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Errore di rete');
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('Pagination', () => {
  it('shows the total and page, and disables the ends', () => {
    const onPageChange = vi.fn();
    const { rerender } = render(
      <Pagination pagination={{ page: 1, per_page: 20, total: 45, total_pages: 3 }} onPageChange={onPageChange} />,
    );
    expect(screen.getByText('45 risultati')).toBeTruthy();
    expect(screen.getByText('Pagina 1 di 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pagina precedente' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    rerender(
      <Pagination pagination={{ page: 3, per_page: 20, total: 45, total_pages: 3 }} onPageChange={onPageChange} />,
    );
    expect(screen.getByRole('button', { name: 'Pagina successiva' }).hasAttribute('disabled')).toBe(true);
  });

  it('says "più di" for a capped count and keeps the next page open', () => {
    const onPageChange = vi.fn();
    render(
      <Pagination
        pagination={{ page: 2, per_page: 20, total: 1020, total_pages: 51, total_capped: true }}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByText('Più di 1020 risultati')).toBeTruthy();
    expect(screen.getByText('Pagina 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});
