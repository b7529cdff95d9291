// Import of isolation lines (/separate/upload, docs/domain/separation.md "Upload"): one row sets one
// line of a draft or checked isolation of the tenant: isolation number, sku code, warehouse group
// name and quantity (a whole number from 1 to 10,000,000). A new (sku, group) becomes a line, and
// its group joins the isolation's groups; a known one gets the row's quantity; lines the file does
// not name stay. Rows are validated like a group submit: the sku is the tenant's, the group is one
// of the tenant's live groups with at least one warehouse, the isolation can still be edited.
// Applied rows return each isolation touched to draft (its check problems cleared, its version
// moved on) with one history row per isolation and batch, inside the batch's transaction, which
// locks the isolations first (so an isolation that moved on meanwhile refuses its rows).
import type { ImportColumn, SeparationStatus } from '../../src/contract';
import type { Db } from '../db/db';
import { newId } from '../inventory';
import { note, separationText, textOf, transitionRefused } from './messages';
import { addHistory, pairKey } from './store';
import { basicProblems, columnVars } from '../imports/columns';
import { problem, type ApplyRow, type CheckedRow, type ImportCaller, type ImportDefinition, type RowInput, type RowProblem } from '../imports/definition';
import { importProblem } from '../imports/messages';

const columns: ImportColumn[] = [
  { key: 'code', title: { en: 'Isolation no.', zh: '隔离单号' }, required: true, hint: { en: 'A draft or checked isolation, such as SEP000001', zh: '草稿或已校验的隔离单，如 SEP000001' } },
  { key: 'sku', title: { en: 'SKU', zh: 'SKU' }, required: true, lookup: 'sku', hint: { en: 'The code of one of your SKUs', zh: '您的 SKU 编码' } },
  { key: 'group', title: { en: 'Warehouse group', zh: '仓库组' }, required: true, hint: { en: 'The name of one of your warehouse groups with warehouses', zh: '您的仓库组名称（需含仓库）' } },
  { key: 'qty', title: { en: 'Quantity', zh: '隔离数量' }, required: true, hint: { en: 'A whole number from 1 to 10,000,000', zh: '1 到 10,000,000 的整数' } },
];

const EDITABLE: readonly SeparationStatus[] = ['draft', 'checked'];
const lower = (values: string[]) => [...new Set(values.filter(Boolean).map((v) => v.toLowerCase()))];

interface Refs {
  separations: Map<string, { id: string; code: string; status: SeparationStatus; version: number }>;
  skus: Map<string, { id: string; sku: string }>;
  groups: Map<string, { id: string; name: string; warehouse_count: number }>;
}

async function refsOf(db: Db, tenantId: string, rows: readonly RowInput[], lock = false): Promise<Refs> {
  const separations = await db.query<{ id: string; code: string; status: SeparationStatus; version: number }>(
    `SELECT id, code, status, version FROM separations WHERE tenant_id = $1 AND deleted_at IS NULL AND lower(code) = ANY($2::text[])
      ORDER BY id${lock ? ' FOR UPDATE' : ''}`,
    [tenantId, lower(rows.map((r) => r.cells.code))],
  );
  const [skus, groups] = await Promise.all([
    db.query<{ id: string; sku: string }>('SELECT id, sku FROM skus WHERE tenant_id = $1 AND lower(sku) = ANY($2::text[])', [tenantId, lower(rows.map((r) => r.cells.sku))]),
    db.query<{ id: string; name: string; warehouse_count: number }>(
      `SELECT g.id, g.name, (SELECT count(*)::int FROM warehouse_group_warehouses gw WHERE gw.group_id = g.id) AS warehouse_count
         FROM warehouse_groups g WHERE g.tenant_id = $1 AND g.deleted_at IS NULL AND lower(g.name) = ANY($2::text[])`,
      [tenantId, lower(rows.map((r) => r.cells.group))],
    ),
  ]);
  return {
    separations: new Map(separations.map((s) => [s.code.toLowerCase(), s])),
    skus: new Map(skus.map((s) => [s.sku.toLowerCase(), s])),
    groups: new Map(groups.map((g) => [g.name.toLowerCase(), g])),
  };
}

interface Resolved {
  separationId: string;
  code: string;
  skuId: string;
  sku: string;
  groupId: string;
  groupName: string;
  qty: number;
}

function resolve(refs: Refs, cells: Record<string, string>): { row: Resolved } | { problems: RowProblem[] } {
  const problems = [...basicProblems(columns, cells)];
  const qtyColumn = columns.find((c) => c.key === 'qty')!;
  const qty = Number(cells.qty);
  if (cells.qty && !(/^\d{1,8}$/.test(cells.qty) && qty >= 1 && qty <= 10_000_000)) problems.push(importProblem('qty', 'invalidValue', { ...columnVars(qtyColumn), value: cells.qty }));
  const sep = cells.code ? refs.separations.get(cells.code.toLowerCase()) : undefined;
  const sku = cells.sku ? refs.skus.get(cells.sku.toLowerCase()) : undefined;
  const group = cells.group ? refs.groups.get(cells.group.toLowerCase()) : undefined;
  if (cells.code && !sep) problems.push(importProblem('code', 'unknownSeparation', { value: cells.code }));
  if (sep && !EDITABLE.includes(sep.status)) {
    const refused = (lang: 'en' | 'zh-CN') => transitionRefused(lang, sep.code, sep.status, 'updateQty').message;
    problems.push(problem('code', refused));
  }
  if (cells.sku && !sku) problems.push(importProblem('sku', 'unknownSku', { value: cells.sku }));
  if (cells.group && !group) problems.push(importProblem('group', 'unknownGroup', { value: cells.group }));
  if (group && group.warehouse_count === 0) {
    const text = separationText('groupNoWarehouse', { name: group.name });
    problems.push(problem('group', (l) => textOf(text, l)));
  }
  if (problems.length || !sep || !sku || !group) return { problems };
  return { row: { separationId: sep.id, code: sep.code, skuId: sku.id, sku: sku.sku, groupId: group.id, groupName: group.name, qty } };
}

