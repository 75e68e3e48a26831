import { draftKeyOf } from '@portale/shared';
import { pickLike } from '@/platform/drafts/restore';
import type { MemberDraft } from './components/members-editor';
import type { ProjectFormValues } from './project-form-values';

// The project form kept as the user's draft while it is not saved (issue 15): the inputs and the team.

export const projectDraftKey = (projectId: string | undefined) =>
  draftKeyOf('timesheet', 'project', projectId ?? 'new');

export type ProjectDraft = { values: ProjectFormValues; team: MemberDraft[] };

const EMPTY_MEMBER: MemberDraft = {
  user_id: '',
  name: '',
  project_role: '',
  allocation_pct: '',
  hourly_rate: '',
  hourly_cost: '',
};

/** The stored draft laid over the form's defaults, or null when it is not a project form's. */
export function projectFromDraft(payload: unknown, defaults: ProjectFormValues): ProjectDraft | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const stored = payload as { values?: unknown; team?: unknown };
  const values = pickLike(defaults, stored.values);
  if (!values || !Array.isArray(stored.team)) return null;
  const team = stored.team
    .map((member) => pickLike(EMPTY_MEMBER, member))
    .filter((member): member is MemberDraft => member !== null && member.user_id !== '');
  return { values, team };
}
