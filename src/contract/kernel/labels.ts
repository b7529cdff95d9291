// Labels once (decision 019): the words for a domain's values (statuses, kinds, modes), in both
// portal languages, declared once beside the contract. The server's option dictionaries, its
// messages and exports, and the screens all read the same set, so a value never reads one way in a
// list's filter and another way in its badge, nor gets a translation shared with an unrelated word.
/** [English, Chinese]. */
export type LabelPair = readonly [en: string, zh: string];

export interface LabelSet<V extends string> {
  readonly values: readonly V[];
  /** Each value's label in both languages. */
  readonly bi: Readonly<Record<V, { en: string; zh: string }>>;
  /** The label in a language: Chinese for 'zh-CN' (or any 'zh' tag), English otherwise. */
  text(value: V, lang: string): string;
  /** The same for a stored string that may hold a value this client does not know (read as itself). */
  textOfAny(value: string, lang: string): string;
  /** The labels as an option dictionary (the common option call). */
  options(): { value: V; label: string; labelZh: string }[];
}

/**
 * The option dictionaries the contract knows, by name: the common ones and every area's
 * (src/contract/areas.ts registers them when the contract loads). The option call's name is
 * checked against it, so an area adds a dictionary in its manifest, not in a central list.
 */
const knownOptionNames = new Set<string>();
export const registerOptionNames = (names: readonly string[]): void => names.forEach((n) => knownOptionNames.add(n));
export const isKnownOptionName = (name: string): boolean => knownOptionNames.has(name);

export const isChinese = (lang: string): boolean => lang === 'zh' || lang.startsWith('zh-');

export function defineLabels<V extends string>(pairs: Readonly<Record<V, LabelPair>>): LabelSet<V> {
  const values = Object.keys(pairs) as V[];
  const bi = Object.fromEntries(values.map((v) => [v, { en: pairs[v][0], zh: pairs[v][1] }])) as Record<V, { en: string; zh: string }>;
  const textOfAny = (value: string, lang: string) =>
    Object.hasOwn(bi, value) ? (isChinese(lang) ? bi[value as V].zh : bi[value as V].en) : value;
  return {
    values,
    bi,
    // an unknown value (a newer server) reads as itself rather than as nothing
    text: (value, lang) => textOfAny(value, lang),
    textOfAny,
    options: () => values.map((value) => ({ value, label: bi[value].en, labelZh: bi[value].zh })),
  };
}
