// The quantity grid of the isolation form and of the increment editor: rows are skus (added by
// their codes, answered by an allocation call with each sku's available stock per group), columns
// are warehouse groups, a cell holds the quantity typed (text, '' = no line). The checks mirror the
// contract's line rules (positive whole quantity up to 10,000,000, at most 2000 lines, at least
// one, no sku + group twice: ERROR_REPEAT), and a quantity above the cell's available stock is
// refused as it is typed (qtyOverAvailable; the server checks again when the lines are saved).
// Problems are keys the screens translate.
import { checkNoRepeat } from '../../contract/kernel/rules';
import type { EndpointData } from '../../contract/kernel/endpoint';
import type { getAllocationWarehouseGroups } from '../../contract/separate/separation';

export type AllocationCell = EndpointData<typeof getAllocationWarehouseGroups>[number];

export const SKU_CODES_MAX = 500;
export const LINES_MAX = 2000;
export const GROUPS_MAX = 50;
export const QTY_MAX = 10_000_000;

export interface GridSku {
  skuId: string;
  sku: string;
  skuName: string;
}

export interface QtyGrid {
  /** Rows in the order they were added. */
  skus: GridSku[];
  /** Available stock by cellKey (from the allocation call or the saved lines). */
  available: Record<string, number>;
  /** The quantity typed by cellKey ('' or missing: no line). */
  qty: Record<string, string>;
}

export interface LineInput {
  skuId: string;
  warehouseGroupId: string;
  qty: number;
}

export type LineProblem = 'required' | 'ERROR_REPEAT' | 'tooManySkus' | 'qtyInvalid' | 'qtyOverAvailable' | 'noLines' | 'tooManyLines' | 'noGroups' | 'tooManyGroups';

/** Problems of a grid by cellKey, plus '_groups' and '_lines' for the whole. */
export type GridProblems = Record<string, LineProblem>;

export const cellKey = (skuId: string, groupId: string): string => `${skuId}|${groupId}`;
export const emptyGrid = (): QtyGrid => ({ skus: [], available: {}, qty: {} });

