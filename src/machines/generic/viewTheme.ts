// Which saved view (theme) a list shows. The list's view names the theme the user applied
// (ListView.themeId, kept in the URL); the theme menu says "that view" only while the view's
// conditions are still the theme's, and "that view (modified)" once the user searched with other
// conditions, so a list never claims to be a view it no longer is.
import type { Theme } from '../../contract/kernel/table';
import { cleanConditions } from './list.machine';
import type { ListView } from './types';

export interface ViewTheme {
  theme: Theme;
  /** The conditions were changed after the theme was applied. */
  modified: boolean;
}

/** A value with object keys sorted, so that equal conditions compare equal whatever their order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** The same search: equal once empty conditions are dropped and keys are put in order. */
export function sameConditions(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return JSON.stringify(canonical(cleanConditions(a))) === JSON.stringify(canonical(cleanConditions(b)));
}

/** The theme the view names (null: none, or one that no longer exists) and whether it was modified. */
export function viewTheme(themes: readonly Theme[], view: Pick<ListView, 'themeId' | 'conditions'>): ViewTheme | null {
  const theme = view.themeId ? themes.find((t) => t.id === view.themeId) : undefined;
  return theme ? { theme, modified: !sameConditions(theme.conditions, view.conditions) } : null;
}
