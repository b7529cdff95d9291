// Brand authorizations (src/contract/product/brand.ts; docs/domain/products.md "Brand
// authorization"): the list, one authorization, a brand's history, submitting and revoking on the
// record-with-actions kit (the version read, the statuses each starts from, a history row), the
// disable-auth count and the registered (R) brands as a csv or xlsx file. The platform's decisions
// and expiries are brand-decisions.ts.
import ExcelJS from 'exceljs';
import '../jobs/exceljs-compat';
import {
  brandAuthStatusLabels,
  brandAuthTypeLabels,
  brandRevocable,
  countDisabledBrands,
  downloadRBrands,
  getBrandAuth,
  listAuthedBrand,
  revokeBrandAuth,
  searchBrandAuths,
  submitBrandAuth,
  type BrandAuthDetail,
  type BrandAuthRow,
  type BrandDocument,
  type BrandAuthStatus,
} from '../../src/contract/product';
import type { Language } from '../../src/contract';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { applyRecordAction, type RecordTable } from '../back/record-actions';
import { contentDisposition, XLSX_TYPE } from '../common';
import { notFound } from '../inventory';
import { callerOf } from '../lists/registry';
import { bi, textOf } from '../separate';
import { brandAuthListDefinition } from './list-brand';
import { brandDecided, brandStale } from './messages';
import { priceReviewSeconds } from './price';

export const BRAND_KIND = 'product.brand';

/** How long the platform takes to review a brand authorization (the demo's: BRAND_REVIEW_SECONDS, else the price review time). */
export function brandReviewSeconds(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.BRAND_REVIEW_SECONDS);
  return env.BRAND_REVIEW_SECONDS && Number.isFinite(value) && value >= 0 ? value : priceReviewSeconds(env);
}

const auths: RecordTable<'submit' | 'revoke', BrandAuthStatus> = {
  kind: BRAND_KIND,
  table: 'product_brand_auths',
  transitions: { submit: { from: ['draft', 'refused'], to: 'submitted' }, revoke: { from: brandRevocable, to: 'revoked' } },
  notFound,
  decided: (lang, row) => brandDecided(lang, row.status),
  stale: (lang) => brandStale(lang),
};

type Caller = { id: string; lang: Language; tenant: { id: string } };

export const BRAND_DOCUMENT_PATH = '/back/api/scm-app/supplier/product/brand/document';

export async function oneBrandAuth(db: Db, user: Caller, id: string, now: Date): Promise<BrandAuthDetail> {
  const page = await brandAuthListDefinition.page(db, { ...callerOf(user), now } as never, { conditions: { id }, pageSize: 1 });
  const row: BrandAuthRow | undefined = page.rows[0];
  if (!row) throw notFound(user.lang);
  const documents = await db.query<{ id: string; file_name: string; content_type: BrandDocument['contentType']; size: number }>(
    'SELECT id, file_name, content_type, size FROM product_brand_documents WHERE auth_id = $1 AND tenant_id = $2 ORDER BY created_at, id',
    [id, user.tenant.id],
  );
  return { ...row, documents: documents.map((d) => ({ id: d.id, fileName: d.file_name, contentType: d.content_type, size: d.size, url: `${BRAND_DOCUMENT_PATH}/${d.id}` })) };
}

const dateText = (d: Date | string) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10));

const R_BRAND_COLUMNS = [
  ['brand', bi('Brand', '品牌')],
  ['authNo', bi('Authorization no.', '授权编号')],
  ['type', bi('Authorization type', '授权类型')],
  ['trademarkNo', bi('Trademark no.', '商标注册号')],
  ['registrant', bi('Registrant', '注册人')],
  ['validFrom', bi('Valid from', '有效期起')],
  ['validTo', bi('Valid to', '有效期至')],
  ['status', bi('Status', '状态')],
] as const;

