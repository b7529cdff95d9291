// A list's filter in words (decision 024): "Platform: Lazada, Shopee; Placed: 2026-03-01 – 2026-03-02".
// One function for both ends, so the notice on the list when an export starts and the file's
// "About this export" sheet say the same thing. Callers bring the condition labels (from the
// table definition or list spec, in the user's language), the option labels (the dictionaries the
// screens use) and the few joining words of their own language catalog.
import type { ConditionDefinition } from './table';

/** The words a filter's values need, in one language. */
export interface FilterWords {
  /** A flag condition that is on. */
  yes: string;
  /** An open range: "from {value}" and "until {value}". */
  from(value: string): string;
  until(value: string): string;
}

/** A condition as the describer needs it: its label already in the reader's language. */
export interface WordedCondition {
  key: string;
  label: string;
  kind: ConditionDefinition['kind'];
}

export interface FilterTerm {
  key: string;
  label: string;
  value: string;
}

const filled = (v: unknown) => v !== null && v !== undefined && v !== '' && !(typeof v === 'number' && !Number.isFinite(v));

/** One condition's value in words; null when it sets no restriction (empty, unset, off). */
export function conditionValueText(kind: ConditionDefinition['kind'], value: unknown, label: (code: string) => string, words: FilterWords): string | null {
  switch (kind) {
    case 'flag':
      return value === true ? words.yes : null;
    case 'multiSelect': {
      const codes = Array.isArray(value) ? value.filter(filled).map(String) : [];
      return codes.length ? codes.map(label).join(', ') : null;
    }
    case 'codes': {
      const codes = Array.isArray(value) ? value.filter(filled).map(String) : [];
      return codes.length ? codes.join(', ') : null;
    }
    case 'dateRange':
    case 'numberRange': {
      if (!Array.isArray(value)) return null;
      const [low, high] = value.map((v) => (filled(v) ? String(v) : null));
      if (low && high) return `${low} – ${high}`;
      if (low) return words.from(low);
      return high ? words.until(high) : null;
    }
    case 'select':
      return filled(value) ? label(String(value)) : null;
    case 'text': {
      const text = typeof value === 'string' ? value.trim() : filled(value) ? String(value) : '';
      return text || null;
    }
  }
}

/**
 * The active conditions in words, in the list's condition order (not the order the values came
 * in); `label(condition, code)` names a coded value (the condition's dictionary).
 */
export function filterTerms(
  conditions: readonly WordedCondition[],
  values: Record<string, unknown>,
  label: (condition: WordedCondition, code: string) => string,
  words: FilterWords,
): FilterTerm[] {
  return conditions.flatMap((c) => {
    if (!Object.hasOwn(values, c.key)) return [];
    const value = conditionValueText(c.kind, values[c.key], (code) => label(c, code), words);
    return value === null ? [] : [{ key: c.key, label: c.label, value }];
  });
}