/** Sku codes typed into a box: separated by spaces, new lines, commas or semicolons. */
export function parseSkuCodes(text: string): string[] {
  return text
    .split(/[\s,;，；]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The codes typed before they are looked up: some, each once (ERROR_REPEAT), at most SKU_CODES_MAX. */
export function skuCodesProblem(text: string): LineProblem | null {
  const codes = parseSkuCodes(text);
  if (codes.length === 0) return 'required';
  if (!checkNoRepeat(codes).ok) return 'ERROR_REPEAT';
  return codes.length > SKU_CODES_MAX ? 'tooManySkus' : null;
}

/** A cell's text: '' (no line) or a whole number from 1 to QTY_MAX, and not above the stock available (when known). */
export function qtyProblem(value: string | undefined, available?: number): LineProblem | null {
  const v = (value ?? '').trim();
  if (v === '') return null;
  if (!/^\d+$/.test(v)) return 'qtyInvalid';
  const n = Number(v);
  if (!(n >= 1 && n <= QTY_MAX)) return 'qtyInvalid';
  return available !== undefined && n > available ? 'qtyOverAvailable' : null;
}

/** A group's stock available for the skus of the grid (the same figures as the grid's cells). */
export function groupAvailable(grid: QtyGrid, groupId: string): number {
  return grid.skus.reduce((sum, s) => sum + Math.max(0, grid.available[cellKey(s.skuId, groupId)] ?? 0), 0);
}

/** Only the cells' problems (shown as the quantities are typed). */
export function cellProblems(problems: GridProblems): GridProblems {
  return Object.fromEntries(Object.entries(problems).filter(([k]) => !k.startsWith('_')));
}

/** A grid holding saved lines (their quantities typed in, their available stock known). */
export function gridFromLines(lines: readonly { skuId: string; sku: string; skuName?: string; warehouseGroupId: string; qty: number; available: number }[]): QtyGrid {
  const grid = emptyGrid();
  for (const l of lines) {
    if (!grid.skus.some((s) => s.skuId === l.skuId)) grid.skus.push({ skuId: l.skuId, sku: l.sku, skuName: l.skuName ?? '' });
    const key = cellKey(l.skuId, l.warehouseGroupId);
    grid.available[key] = l.available;
    grid.qty[key] = String(l.qty);
  }
  return grid;
}

/** The grid with the allocation answer's skus added (new ones at the end) and its available stock; typed quantities stay. */
export function mergeCells(grid: QtyGrid, cells: readonly AllocationCell[]): QtyGrid {
  const skus = [...grid.skus];
  const available = { ...grid.available };
  for (const c of cells) {
    if (!skus.some((s) => s.skuId === c.skuId)) skus.push({ skuId: c.skuId, sku: c.sku, skuName: c.skuName });
    available[cellKey(c.skuId, c.warehouseGroupId)] = c.available;
  }
  return { skus, available, qty: { ...grid.qty } };
}

/** Codes asked for that the answer does not know (shown as "not found"). */
export function notFoundCodes(codes: readonly string[], cells: readonly AllocationCell[]): string[] {
  const known = new Set(cells.map((c) => c.sku));
  return codes.filter((c) => !known.has(c));
}

export function setQty(grid: QtyGrid, skuId: string, groupId: string, value: string): QtyGrid {
  return { ...grid, qty: { ...grid.qty, [cellKey(skuId, groupId)]: value } };
}

export function removeSku(grid: QtyGrid, skuId: string): QtyGrid {
  const keep = <T>(rec: Record<string, T>) => Object.fromEntries(Object.entries(rec).filter(([k]) => !k.startsWith(`${skuId}|`)));
  return { skus: grid.skus.filter((s) => s.skuId !== skuId), available: keep(grid.available), qty: keep(grid.qty) };
}

/** The lines of the grid in the chosen groups: every cell with a valid quantity, row by row. */
export function gridLines(grid: QtyGrid, groupIds: readonly string[]): LineInput[] {
  const lines: LineInput[] = [];
  for (const s of grid.skus) {
    for (const g of groupIds) {
      const v = (grid.qty[cellKey(s.skuId, g)] ?? '').trim();
      if (v !== '' && qtyProblem(v) === null) lines.push({ skuId: s.skuId, warehouseGroupId: g, qty: Number(v) });
    }
  }
  return lines;
}

/** Everything wrong with the grid before it is sent; empty when it may be. */
export function gridProblems(grid: QtyGrid, groupIds: readonly string[], options: { groupsChosen: boolean } = { groupsChosen: true }): GridProblems {
  const problems: GridProblems = {};
  if (options.groupsChosen && groupIds.length === 0) problems._groups = 'noGroups';
  if (groupIds.length > GROUPS_MAX) problems._groups = 'tooManyGroups';
  for (const s of grid.skus) {
    for (const g of groupIds) {
      const key = cellKey(s.skuId, g);
      const p = qtyProblem(grid.qty[key], grid.available[key]);
      if (p) problems[key] = p;
    }
  }
  const lines = gridLines(grid, groupIds);
  if (lines.length === 0) problems._lines = 'noLines';
  else if (lines.length > LINES_MAX) problems._lines = 'tooManyLines';
  else if (!checkNoRepeat(lines, (l) => cellKey(l.skuId, l.warehouseGroupId)).ok) problems._lines = 'ERROR_REPEAT';
  return problems;
}

export const hasProblems = (p: GridProblems): boolean => Object.keys(p).length > 0;

/** A comparable text of groups and lines (order does not matter): what "unsaved" compares. */
export function linesSignature(groupIds: readonly string[], lines: readonly LineInput[]): string {
  const groups = [...groupIds].sort().join(',');
  const rows = lines.map((l) => `${cellKey(l.skuId, l.warehouseGroupId)}=${l.qty}`).sort();
  return `${groups};${rows.join(',')}`;
}
