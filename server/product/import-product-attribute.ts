// The product upload (/product/upload, import type `productAttribute`): one row per product and
// attribute, setting the extended attribute's value (empty clears it). Checked against the tenant's
// products and the platform's category tree with the save's rules (master.ts), each problem in both
// languages; a product without a subcategory yet names one in the row. Applied per product in the
// batch's transaction, keeping the count of required attributes still missing.
import type { ImportColumn } from '../../src/contract';
import { attributeValueProblem, type Category } from '../../src/contract/product';
import type { Db } from '../db/db';
import { basicProblems } from '../imports/columns';
import { problem, type ApplyRow, type CheckedRow, type ImportCaller, type ImportDefinition, type RowInput, type RowProblem } from '../imports/definition';
import { importProblem } from '../imports/messages';
import { loadCategories } from './categories';
import { attributeProblemText } from './master-messages';
import { cleanValues, leavesOf, writeAttributes } from './master';
import { bi, fillBi } from '../separate';

const columns: ImportColumn[] = [
  { key: 'productCode', title: { en: 'Product code', zh: '商品编码' }, required: true, lookup: 'product', hint: { en: 'The code of one of your products, such as SPU000001', zh: '您的商品编码，如 SPU000001' } },
  { key: 'category', title: { en: 'Subcategory', zh: '子类目' }, required: false, hint: { en: 'A subcategory code such as KT-DRINK (see Category attributes); empty keeps the product’s; required on each row of a product without one', zh: '子类目编码，如 KT-DRINK（见类目属性）；留空则沿用商品当前子类目；商品尚无子类目时每行必填' } },
  { key: 'attribute', title: { en: 'Attribute', zh: '属性' }, required: true, hint: { en: 'The attribute code, such as capacity', zh: '属性编码（见类目属性页面）' } },
  { key: 'value', title: { en: 'Value', zh: '属性值' }, required: false, hint: { en: 'A number in the accepted range, an allowed option or text; empty clears it', zh: '取值范围内的数字、允许的选项或文本；留空则清除' } },
];

interface Target {
  id: string;
  product_code: string;
  category: string;
  category_code: string | null;
  attribute_values: Record<string, string> | string | null;
}

async function targets(db: Db, tenantId: string, codes: string[], lock = false): Promise<Map<string, Target>> {
  if (codes.length === 0) return new Map();
  const rows = await db.query<Target>(
    `SELECT p.id, p.product_code, p.category, pa.category_code, pa.attribute_values
       FROM products p LEFT JOIN product_attributes pa ON pa.product_id = p.id AND pa.tenant_id = p.tenant_id
      WHERE p.tenant_id = $1 AND lower(p.product_code) = ANY($2::text[])${lock ? ' ORDER BY p.id FOR UPDATE OF p' : ''}`,
    [tenantId, codes.map((c) => c.toLowerCase())],
  );
  return new Map(rows.map((r) => [r.product_code.toLowerCase(), r]));
}

const valuesOf = (t: Target): Record<string, string> => (t.attribute_values ? (typeof t.attribute_values === 'string' ? JSON.parse(t.attribute_values) : t.attribute_values) : {});

const texts = {
  unknownProduct: bi('No product has the code "{value}".', '没有编码为“{value}”的商品。'),
  noSubcategory: bi('Product {product} has no subcategory yet: give one of {options}.', '商品 {product} 尚未选择子类目：请填写以下之一：{options}。'),
  notSubcategory: bi('"{value}" is not a subcategory of {category}: give one of {options}.', '“{value}”不是 {category} 的子类目：请填写以下之一：{options}。'),
};

/** The row's leaf, or its problem. */
function leafOf(target: Target, cells: Record<string, string>, categories: readonly Category[]): { leaf: Category } | { problem: RowProblem } {
  const { leaves } = leavesOf(categories, target.category);
  const options = leaves.map((c) => c.code).join(', ');
  const code = cells.category?.trim() || target.category_code;
  if (!code) return { problem: problem('category', (l) => fillBi(texts.noSubcategory, { product: target.product_code, options })[l === 'zh-CN' ? 'zh' : 'en']) };
  const leaf = leaves.find((c) => c.code.toLowerCase() === code.toLowerCase());
  if (!leaf) return { problem: problem('category', (l) => fillBi(texts.notSubcategory, { value: code, category: target.category, options })[l === 'zh-CN' ? 'zh' : 'en']) };
  return { leaf };
}

