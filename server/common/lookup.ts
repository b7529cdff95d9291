// Code lookups for the pickers (common.lookupSearch, common.lookupResolve; decision 027): the
// caller's tenant's live codes of one kind. A kind is answered only to a role that grants one of
// the groups whose screens take it (lookupKindGroups); others are refused like any call whose
// group the role lacks.
import { ErrorCode, lookupKindGroups, resolveCodes, searchCodes, type CodeOption, type LookupKind } from '../../src/contract';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { msg } from '../http/messages';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { escapeLike } from '../lists/conditions';

/** Each kind's table of the tenant's codes: only rows still in use (not deleted). */
const kindSources: Record<LookupKind, string> = {
  sku: `SELECT sku AS code, name FROM skus WHERE tenant_id = $1`,
  warehouse: `SELECT code, name FROM warehouses WHERE tenant_id = $1 AND deleted_at IS NULL`,
  shop: `SELECT code, name FROM carts WHERE tenant_id = $1`,
  carrier: `SELECT code, name FROM carriers WHERE tenant_id = $1 AND deleted_at IS NULL`,
  product: `SELECT product_code AS code, title AS name FROM products WHERE tenant_id = $1`,
  // the platform's catalogue, the same for every tenant ($1 unused but typed)
  standardProduct: `SELECT code, title AS name FROM standard_products WHERE $1::text IS NOT NULL`,
  // a platform product's sku by the seller sku (the label upload's rows): named by its product
  productSku: `SELECT s.seller_sku AS code, p.product_code || ' · ' || p.title AS name FROM product_skus s JOIN products p ON p.id = s.product_id AND p.tenant_id = s.tenant_id WHERE s.tenant_id = $1`,
  // a price inquiry by its number (the inquiry record's picker), named by its destination and reply deadline
  priceInquiry: `SELECT q.inquiry_no AS code, w.name || ' · ' || q.currency || ' · ' || to_char(q.reply_closes_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS name FROM receipt_inquiries q JOIN warehouses w ON w.id = q.warehouse_id AND w.tenant_id = q.tenant_id WHERE q.tenant_id = $1`,
  // a receipt by its number, named by its inbound and platform warehouse (the receipt picker)
  receipt: `SELECT r.receipt_no AS code, i.inbound_no || ' · ' || w.name AS name FROM receipts r JOIN receipt_inbounds i ON i.id = r.inbound_id JOIN warehouses w ON w.id = r.warehouse_id WHERE r.tenant_id = $1`,
};

function assertKindAllowed(user: SessionUser, kind: LookupKind): void {
  if (!lookupKindGroups[kind].some((g) => user.role.groups.includes(g))) throw new ApiError(ErrorCode.forbidden, msg(ErrorCode.forbidden, user.lang), 403);
}

/** Codes starting with the text first, then names containing it; `limit` of them and whether there are more. */
export async function searchKind(db: Db, tenantId: string, kind: LookupKind, text: string, limit: number): Promise<{ items: CodeOption[]; more: boolean }> {
  const prefix = `${escapeLike(text)}%`;
  const contains = `%${escapeLike(text)}%`;
  const rows = await db.query<CodeOption>(
    `SELECT code, name FROM (${kindSources[kind]}) x
      WHERE x.code ILIKE $2 ESCAPE '\\' OR x.name ILIKE $3 ESCAPE '\\'
      ORDER BY (x.code ILIKE $2 ESCAPE '\\') DESC, x.code
      LIMIT $4`,
    [tenantId, prefix, contains, limit + 1],
  );
  return { items: rows.slice(0, limit), more: rows.length > limit };
}

/** The codes the tenant has (matched without case, answered as stored, in the order asked) and the others. */
export async function resolveKind(db: Db, tenantId: string, kind: LookupKind, codes: readonly string[]): Promise<{ found: CodeOption[]; unknown: string[] }> {
  const rows = await db.query<CodeOption>(`SELECT code, name FROM (${kindSources[kind]}) x WHERE lower(x.code) = ANY($2::text[])`, [
    tenantId,
    codes.map((c) => c.toLowerCase()),
  ]);
  const byKey = new Map(rows.map((r) => [r.code.toLowerCase(), r]));
  const found: CodeOption[] = [];
  const unknown: string[] = [];
  const seen = new Set<string>();
  for (const code of codes) {
    const key = code.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const row = byKey.get(key);
    if (row) found.push(row);
    else unknown.push(code);
  }
  return { found, unknown };
}

export const lookupHandlers: HandlerEntry[] = [
  defineHandler(searchCodes, async ({ db, user, params, body }) => {
    assertKindAllowed(user, params.kind);
    return searchKind(db, user.tenant.id, params.kind, body.text, body.limit);
  }),
  defineHandler(resolveCodes, async ({ db, user, params, body }) => {
    assertKindAllowed(user, params.kind);
    return resolveKind(db, user.tenant.id, params.kind, body.codes);
  }),
];
