// Which saved view (theme) a list shows. The list's view names the theme the user applied
// (ListView.themeId, kept in the URL); the theme menu says "that view" only while the view's
// conditions are still the theme's, and "that view (modified)" once the user searched with other
// conditions or changed the columns the view brought (decision 026), so a list never claims to be
// a view it no longer is.
import type { ColumnSetting, Theme } from '../../contract/kernel/table';
import { cleanConditions } from './list.machine';
import type { ListView } from './types';

export interface ViewTheme {
  theme: Theme;
  /** The conditions, or the columns the theme names, were changed after the theme was applied. */
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

/** The same layout: the same visible columns in the same order with the same widths. */
export function sameColumns(a: readonly ColumnSetting[], b: readonly ColumnSetting[]): boolean {
  const shown = (list: readonly ColumnSetting[]) => list.filter((c) => c.visible).map((c) => `${c.key}:${c.width}`);
  return shown(a).join(',') === shown(b).join(',');
}

/**
 * The theme the view names (null: none, or one that no longer exists) and whether it was modified:
 * other conditions, or (when `columns` are given and the theme names columns) another layout.
 */
export function viewTheme(themes: readonly Theme[], view: Pick<ListView, 'themeId' | 'conditions'>, columns?: readonly ColumnSetting[]): ViewTheme | null {
  const theme = view.themeId ? themes.find((t) => t.id === view.themeId) : undefined;
  if (!theme) return null;
  const otherColumns = !!columns && theme.columns.length > 0 && !sameColumns(theme.columns, columns);
  return { theme, modified: otherColumns || !sameConditions(theme.conditions, view.conditions) };
}
