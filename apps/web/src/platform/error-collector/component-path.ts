import { COMPONENT_PATH_MAX_DEPTH } from '@portale/shared';

// React's component stack lists the failing component first, one per line: "    at Name (url:line:col)" in
// Chromium, "Name@url:line:col" in Firefox and Safari. Host elements and React built-ins ("at div",
// "at Suspense") carry no source location: only frames with one are our components. Production builds shorten
// the names; the source maps (built as hidden maps) translate them back.
const CHROMIUM_FRAME = /^\s*at\s+([^\s(]+)\s+\((.*:\d+:\d+)\)\s*$/;
const GECKO_FRAME = /^\s*([^@\s]+)@(.*:\d+:\d+)\s*$/;

/**
 * The components an error passed through, outermost first, capped at spec §9's depth of 10 (the ones nearest
 * the failure are kept).
 */
export function componentPath(componentStack: string | null | undefined): string[] {
  if (!componentStack) return [];
  const names: string[] = [];
  for (const line of componentStack.split('\n')) {
    const name = (CHROMIUM_FRAME.exec(line) ?? GECKO_FRAME.exec(line))?.[1];
    if (!name) continue;
    names.push(name);
    if (names.length === COMPONENT_PATH_MAX_DEPTH) break;
  }
  return names.reverse();
}
