import type { DocumentFolder } from '@portale/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FolderTree } from './folder-tree';

const rights = { can_upload: true, can_edit: true, can_move: true, can_manage_access: true, can_delete: true };
function folder(id: string, name: string, parent: DocumentFolder | null, count = 0): DocumentFolder {
  return {
    id,
    parent_id: parent?.id ?? null,
    name,
    path: [...(parent?.path ?? []), { id, name }],
    inherits_access: true,
    created_by: null,
    document_count: count,
    my_rights: rights,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-01T08:00:00Z',
  };
}
const amministrazione = folder('a', 'Amministrazione', null, 3);
const fatture = folder('b', 'Fatture', amministrazione, 12);
const clienti = folder('c', 'Clienti', null);
const FOLDERS = [amministrazione, fatture, clienti];

const names = () => screen.getAllByRole('treeitem').map((item) => item.textContent?.replace(/\d+$/, ''));

describe('FolderTree', () => {
  it('lists the top folders by name, with the children hidden until opened', () => {
    render(<FolderTree folders={FOLDERS} selected={undefined} trash={false} onSelect={vi.fn()} onTrash={vi.fn()} />);
    expect(names()).toEqual(['Tutti i documenti', 'Amministrazione', 'Clienti', 'Cestino']);
    expect(screen.getByRole('treeitem', { name: /Amministrazione/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it('moves with the arrows, opens with Right, steps back with Left, opens a folder with Enter', () => {
    const onSelect = vi.fn();
    render(<FolderTree folders={FOLDERS} selected={undefined} trash={false} onSelect={onSelect} />);
    const tree = screen.getByRole('tree');
    const all = screen.getByRole('treeitem', { name: 'Tutti i documenti' });
    expect(all.getAttribute('tabindex')).toBe('0');
    all.focus();
    fireEvent.keyDown(tree, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toContain('Amministrazione');
    fireEvent.keyDown(tree, { key: 'ArrowRight' });
    expect(names()).toEqual(['Tutti i documenti', 'Amministrazione', 'Fatture', 'Clienti']);
    fireEvent.keyDown(tree, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toContain('Fatture');
    expect(screen.getByRole('treeitem', { name: /Fatture/ }).getAttribute('aria-level')).toBe('2');
    fireEvent.keyDown(tree, { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith('b');
    fireEvent.keyDown(tree, { key: 'ArrowLeft' });
    expect(document.activeElement?.textContent).toContain('Amministrazione');
    fireEvent.keyDown(tree, { key: 'ArrowLeft' });
    expect(names()).toEqual(['Tutti i documenti', 'Amministrazione', 'Clienti']);
    fireEvent.keyDown(tree, { key: 'End' });
    expect(document.activeElement?.textContent).toContain('Clienti');
    fireEvent.keyDown(tree, { key: 'Home' });
    fireEvent.keyDown(tree, { key: ' ' });
    expect(onSelect).toHaveBeenLastCalledWith(undefined);
  });

  it('opens the ancestors of the selected folder, and shows a client’s shared folder as a root', () => {
    render(<FolderTree folders={[fatture]} selected="b" trash={false} onSelect={vi.fn()} />);
    expect(names()).toEqual(['Tutti i documenti', 'Fatture']);
    expect(screen.getByRole('treeitem', { name: /Fatture/ }).getAttribute('aria-selected')).toBe('true');
  });
});
