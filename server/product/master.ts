// The product master list, the seller's (vms) list, the status counts and a product's extended
// attributes (src/contract/product/master.ts; docs/domain/products.md "Product master list and
// extended attributes"). A save checks the values against the chosen leaf of the product's
// category (each problem named in the caller's language), the version read, and keeps the count of
// required attributes still missing for the list; the same save sent twice is one save.
import {
  attributeProblems,
  AttributeErrorCode,
  getProductAttributes,
  getProductStatusCounts,
  missingAttributes,
  saveProductAttributes,
  searchProductMaster,
  searchVmsProducts,
  type Category,
  type ProductAttributes,
} from '../../src/contract/product';
import type { Language } from '../../src/contract';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { ApiError } from '../http/api-error';
import { notFound } from '../inventory';
import { callerOf } from '../lists/registry';
import { textOf } from '../separate';
import { loadCategories } from './categories';
import { productMasterListDefinition, vmsProductListDefinition } from './list-master';
import { attributeProblemText, staleText } from './master-messages';

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

interface ProductHead {
  id: string;
  product_code: string;
  title: string;
  brand: string;
  category: string;
  platform_code: string;
  cart_name: string;
  status: ProductAttributes['product']['status'];
}

/** The product by its id or product code (the picker gives a code), in the caller's tenant. */
export async function productHead(db: Db, tenantId: string, idOrCode: string, lock = false): Promise<ProductHead | null> {
  const head = await db.maybe<ProductHead>(
    `SELECT p.id, p.product_code, p.title, p.brand, p.category, p.platform_code, c.name AS cart_name, p.status
       FROM products p JOIN carts c ON c.id = p.cart_id AND c.tenant_id = p.tenant_id
      WHERE p.tenant_id = $1 AND (p.id = $2 OR p.product_code = $2)${lock ? ' FOR UPDATE OF p' : ''}`,
    [tenantId, idOrCode],
  );
  return head ?? null;
}

/** The leaves under the product's top category (by its English name); the top itself when it has none. */
export function leavesOf(categories: readonly Category[], topName: string): { top: Category | undefined; leaves: Category[] } {
  const top = categories.find((c) => c.parentCode === null && c.nameEn === topName);
  const leaves = categories.filter((c) => c.leaf && top && (c.parentCode === top.code || c.code === top.code));
  return { top, leaves };
}

interface AttributeRow {
  category_code: string;
  attribute_values: Record<string, string> | string;
  version: number;
  updated_at: Date | string;
  updated_by_name: string;
}

async function attributesOf(db: Db, tenantId: string, head: ProductHead, categories: readonly Category[]): Promise<ProductAttributes> {
  const { top, leaves } = leavesOf(categories, head.category);
  const row = await db.maybe<AttributeRow>(
    'SELECT category_code, attribute_values, version, updated_at, updated_by_name FROM product_attributes WHERE product_id = $1 AND tenant_id = $2',
    [head.id, tenantId],
  );
  const values = row ? (typeof row.attribute_values === 'string' ? JSON.parse(row.attribute_values) : row.attribute_values) : {};
  const chosen = row ? leaves.find((c) => c.code === row.category_code) : undefined;
  return {
    product: { id: head.id, productCode: head.product_code, title: head.title, brand: head.brand, category: head.category, platformCode: head.platform_code, cartName: head.cart_name, status: head.status },
    categories: top ? [top, ...leaves.filter((c) => c.code !== top.code)] : leaves,
    categoryCode: row?.category_code ?? null,
    values,
    missing: missingAttributes(chosen?.attributes ?? top?.attributes ?? [], values),
    version: row?.version ?? 0,
    updatedAt: row ? iso(row.updated_at) : null,
    updatedBy: row?.updated_by_name ?? '',
  };
}

/** The refusal of a save's problems, each named in the caller's language. */
export function invalidAttributes(problems: { field: string; problem: Parameters<typeof attributeProblemText>[0] }[], leaf: Category | undefined, lang: Language): ApiError {
  const text = problems.map((p) => textOf(attributeProblemText(p.problem, leaf?.attributes.find((a) => a.code === p.field), p.field), lang)).join(' ');
  return new ApiError(AttributeErrorCode.invalid, text, 400, { fields: problems.map((p) => p.field) });
}

