// A list's view in the URL and in a sessionStorage snapshot per bizType, so that a view can be
// linked and reloaded and a list opened again (back from a record, or from the menu) shows the
// same conditions, saved view (theme), sort, page and scroll position.
//   ?q=<conditions as JSON>&theme=<theme id>&sort=<field>:<asc|desc>&c=<cursor>&c=<cursor>&size=<page size>
import { PAGE_SIZE_DEFAULT } from '../../contract/kernel/table';
import type { ListView } from '../../machines/generic/types';

const SNAPSHOT_PREFIX = 'wharf.list.';
const PARAMS = ['q', 'theme', 'sort', 'c', 'size'];
/** Theme ids are short server ids; anything longer is a hand-edited URL. */
const THEME_ID_MAX = 64;

export function viewToSearch(view: ListView): string {
  const p = new URLSearchParams();
  if (Object.keys(view.conditions).length) p.set('q', JSON.stringify(view.conditions));
  if (view.themeId) p.set('theme', view.themeId);
  if (view.sort) p.set('sort', `${view.sort.field}:${view.sort.order}`);
  for (const c of view.cursors) p.append('c', c);
  if (view.pageSize !== PAGE_SIZE_DEFAULT) p.set('size', String(view.pageSize));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/**
 * The page's search string with the list's parameters set to the view and every other parameter
 * kept: a screen may hold its own state in the URL beside a list (/template?type=).
 */
export function searchWithView(current: string, view: ListView): string {
  const p = new URLSearchParams(current.startsWith('?') ? current.slice(1) : current);
  for (const k of PARAMS) p.delete(k);
  for (const [k, v] of new URLSearchParams(viewToSearch(view).slice(1))) p.append(k, v);
  const s = p.toString();
  return s ? `?${s}` : '';
}

/**
 * Conditions as this version of the list takes them: a `codes` condition (a list) that holds a
 * text, as a link or snapshot written before it was a list does (decision 027's stock sku), reads
 * as a one-code list; a blank text is dropped.
 */
export function upgradeConditions(conditions: Record<string, unknown>, codeConditions: readonly string[] = []): Record<string, unknown> {
  const out = { ...conditions };
  for (const key of codeConditions) {
    const v = out[key];
    if (typeof v !== 'string') continue;
    if (v.trim()) out[key] = [v.trim()];
    else delete out[key];
  }
  return out;
}

/** The view a search string holds; null when it holds none of the list's parameters. */
export function viewFromSearch(search: string, codeConditions: readonly string[] = []): Partial<ListView> | null {
  const p = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  if (!PARAMS.some((k) => p.has(k))) return null;
  const theme = p.get('theme');
  const view: Partial<ListView> = {
    conditions: {},
    sort: null,
    cursors: p.getAll('c').filter(Boolean),
    themeId: theme && theme.length <= THEME_ID_MAX ? theme : null,
  };
  const q = p.get('q');
  if (q) {
    try {
      const parsed: unknown = JSON.parse(q);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) view.conditions = upgradeConditions(parsed as Record<string, unknown>, codeConditions);
    } catch {
      // a hand-edited URL: no conditions
    }
  }
  const sort = /^([A-Za-z0-9_.]+):(asc|desc)$/.exec(p.get('sort') ?? '');
  if (sort) view.sort = { field: sort[1], order: sort[2] as 'asc' | 'desc' };
  const size = Number(p.get('size'));
  if (Number.isInteger(size) && size > 0) view.pageSize = size;
  return view;
}

export interface ListSnapshot {
  view: ListView;
  scroll: { page: number; table: number };
  /** The row the user opened last (its key and index on the page): focus goes back to it. */
  opened?: { key: string; index: number } | null;
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function readSnapshot(bizType: string): ListSnapshot | null {
  try {
    const raw = storage()?.getItem(SNAPSHOT_PREFIX + bizType);
    if (!raw) return null;
    const s = JSON.parse(raw) as Partial<ListSnapshot>;
    if (!s.view || !Array.isArray(s.view.cursors)) return null;
    const opened = s.opened && typeof s.opened.key === 'string' && Number.isInteger(s.opened.index) ? { key: s.opened.key, index: s.opened.index } : null;
    return { view: s.view, scroll: { page: Number(s.scroll?.page) || 0, table: Number(s.scroll?.table) || 0 }, opened };
  } catch {
    return null;
  }
}

export function writeSnapshot(bizType: string, patch: Partial<ListSnapshot>): void {
  const current = readSnapshot(bizType);
  const next = { view: patch.view ?? current?.view, scroll: patch.scroll ?? current?.scroll ?? { page: 0, table: 0 }, opened: patch.opened !== undefined ? patch.opened : (current?.opened ?? null) };
  if (!next.view) return;
  try {
    storage()?.setItem(SNAPSHOT_PREFIX + bizType, JSON.stringify(next));
  } catch {
    // storage full or denied: the URL still holds the view
  }
}


/** The address of a list opened on these conditions alone (first page, default sort): a link into a filtered list. */
export function listLink(path: string, conditions: Readonly<Record<string, unknown>>): string {
  return path + viewToSearch({ conditions: { ...conditions }, sort: null, cursors: [], pageSize: PAGE_SIZE_DEFAULT, themeId: null });
}
