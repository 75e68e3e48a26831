/**
 * A small seeded PRNG (mulberry32 over an FNV-1a hash of the seed), so the demo company is the same on every
 * fresh database: one stream per purpose and person, so adding a person does not reshuffle everyone else.
 */
export function randomStream(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** An integer in [min, max], both included. */
export const between = (rnd: () => number, min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));

/** One element of a non-empty list. */
export const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