const sameValues = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/** Keep only the values of the leaf's attributes, trimmed, without empty ones. */
export const cleanValues = (leaf: Category, values: Record<string, string>): Record<string, string> =>
  Object.fromEntries(leaf.attributes.map((a) => [a.code, (values[a.code] ?? '').trim()] as const).filter(([, v]) => v !== ''));

export const masterHandlers: readonly HandlerEntry[] = [
  defineHandler(searchProductMaster, async ({ db, user, body }) => (await productMasterListDefinition.page(db, callerOf(user), body)) as never),
  defineHandler(searchVmsProducts, async ({ db, user, body }) => (await vmsProductListDefinition.page(db, callerOf(user), body)) as never),

  defineHandler(getProductStatusCounts, async ({ db, user }) => {
    const row = await db.one<{ total: number; on_sale: number; off_shelf: number; blocked: number; incomplete: number }>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE p.status = 'onSale')::int AS on_sale,
              count(*) FILTER (WHERE p.status = 'offShelf')::int AS off_shelf,
              count(*) FILTER (WHERE p.status = 'blocked')::int AS blocked,
              count(*) FILTER (WHERE COALESCE(pa.missing, tr.required, 0) > 0)::int AS incomplete
         FROM products p
         LEFT JOIN product_attributes pa ON pa.product_id = p.id AND pa.tenant_id = p.tenant_id
         LEFT JOIN product_top_required tr ON tr.name_en = p.category
        WHERE p.tenant_id = $1`,
      [user.tenant.id],
    );
    return { total: row.total, onSale: row.on_sale, offShelf: row.off_shelf, blocked: row.blocked, attributesIncomplete: row.incomplete };
  }),

  defineHandler(getProductAttributes, async ({ db, user, params }) => {
    const head = await productHead(db, user.tenant.id, params.productId);
    if (!head) throw notFound(user.lang);
    return attributesOf(db, user.tenant.id, head, await loadCategories(db));
  }),

  defineHandler(saveProductAttributes, async ({ db, user, params, body, now }) => {
    const categories = await loadCategories(db);
    const head = await db.transaction(async (tx) => {
      const head = await productHead(tx, user.tenant.id, params.productId, true);
      if (!head) throw notFound(user.lang);
      const { leaves } = leavesOf(categories, head.category);
      const problems = attributeProblems(body.categoryCode, body.values, leaves);
      const leaf = leaves.find((c) => c.code === body.categoryCode);
      if (problems.length || !leaf) throw invalidAttributes(problems, leaf, user.lang);
      const values = cleanValues(leaf, body.values);
      const current = await tx.maybe<AttributeRow>('SELECT category_code, attribute_values, version FROM product_attributes WHERE product_id = $1 AND tenant_id = $2', [head.id, user.tenant.id]);
      const currentValues = current ? (typeof current.attribute_values === 'string' ? JSON.parse(current.attribute_values) : current.attribute_values) : null;
      // the same save sent again (a double click, a retry after a lost answer) changes nothing
      if (current && current.version === body.version + 1 && current.category_code === leaf.code && sameValues(currentValues, values)) return head;
      if ((current?.version ?? 0) !== body.version) throw new ApiError(AttributeErrorCode.stale, textOf(staleText, user.lang), 409);
      await writeAttributes(tx, user.tenant.id, head.id, leaf, values, now, user.displayName);
      return head;
    });
    return attributesOf(db, user.tenant.id, head, categories);
  }),
];

/** Insert or replace a product's attributes, keeping its missing count; the product's updated time follows. */
export async function writeAttributes(tx: Db, tenantId: string, productId: string, leaf: Category, values: Record<string, string>, now: Date, by: string): Promise<void> {
  await tx.query(
    `INSERT INTO product_attributes (product_id, tenant_id, category_code, attribute_values, missing, version, updated_at, updated_by_name)
     VALUES ($1, $2, $3, $4::jsonb, $5, 1, $6, $7)
     ON CONFLICT (product_id) DO UPDATE SET category_code = $3, attribute_values = $4::jsonb, missing = $5,
       version = product_attributes.version + 1, updated_at = $6, updated_by_name = $7`,
    [productId, tenantId, leaf.code, JSON.stringify(values), missingAttributes(leaf.attributes, values).length, now, by],
  );
  // its updated time only: the product's version guards its listing (shelf, prices), not its attributes
  await tx.query('UPDATE products SET updated_at = $3 WHERE id = $1 AND tenant_id = $2', [productId, tenantId, now]);
}