async function currentLines(db: Db, tenantId: string, separationIds: readonly string[]): Promise<Map<string, { id: string; qty: number }>> {
  const rows = await db.query<{ id: string; separation_id: string; sku_id: string; group_id: string; qty: number }>(
    'SELECT id, separation_id, sku_id, group_id, qty FROM separation_lines WHERE tenant_id = $1 AND separation_id = ANY($2::text[])',
    [tenantId, [...separationIds]],
  );
  return new Map(rows.map((r) => [`${r.separation_id}/${pairKey(r.sku_id, r.group_id)}`, { id: r.id, qty: r.qty }]));
}

const keyOf = (cells: Record<string, string>) => (cells.code && cells.sku && cells.group ? `${cells.code}/${cells.sku}/${cells.group}`.toLowerCase() : null);

async function check(db: Db, caller: ImportCaller, rows: readonly RowInput[]): Promise<CheckedRow[]> {
  const refs = await refsOf(db, caller.tenantId, rows);
  const resolved = rows.map((r) => resolve(refs, r.cells));
  const lines = await currentLines(db, caller.tenantId, resolved.flatMap((r) => ('row' in r ? [r.row.separationId] : [])));
  return resolved.map((r, i) => {
    const key = keyOf(rows[i].cells);
    if ('problems' in r) return { action: 'error', problems: r.problems, key };
    const line = lines.get(`${r.row.separationId}/${pairKey(r.row.skuId, r.row.groupId)}`);
    if (!line) return { action: 'create', problems: [], key };
    return { action: line.qty === r.row.qty ? 'unchanged' : 'update', problems: [], key };
  });
}

async function apply(tx: Db, caller: ImportCaller, rows: readonly ApplyRow[]): Promise<Map<string, RowProblem[]>> {
  const refused = new Map<string, RowProblem[]>();
  // the isolations first (locked): an isolation submitted meanwhile refuses its rows
  const refs = await refsOf(tx, caller.tenantId, rows, true);
  const resolved = rows.map((r) => ({ id: r.id, r: resolve(refs, r.cells) }));
  const good = resolved.flatMap(({ r }) => ('row' in r ? [r.row] : []));
  const lines = await currentLines(tx, caller.tenantId, good.map((g) => g.separationId));
  const touched = new Map<string, { code: string; changes: string[]; lines: number; status: SeparationStatus }>();
  for (const { id, r } of resolved) {
    if ('problems' in r) {
      refused.set(id, r.problems);
      continue;
    }
    const row = r.row;
    await tx.query(
      `INSERT INTO separation_groups (separation_id, group_id, tenant_id, position)
       SELECT $1, $2, $3, COALESCE(max(position), 0) + 1 FROM separation_groups WHERE separation_id = $1
       ON CONFLICT (separation_id, group_id) DO NOTHING`,
      [row.separationId, row.groupId, caller.tenantId],
    );
    const k = `${row.separationId}/${pairKey(row.skuId, row.groupId)}`;
    const line = lines.get(k);
    if (line && line.qty === row.qty) continue;
    if (line) await tx.query('UPDATE separation_lines SET qty = $2 WHERE id = $1', [line.id, row.qty]);
    else {
      const lineId = newId('sl');
      await tx.query('INSERT INTO separation_lines (id, tenant_id, separation_id, sku_id, group_id, qty, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        lineId,
        caller.tenantId,
        row.separationId,
        row.skuId,
        row.groupId,
        row.qty,
        caller.now,
      ]);
      lines.set(k, { id: lineId, qty: row.qty });
    }
    if (line) line.qty = row.qty;
    const sep = refs.separations.get(row.code.toLowerCase())!;
    const t = touched.get(row.separationId) ?? { code: row.code, changes: [], lines: 0, status: sep.status };
    t.lines++;
    if (t.changes.length < 10) t.changes.push(`${row.sku} @ ${row.groupName} ${line ? '' : '+'}${row.qty}`);
    touched.set(row.separationId, t);
  }
  for (const [separationId, t] of touched) {
    await tx.query(
      `UPDATE separations SET status = 'draft', check_problems = '[]'::jsonb, version = version + 1, updated_at = $2, updated_by = $3, updated_by_name = $4 WHERE id = $1`,
      [separationId, caller.now, caller.userId, caller.userName],
    );
    await addHistory(tx, {
      tenantId: caller.tenantId,
      separationId,
      action: 'updateQty',
      from: t.status,
      to: 'draft',
      actor: { id: caller.userId, name: caller.userName },
      at: caller.now,
      note: note('upload', { lines: t.lines, changes: t.changes.join(', ') }),
    });
  }
  return refused;
}

export const separationImport: ImportDefinition = {
  type: 'separation',
  columns,
  keyColumn: 'sku',
  check,
  apply,
};