function rowProblems(target: Target, cells: Record<string, string>, categories: readonly Category[]): { problems: RowProblem[]; leaf?: Category } {
  const found = leafOf(target, cells, categories);
  if ('problem' in found) return { problems: [found.problem] };
  const { leaf } = found;
  const attribute = leaf.attributes.find((a) => a.code.toLowerCase() === cells.attribute.trim().toLowerCase());
  if (!attribute) {
    const text = attributeProblemText('unknown', undefined, cells.attribute);
    return { problems: [{ column: 'attribute', ...text }], leaf };
  }
  const p = attributeValueProblem(attribute, cells.value ?? '');
  return { problems: p ? [{ column: 'value', ...attributeProblemText(p, attribute, attribute.code) }] : [], leaf };
}

async function check(db: Db, caller: ImportCaller, rows: readonly RowInput[]): Promise<CheckedRow[]> {
  const categories = await loadCategories(db);
  const found = await targets(db, caller.tenantId, [...new Set(rows.map((r) => r.cells.productCode).filter(Boolean))]);
  // each row stands alone (a row fixed in review is checked again by itself): while a product has no
  // subcategory, every row of it names one
  return rows.map(({ cells }) => {
    const problems = basicProblems(columns, cells);
    const key = cells.productCode && cells.attribute ? `${cells.productCode.toLowerCase()}|${cells.attribute.trim().toLowerCase()}` : null;
    const found1 = cells.productCode ? found.get(cells.productCode.toLowerCase()) : undefined;
    if (cells.productCode && !found1) problems.push(problem('productCode', (l) => fillBi(texts.unknownProduct, { value: cells.productCode })[l === 'zh-CN' ? 'zh' : 'en']));
    if (problems.length || !found1) return { action: 'error', problems, key };
    const target = found1;
    const checked = rowProblems(target, cells, categories);
    if (checked.problems.length || !checked.leaf) return { action: 'error', problems: checked.problems, key };
    const current = valuesOf(target);
    const code = checked.leaf.attributes.find((a) => a.code.toLowerCase() === cells.attribute.trim().toLowerCase())!.code;
    const same = checked.leaf.code === found1.category_code && (current[code] ?? '') === (cells.value ?? '').trim();
    return { action: same ? 'unchanged' : 'update', problems: [], key };
  });
}

async function apply(tx: Db, caller: ImportCaller, rows: readonly ApplyRow[]): Promise<Map<string, RowProblem[]>> {
  const refused = new Map<string, RowProblem[]>();
  const categories = await loadCategories(tx);
  const found = await targets(tx, caller.tenantId, [...new Set(rows.map((r) => r.cells.productCode))], true);
  // per product: its leaf and values after every row of it, written once
  const next = new Map<string, { target: Target; leaf: Category; values: Record<string, string> }>();
  for (const row of rows) {
    const target = found.get(row.cells.productCode.toLowerCase());
    if (!target) {
      refused.set(row.id, [importProblem('productCode', 'invalidValue', { column: 'Product code', columnZh: '商品编码', value: row.cells.productCode })]);
      continue;
    }
    const state = next.get(target.id);
    const base: Target = state ? { ...target, category_code: state.leaf.code, attribute_values: state.values } : target;
    const checked = rowProblems(base, row.cells, categories);
    if (checked.problems.length || !checked.leaf) {
      refused.set(row.id, checked.problems);
      continue;
    }
    const code = checked.leaf.attributes.find((a) => a.code.toLowerCase() === row.cells.attribute.trim().toLowerCase())!.code;
    next.set(target.id, { target, leaf: checked.leaf, values: cleanValues(checked.leaf, { ...valuesOf(base), [code]: (row.cells.value ?? '').trim() }) });
  }
  for (const { target, leaf, values } of next.values()) await writeAttributes(tx, caller.tenantId, target.id, leaf, values, caller.now, caller.userName);
  return refused;
}

export const productAttributeImport: ImportDefinition = {
  type: 'productAttribute',
  columns,
  keyColumn: 'productCode',
  check,
  apply,
};
