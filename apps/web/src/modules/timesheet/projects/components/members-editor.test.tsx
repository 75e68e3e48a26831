import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { makeSession } from '@/test/fixtures';
import { PROJECTS_TEXT } from '../strings';
import { type MemberDraft, MembersEditor } from './members-editor';

const member: MemberDraft = {
  user_id: '0b6f3f4e-8a55-4c7e-9d0e-3c1f2a9b7d12',
  name: 'Marco Bianchi',
  project_role: 'Sviluppatore',
  allocation_pct: '50',
  hourly_rate: '',
  hourly_cost: '',
};

function renderEditor() {
  render(<MembersEditor members={[member]} onChange={() => {}} people={[]} />);
}

afterEach(() => useAuthStore.getState().clear());

describe('MembersEditor', () => {
  it('offers rates and costs to who may see them', () => {
    useAuthStore.getState().setSession(makeSession({ role: 'admin' }));
    renderEditor();
    expect(screen.getByLabelText(PROJECTS_TEXT.members.rate)).toBeTruthy();
    expect(screen.getByLabelText(PROJECTS_TEXT.members.cost)).toBeTruthy();
  });

  it('hides rates and costs from a project manager who may not see them', () => {
    useAuthStore.getState().setSession(makeSession({ role: 'employee' }));
    renderEditor();
    expect(screen.getByLabelText(PROJECTS_TEXT.members.role)).toBeTruthy();
    expect(screen.queryByLabelText(PROJECTS_TEXT.members.rate)).toBeNull();
    expect(screen.queryByLabelText(PROJECTS_TEXT.members.cost)).toBeNull();
  });
});
