// A provider's logistics cost bill from a file (import type `reconciliationLogisticsCost`,
// /reconciliation/upload; docs/domain/finance.md "Reconciliation"). One row is one billed line: the
// bill number (a draft, imported or matched bill of the tenant), the waybill number, ship date,
// billed weight (kg), unit rate, fee code (freight or an additional charge's code) and amount.
// Rows are checked for their shape and their bill; a waybill billed twice is not refused here but
// classed DUPLICATE by the matching, as the provider's bill really holds it. Confirm appends the
// rows to their bills (draft -> imported, a history row) and matches each bill touched
// (match.ts: -> matched), in the batch's transaction with the bills locked first.
import { randomBytes } from 'node:crypto';
import type { ImportColumn } from '../../src/contract';
import { billStatusLabels, type BillStatus } from '../../src/contract/reconciliation';
import type { Db } from '../db/db';
import { basicProblems } from '../imports/columns';
import type { ApplyRow, CheckedRow, ImportCaller, ImportDefinition, RowInput, RowProblem } from '../imports/definition';
import { bi, fillBi, type Bi } from '../separate';
import { FREIGHT, matchBill } from './match';
import { parseCents } from './money';

const t = (en: string, zh: string) => ({ en, zh });
/** Freight and the asset area's additional charges (the static catalogue of migration 003, as reconciliation.feeCode answers it). */
const FEE_CODES = [FREIGHT, 'fuelSurcharge', 'remoteArea', 'customsClearance', 'insurance', 'oversize', 'peakSeason'] as const;
const columns: ImportColumn[] = [
  { key: 'billNo', title: t('Bill no.', '对账单号'), required: true, hint: t('A reconciliation bill of yours not yet submitted, such as RB202603-001', '您尚未提交的对账单号，如 RB202603-001') },
  { key: 'trackingNo', title: t('Waybill no.', '运单号'), required: true, hint: t('The tracking number the provider billed', '物流商账单上的运单号') },
  { key: 'shipDate', title: t('Ship date', '发货日期'), required: true, hint: t('YYYY-MM-DD', '格式为 YYYY-MM-DD') },
  { key: 'billedWeight', title: t('Billed weight (kg)', '计费重（千克）'), required: true, hint: t('Positive, up to 3 decimals', '正数，最多 3 位小数') },
  { key: 'unitRate', title: t('Unit rate', '单价'), required: true, hint: t('Positive, up to 5 decimals', '正数，最多 5 位小数') },
  { key: 'feeCode', title: t('Fee code', '费用代码'), required: true, hint: t('Freight, or the code of an additional charge', '运费或附加费的代码'), options: [...FEE_CODES] },
  { key: 'amount', title: t('Amount', '金额'), required: true, hint: t('Up to 2 decimals', '最多 2 位小数') },
];

const texts = {
  unknownBill: bi('No reconciliation bill of yours has the number "{value}".', '您没有单号为“{value}”的对账单。'),
  billState: bi('Bill {no} is {status}: no lines can be added to it.', '对账单 {no} 当前为「{status}」，不能再添加账单行。'),
  tracking: bi('A waybill number has at most 64 letters, digits or dashes.', '运单号最多 64 个字母、数字或连字符。'),
  date: bi('"{value}" is not a date written as YYYY-MM-DD.', '“{value}”不是 YYYY-MM-DD 格式的日期。'),
  weight: bi('The billed weight must be a positive number of kilograms with at most 3 decimals, not "{value}".', '计费重须为最多 3 位小数的正数（千克），“{value}”无效。'),
  rate: bi('The unit rate must be a positive number with at most 5 decimals, not "{value}".', '单价须为最多 5 位小数的正数，“{value}”无效。'),
  amount: bi('The amount must be a number with at most 2 decimals, not "{value}".', '金额须为最多 2 位小数的数字，“{value}”无效。'),
};
const problemOf = (column: string | null, text: Bi, vars: Record<string, string | number> = {}, varsZh = vars): RowProblem => ({ column, ...fillBi(text, vars, varsZh) });
const OPEN: BillStatus[] = ['draft', 'imported', 'matched'];

interface BillRef {
  id: string;
  bill_no: string;
  status: BillStatus;
}

async function refsOf(db: Db, tenantId: string, rows: readonly RowInput[], lock = false) {
  const numbers = [...new Set(rows.map((r) => (r.cells.billNo ?? '').toLowerCase()).filter(Boolean))];
  const bills = await db.query<BillRef>(`SELECT id, bill_no, status FROM reconciliation_bills WHERE tenant_id = $1 AND lower(bill_no) = ANY($2::text[]) ORDER BY id${lock ? ' FOR UPDATE' : ''}`, [tenantId, numbers]);
  return { bills: new Map(bills.map((b) => [b.bill_no.toLowerCase(), b])) };
}

function validDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** A row's problems on their columns, or its bill. */
function resolve(refs: Awaited<ReturnType<typeof refsOf>>, cells: Record<string, string>): { bill: BillRef } | { problems: RowProblem[] } {
  const problems = [...basicProblems(columns, cells)];
  const billNo = cells.billNo ?? '';
  const bill = billNo ? refs.bills.get(billNo.toLowerCase()) : undefined;
  if (billNo && !bill) problems.push(problemOf('billNo', texts.unknownBill, { value: billNo }));
  if (bill && !OPEN.includes(bill.status)) {
    const label = billStatusLabels.bi[bill.status];
    problems.push(problemOf('billNo', texts.billState, { no: bill.bill_no, status: label.en.toLowerCase() }, { no: bill.bill_no, status: label.zh }));
  }
  const tracking = cells.trackingNo ?? '';
  if (tracking && !/^[A-Za-z0-9-]{1,64}$/.test(tracking)) problems.push(problemOf('trackingNo', texts.tracking));
  const date = cells.shipDate ?? '';
  if (date && !validDate(date)) problems.push(problemOf('shipDate', texts.date, { value: date }));
  const weight = cells.billedWeight ?? '';
  if (weight && !(/^\d{1,8}(\.\d{1,3})?$/.test(weight) && Number(weight) > 0)) problems.push(problemOf('billedWeight', texts.weight, { value: weight }));
  const rate = cells.unitRate ?? '';
  if (rate && !(/^\d{1,12}(\.\d{1,5})?$/.test(rate) && Number(rate) > 0)) problems.push(problemOf('unitRate', texts.rate, { value: rate }));
  const amount = cells.amount ?? '';
  if (amount && parseCents(amount) === null) problems.push(problemOf('amount', texts.amount, { value: amount }));
  return problems.length || !bill ? { problems } : { bill };
}

async function check(db: Db, caller: ImportCaller, rows: readonly RowInput[]): Promise<CheckedRow[]> {
  const refs = await refsOf(db, caller.tenantId, rows);
  return rows.map((r) => {
    const resolved = resolve(refs, r.cells);
    return 'problems' in resolved ? { action: 'error', problems: resolved.problems, key: null } : { action: 'create', problems: [], key: null };
  });
}

async function history(tx: Db, caller: ImportCaller, billId: string, action: string, from: string, to: string) {
  await tx.query(
    `INSERT INTO record_history (id, tenant_id, record_kind, record_id, action, from_status, to_status, note, actor_id, actor_name, at)
     VALUES ($1, $2, 'reconciliation.bill', $3, $4, $5, $6, '', $7, $8, $9)`,
    [`rh_${randomBytes(6).toString('hex')}`, caller.tenantId, billId, action, from, to, caller.userId, caller.userName, caller.now],
  );
}

async function apply(tx: Db, caller: ImportCaller, rows: readonly ApplyRow[]): Promise<Map<string, RowProblem[]>> {
  const refused = new Map<string, RowProblem[]>();
  if (rows.length === 0) return refused;
  const refs = await refsOf(tx, caller.tenantId, rows, true);
  const touched = new Map<string, BillRef>();
  const next = new Map<string, number>();
  for (const row of rows) {
    const resolved = resolve(refs, row.cells);
    if ('problems' in resolved) {
      refused.set(row.id, resolved.problems);
      continue;
    }
    const bill = resolved.bill;
    touched.set(bill.id, bill);
    if (!next.has(bill.id)) {
      // the shipments the bill missed are matched again after the new lines
      await tx.query("DELETE FROM reconciliation_lines WHERE bill_id = $1 AND tenant_id = $2 AND result_class = 'missingInBill'", [bill.id, caller.tenantId]);
      next.set(bill.id, (await tx.one<{ n: number }>('SELECT coalesce(max(line_no), 0)::int AS n FROM reconciliation_lines WHERE bill_id = $1 AND tenant_id = $2', [bill.id, caller.tenantId])).n);
    }
    const lineNo = next.get(bill.id)! + 1;
    next.set(bill.id, lineNo);
    const c = row.cells;
    await tx.query(
      `INSERT INTO reconciliation_lines (id, tenant_id, bill_id, line_no, tracking_no, ship_date, fee_code, billed_weight, unit_rate, billed_amount, result_class, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'MISSING_SHIPMENT', 'open')`,
      [`rl_${randomBytes(8).toString('hex')}`, caller.tenantId, bill.id, lineNo, c.trackingNo, c.shipDate, c.feeCode, c.billedWeight, c.unitRate, c.amount],
    );
  }
  for (const bill of touched.values()) {
    if (bill.status === 'draft') {
      await tx.query("UPDATE reconciliation_bills SET status = 'imported', version = version + 1 WHERE id = $1 AND tenant_id = $2", [bill.id, caller.tenantId]);
      await history(tx, caller, bill.id, 'import', 'draft', 'imported');
    }
    await matchBill(tx, caller.tenantId, bill.id);
    await history(tx, caller, bill.id, 'match', bill.status === 'matched' ? 'matched' : 'imported', 'matched');
  }
  return refused;
}

export const logisticsCostImport: ImportDefinition = {
  type: 'reconciliationLogisticsCost',
  columns,
  keyColumn: 'trackingNo',
  check,
  apply,
};
