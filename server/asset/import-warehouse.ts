// Import of warehouses (the asset warehouse list in bulk): one row per warehouse code; a new code
// creates the warehouse, a known one updates it (the code never changes). Each row is validated
// by the contract's own warehouse schema (warehouseCreateSchema) and the same rules as the
// warehouse screen: a third-party warehouse needs its provider, a warehouse in a warehouse group
// cannot be disabled. Updates bump the version like a save on the screen.
import { AssetErrorCode, warehouseCreateSchema, warehouseStatuses, warehouseTypes, type ImportColumn } from '../../src/contract';
import type { Db } from '../db/db';
import { groupOfWarehouse, isUniqueViolation, newId } from './common';
import { assetMsg } from './messages';
import { warehouseValues } from './warehouse-values';
import { ApiError } from '../http/api-error';
import { basicProblems } from '../imports/columns';
import { problem, type ApplyRow, type CheckedRow, type ImportCaller, type ImportDefinition, type RowInput, type RowProblem } from '../imports/definition';
import { importProblem } from '../imports/messages';

const text = (en: string, zh: string) => ({ en, zh });
const columns: ImportColumn[] = [
  { key: 'code', title: text('Warehouse code', '仓库编码'), required: true, hint: text('Letters, digits, - and _ (at most 32); an existing code updates that warehouse', '字母、数字、- 和 _（最多 32 位）；已有编码则更新该仓库') },
  { key: 'name', title: text('Warehouse name', '仓库名称'), required: true, hint: text('At most 100 characters', '最多 100 个字符') },
  { key: 'type', title: text('Type', '类型'), required: true, hint: text('own, thirdParty, bonded, overseas or platform', 'own、thirdParty、bonded、overseas 或 platform'), options: [...warehouseTypes] },
  { key: 'country', title: text('Country', '国家'), required: true, hint: text('ISO code such as CN or US', 'ISO 代码，如 CN 或 US') },
  { key: 'stateOrProvince', title: text('State or province', '省/州'), required: false, hint: text('Optional', '可选') },
  { key: 'city', title: text('City', '城市'), required: false, hint: text('Optional', '可选') },
  { key: 'district', title: text('District', '区县'), required: false, hint: text('Optional', '可选') },
  { key: 'addressLine1', title: text('Address', '详细地址'), required: false, hint: text('Optional', '可选') },
  { key: 'postalCode', title: text('Postal code', '邮编'), required: false, hint: text('Optional', '可选') },
  { key: 'currency', title: text('Currency', '币种'), required: true, hint: text('ISO code such as CNY', 'ISO 代码，如 CNY') },
  { key: 'status', title: text('Status', '状态'), required: false, hint: text('active (default) or disabled', 'active（默认）或 disabled'), options: [...warehouseStatuses] },
  { key: 'providerName', title: text('Provider', '服务商'), required: false, hint: text('Required for thirdParty warehouses', '第三方仓库必填') },
  { key: 'contactName', title: text('Contact', '联系人'), required: false, hint: text('Optional', '可选') },
  { key: 'contactPhone', title: text('Contact phone', '联系电话'), required: false, hint: text('Digits, spaces, + - ( )', '数字、空格、+ - ( )') },
  { key: 'remark', title: text('Remark', '备注'), required: false, hint: text('Optional', '可选') },
];

/** A row as the body of a warehouse create call (the contract's schema decides what is valid). */
function bodyOf(cells: Record<string, string>) {
  return {
    code: cells.code,
    name: cells.name,
    type: cells.type,
    providerName: cells.providerName || null,
    providerWarehouseCode: null,
    address: {
      postalCode: cells.postalCode,
      addressLine1: cells.addressLine1,
      city: cells.city,
      district: cells.district,
      area: '',
      stateOrProvince: cells.stateOrProvince,
      country: cells.country.toUpperCase(),
    },
    contactName: cells.contactName,
    contactPhone: cells.contactPhone,
    currency: cells.currency.toUpperCase(),
    status: cells.status || 'active',
    remark: cells.remark,
  };
}

const columnOfPath = (path: readonly PropertyKey[]) => String(path[path.length - 1] ?? '');

type Values = ReturnType<typeof warehouseValues>;

/** The values to write, or the row's problems (schema first, then the rules). */
function valuesOf(cells: Record<string, string>): { code: string; values: Values } | { problems: RowProblem[] } {
  const basics = basicProblems(columns, cells);
  if (basics.length) return { problems: basics };
  const parsed = warehouseCreateSchema.safeParse(bodyOf(cells));
  if (!parsed.success) {
    const seen = new Set<string>();
    const problems = parsed.error.issues.flatMap((issue) => {
      const column = columnOfPath(issue.path);
      if (seen.has(column)) return [];
      seen.add(column);
      const known = columns.find((c) => c.key === column);
      return [importProblem(known ? column : null, 'invalidValue', { column: known?.title.en ?? column, columnZh: known?.title.zh ?? column, value: cells[column] ?? '' })];
    });
    return { problems };
  }
  try {
    const { code, ...rest } = parsed.data;
    return { code, values: warehouseValues(rest, 'en') };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { problems: [problem('providerName', (l) => assetMsg(AssetErrorCode.providerRequired, l))] };
  }
}

