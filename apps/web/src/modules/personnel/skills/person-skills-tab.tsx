/** Placeholder until this tab is built (issue 7). */
export function PersonSkillsTab(_props: { personId: string }) {
  return null;
}
