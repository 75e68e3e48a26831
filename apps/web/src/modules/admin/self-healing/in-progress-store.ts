import type { AiPromptResult } from '@portale/shared';
import { create } from 'zustand';

type Work = 'analysis' | 'prompt';

type InProgressState = {
  /** Spec §4: analysis and prompt generation keep an in-progress marker per pattern. */
  analysing: ReadonlySet<string>;
  generating: ReadonlySet<string>;
  /** The last prompt generated for each pattern in this tab, so closing the drawer does not lose it. */
  prompts: Readonly<Record<string, AiPromptResult>>;
  start: (work: Work, patternId: string) => void;
  finish: (work: Work, patternId: string) => void;
  savePrompt: (patternId: string, result: AiPromptResult) => void;
};

const keyOf = (work: Work) => (work === 'analysis' ? 'analysing' : 'generating');

function toggled(set: ReadonlySet<string>, id: string, on: boolean): ReadonlySet<string> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

export const useInProgressStore = create<InProgressState>()((set) => ({
  analysing: new Set(),
  generating: new Set(),
  prompts: {},
  start: (work, id) => set((s) => ({ [keyOf(work)]: toggled(s[keyOf(work)], id, true) })),
  finish: (work, id) => set((s) => ({ [keyOf(work)]: toggled(s[keyOf(work)], id, false) })),
  savePrompt: (id, result) => set((s) => ({ prompts: { ...s.prompts, [id]: result } })),
}));

export const useIsAnalysing = (id: string) => useInProgressStore((s) => s.analysing.has(id));
export const useIsGenerating = (id: string) => useInProgressStore((s) => s.generating.has(id));
