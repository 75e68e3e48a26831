/** Placeholder until this tab is built (issue 7). */
export function PersonPerformanceTab(_props: { personId: string }) {
  return null;
}