const csvCell = (v: string) => (/[",\n\r]/.test(v) || /^[=+\-@]/.test(v) ? `"${(/^[=+\-@]/.test(v) ? `'${v}` : v).replace(/"/g, '""')}"` : v);

async function rBrandRows(db: Db, tenantId: string, lang: Language): Promise<string[][]> {
  const rows = await db.query<{ brand_name: string; auth_no: string; auth_type: 'owner' | 'licensed'; trademark_no: string; registrant: string; valid_from: Date; valid_to: Date; status: BrandAuthStatus }>(
    `SELECT brand_name, auth_no, auth_type, trademark_no, registrant, valid_from, valid_to, status
       FROM product_brand_auths WHERE tenant_id = $1 AND status = 'granted' ORDER BY brand_name, valid_to DESC, auth_no`,
    [tenantId],
  );
  return rows.map((r) => [r.brand_name, r.auth_no, textOf(brandAuthTypeLabels.bi[r.auth_type], lang), r.trademark_no, r.registrant, dateText(r.valid_from), dateText(r.valid_to), textOf(brandAuthStatusLabels.bi[r.status], lang)]);
}

export const brandHandlers: readonly HandlerEntry[] = [
  defineHandler(searchBrandAuths, async ({ db, user, body, now }) => (await brandAuthListDefinition.page(db, { ...callerOf(user), now } as never, body)) as never),

  defineHandler(getBrandAuth, ({ db, user, params, now }) => oneBrandAuth(db, user, params.id, now)),

  defineHandler(listAuthedBrand, async ({ db, user, params, now }) => {
    const page = await brandAuthListDefinition.page(db, { ...callerOf(user), now } as never, { conditions: { brandCode: params.brandCode }, pageSize: 200 });
    const first = page.rows[0];
    if (!first) throw notFound(user.lang);
    return {
      brandCode: first.brandCode,
      brandName: first.brandName,
      items: page.rows.map((r) => ({ id: r.id, authNo: r.authNo, status: r.status, refusalCode: r.refusalCode, validFrom: r.validFrom, validTo: r.validTo, createdAt: r.createdAt, decidedAt: r.decidedAt, revokeReason: r.revokeReason })),
    };
  }),

  defineHandler(submitBrandAuth, async ({ db, user, body, now }) => {
    await db.transaction((tx) =>
      applyRecordAction(tx, auths, {
        tenantId: user.tenant.id,
        lang: user.lang,
        by: { id: user.id, name: user.displayName },
        key: body.id,
        action: 'submit',
        version: body.version,
        note: body.note,
        now,
        set: { refusal_code: null, submitted_at: now, decided_at: null, review_due_at: new Date(now.getTime() + brandReviewSeconds() * 1000) },
        repeated: (r) => r.status === 'submitted' && r.version === body.version + 1,
      }),
    );
    return oneBrandAuth(db, user, body.id, now);
  }),

  defineHandler(revokeBrandAuth, async ({ db, user, body, now }) => {
    await db.transaction((tx) =>
      applyRecordAction(tx, auths, {
        tenantId: user.tenant.id,
        lang: user.lang,
        by: { id: user.id, name: user.displayName },
        key: body.id,
        action: 'revoke',
        version: body.version,
        note: body.note,
        now,
        set: { revoke_reason: body.note, decided_at: now },
        repeated: (r) => r.status === 'revoked' && r.version === body.version + 1 && r.revoke_reason === body.note,
      }),
    );
    return oneBrandAuth(db, user, body.id, now);
  }),

  // brands with products whose last authorization stopped (expired or revoked) and none granted now
  defineHandler(countDisabledBrands, async ({ db, user }) =>
    db.one<{ brands: number; products: number }>(
      `WITH stopped AS (
         SELECT brand_name FROM product_brand_auths WHERE tenant_id = $1 GROUP BY brand_name
         HAVING bool_or(status IN ('expired', 'revoked')) AND NOT bool_or(status = 'granted'))
       SELECT count(DISTINCT p.brand)::int AS brands, count(*)::int AS products
         FROM products p JOIN stopped s ON s.brand_name = p.brand WHERE p.tenant_id = $1 AND p.status = 'onSale'`,
      [user.tenant.id],
    ),
  ),

  defineHandler(downloadRBrands, async ({ db, user, body, now }) => {
    const rows = await rBrandRows(db, user.tenant.id, user.lang);
    const head = R_BRAND_COLUMNS.map(([, title]) => textOf(title, user.lang));
    const name = `${textOf(bi('Registered brands', '注册品牌'), user.lang)} ${dateText(now)}`;
    let bytes: Buffer;
    let type: string;
    if (body.format === 'csv') {
      // a byte-order mark so spreadsheet programs read the Chinese as UTF-8
      bytes = Buffer.from(`\uFEFF${[head, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`, 'utf8');
      type = 'text/csv; charset=utf-8';
    } else {
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet(name.slice(0, 31));
      ws.addRow(head).font = { bold: true };
      for (const r of rows) ws.addRow(r);
      ws.columns.forEach((c) => (c.width = 20));
      bytes = Buffer.from(await wb.xlsx.writeBuffer());
      type = XLSX_TYPE;
    }
    return new Response(new Uint8Array(bytes), {
      status: 200,
      headers: { 'Content-Type': type, 'Content-Length': String(bytes.length), 'Content-Disposition': contentDisposition(`${name}.${body.format}`), 'Cache-Control': 'no-store' },
    });
  }),
];
