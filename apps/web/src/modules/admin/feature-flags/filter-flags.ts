import { type FeatureFlag, FLAG_CATEGORIES } from '@portale/shared';

/** Case- and accent-insensitive, so "funzionalita" finds "Funzionalità". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function matchesQuery(flag: FeatureFlag, query: string): boolean {
  const needle = fold(query.trim());
  if (!needle) return true;
  return [flag.display_name, flag.feature_key, flag.description].some((text) => fold(text).includes(needle));
}

export interface FlagGroup {
  category: string;
  label: string;
  flags: FeatureFlag[];
}

/** The categories present in the data, in the order of FLAG_CATEGORIES; unknown ones last. */
export function groupByCategory(flags: readonly FeatureFlag[], otherLabel: string): FlagGroup[] {
  const groups = new Map<string, FeatureFlag[]>();
  for (const flag of flags) groups.set(flag.category, [...(groups.get(flag.category) ?? []), flag]);
  const known = Object.keys(FLAG_CATEGORIES);
  const rank = (category: string) => (known.includes(category) ? known.indexOf(category) : known.length);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([category, items]) => ({
      category,
      label: FLAG_CATEGORIES[category as keyof typeof FLAG_CATEGORIES] ?? otherLabel,
      flags: [...items].sort((a, b) => a.display_name.localeCompare(b.display_name, 'it')),
    }));
}