interface Existing extends Record<string, unknown> {
  id: string;
  code: string;
  status: string;
}

async function existingOf(db: Db, tenantId: string, codes: string[], lock = false): Promise<Map<string, Existing>> {
  if (codes.length === 0) return new Map();
  const rows = await db.query<Existing>(
    `SELECT * FROM warehouses WHERE tenant_id = $1 AND deleted_at IS NULL AND lower(code) = ANY($2::text[])${lock ? ' ORDER BY id FOR UPDATE' : ''}`,
    [tenantId, [...new Set(codes.filter(Boolean).map((c) => c.toLowerCase()))]],
  );
  return new Map(rows.map((r) => [r.code.toLowerCase(), r]));
}

const changedColumns = (row: Existing, values: Values) => Object.entries(values).filter(([k, v]) => row[k] !== v);

async function disablingGrouped(db: Db, tenantId: string, row: Existing, values: Values): Promise<RowProblem | null> {
  if (row.status !== 'active' || values.status !== 'disabled') return null;
  const group = await groupOfWarehouse(db, tenantId, row.id);
  return group ? problem('status', (l) => assetMsg(AssetErrorCode.warehouseInGroup, l, { group })) : null;
}

async function check(db: Db, caller: ImportCaller, rows: readonly RowInput[]): Promise<CheckedRow[]> {
  const existing = await existingOf(db, caller.tenantId, rows.map((r) => r.cells.code));
  const out: CheckedRow[] = [];
  for (const { cells } of rows) {
    const key = cells.code ? cells.code.toLowerCase() : null;
    const checked = valuesOf(cells);
    if ('problems' in checked) {
      out.push({ action: 'error', problems: checked.problems, key });
      continue;
    }
    const row = existing.get(checked.code.toLowerCase());
    if (!row) {
      out.push({ action: 'create', problems: [], key });
      continue;
    }
    const refused = await disablingGrouped(db, caller.tenantId, row, checked.values);
    if (refused) out.push({ action: 'error', problems: [refused], key });
    else out.push({ action: changedColumns(row, checked.values).length ? 'update' : 'unchanged', problems: [], key });
  }
  return out;
}

async function apply(tx: Db, caller: ImportCaller, rows: readonly ApplyRow[]): Promise<Map<string, RowProblem[]>> {
  const refused = new Map<string, RowProblem[]>();
  const existing = await existingOf(tx, caller.tenantId, rows.map((r) => r.cells.code), true);
  for (const row of rows) {
    const checked = valuesOf(row.cells);
    if ('problems' in checked) {
      refused.set(row.id, checked.problems);
      continue;
    }
    const current = existing.get(checked.code.toLowerCase());
    if (current) {
      const problem = await disablingGrouped(tx, caller.tenantId, current, checked.values);
      if (problem) {
        refused.set(row.id, [problem]);
        continue;
      }
      const changed = changedColumns(current, checked.values);
      if (changed.length === 0) continue;
      await tx.query(
        `UPDATE warehouses SET ${changed.map(([k], i) => `${k} = $${i + 3}`).join(', ')}, version = version + 1,
                updated_at = $${changed.length + 3}, updated_by = $${changed.length + 4}
          WHERE id = $1 AND tenant_id = $2`,
        [current.id, caller.tenantId, ...changed.map(([, v]) => v as never), caller.now, caller.userId],
      );
      continue;
    }
    const columnsToWrite = Object.keys(checked.values);
    try {
      // a savepoint: a code taken meanwhile refuses this row, not the batch
      await tx.transaction((sp) =>
        sp.query(
          `INSERT INTO warehouses (id, tenant_id, code, ${columnsToWrite.join(', ')}, created_at, created_by, updated_at, updated_by)
           VALUES ($1, $2, $3, ${columnsToWrite.map((_, i) => `$${i + 4}`).join(', ')}, $${columnsToWrite.length + 4}, $${columnsToWrite.length + 5}, $${columnsToWrite.length + 4}, $${columnsToWrite.length + 5})`,
          [newId('wh'), caller.tenantId, checked.code, ...(Object.values(checked.values) as never[]), caller.now, caller.userId],
        ),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      refused.set(row.id, [problem('code', (l) => assetMsg(AssetErrorCode.warehouseCodeTaken, l, { code: checked.code }))]);
    }
  }
  return refused;
}

export const warehouseImport: ImportDefinition = {
  type: 'warehouse',
  columns,
  fieldGroups: [
    { key: 'basic', title: text('Warehouse', '仓库'), fields: ['code', 'name', 'type', 'status', 'currency'] },
    { key: 'address', title: text('Address', '地址'), fields: ['country', 'stateOrProvince', 'city', 'district', 'addressLine1', 'postalCode'] },
    { key: 'contact', title: text('Contact', '联系方式'), fields: ['contactName', 'contactPhone'] },
    { key: 'other', title: text('Other', '其他'), fields: ['providerName', 'remark'] },
  ],
  keyColumn: 'code',
  check,
  apply,
};
