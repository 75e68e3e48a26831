/** Placeholder until this tab is built (issue 7). */
export function PersonAllocationTab(_props: { personId: string }) {
  return null;
}
