// Adding a brand authorization (src/contract/product/brand.ts): its evidence documents are
// uploaded first (a PDF or an image, checked by its content, at most 5 MB by the contract) and
// served back with the type found there, `nosniff` and a sandboxing CSP; then the authorization is
// added as a draft with them (each problem named, PRODUCT_BRAND_INVALID); the supplier submits it
// from its record. The brand list gives the brands of the tenant's products to choose from.
import { randomBytes } from 'node:crypto';
import { createBrandAuth, getBrandDocument, listBrands, uploadBrandDocument, type BrandDocument } from '../../src/contract/product';
import type { Db } from '../db/db';
import { readFileParts, storeFileParts } from '../db/file-parts';
import { sniffImage } from '../images/sniff';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { contentDisposition } from '../common';
import { notFound } from '../inventory';
import type { Bi } from '../separate';
import { BRAND_DOCUMENT_PATH, BRAND_KIND, oneBrandAuth } from './brand';
import { brandDocumentType, brandInvalid, brandProblems } from './messages';
import { brandCodeOf } from './seed-brand-review';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** The document's type by its content; null when it is none of those accepted. */
export function sniffDocument(bytes: Uint8Array): BrandDocument['contentType'] | null {
  if (bytes.length > PDF.length && PDF.every((b, i) => bytes[i] === b)) return 'application/pdf';
  const image = sniffImage(bytes)?.contentType;
  return image === 'image/png' || image === 'image/jpeg' || image === 'image/webp' ? image : null;
}

async function nextAuthNo(tx: Db, tenantId: string, now: Date): Promise<string> {
  const day = now.toISOString().slice(2, 10).replace(/-/g, '');
  const n = await tx.one<{ n: number }>("SELECT count(*)::int AS n FROM product_brand_auths WHERE tenant_id = $1 AND auth_no LIKE 'BA' || $2 || '%'", [tenantId, day]);
  return `BA${day}${String(n.n + 101).padStart(3, '0')}`;
}

export const brandDocumentHandlers: readonly HandlerEntry[] = [
  defineHandler(uploadBrandDocument, async ({ db, user, body, now }) => {
    const bytes = new Uint8Array(await body.file.arrayBuffer());
    const type = sniffDocument(bytes);
    if (!type) throw brandDocumentType(user.lang);
    const id = `bd_${randomBytes(8).toString('hex')}`;
    const fileName = (body.file.name || 'document').replace(/[\\/\0]/g, '_').slice(0, 200);
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO product_brand_documents (id, tenant_id, auth_id, file_name, content_type, size, created_by_name, created_at) VALUES ($1, $2, NULL, $3, $4, $5, $6, $7)`,
        [id, user.tenant.id, fileName, type, bytes.byteLength, user.displayName, now],
      );
      await storeFileParts(tx, id, bytes);
    });
    return { id, fileName, contentType: type, size: bytes.byteLength, url: `${BRAND_DOCUMENT_PATH}/${id}` };
  }),

  defineHandler(getBrandDocument, async ({ db, user, params }) => {
    const row = await db.maybe<{ id: string; content_type: string; file_name: string }>('SELECT id, content_type, file_name FROM product_brand_documents WHERE id = $1 AND tenant_id = $2', [params.id, user.tenant.id]);
    if (!row) throw notFound(user.lang);
    const bytes = new Uint8Array(await readFileParts(db, row.id));
    return new Response(bytes, {
      status: 200,
      headers: {
        'Content-Type': row.content_type,
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': contentDisposition(row.file_name),
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cache-Control': 'private, max-age=3600',
      },
    });
  }),

  // each brand of the tenant's products, with the status of its newest authorization
  defineHandler(listBrands, async ({ db, user }) => {
    const rows = await db.query<{ brand: string; n: number; status: string | null }>(
      `SELECT p.brand, count(*)::int AS n,
              (SELECT a.status FROM product_brand_auths a WHERE a.tenant_id = $1 AND a.brand_name = p.brand ORDER BY a.created_at DESC, a.id DESC LIMIT 1) AS status
         FROM products p WHERE p.tenant_id = $1 AND p.brand <> '' GROUP BY p.brand ORDER BY p.brand`,
      [user.tenant.id],
    );
    return { items: rows.map((r) => ({ brandName: r.brand, brandCode: brandCodeOf(r.brand), productCount: r.n, status: r.status as never })) };
  }),

  defineHandler(createBrandAuth, async ({ db, user, body, now }) => {
    const id = await db.transaction(async (tx) => {
      const docs = await tx.query<{ id: string; auth_id: string | null }>('SELECT id, auth_id FROM product_brand_documents WHERE tenant_id = $1 AND id = ANY($2::text[]) FOR UPDATE', [user.tenant.id, body.documentIds]);
      // the same request repeated (its documents already make one draft of this brand): answered as made
      const owners = [...new Set(docs.map((d) => d.auth_id))];
      if (docs.length === body.documentIds.length && owners.length === 1 && owners[0]) {
        const made = await tx.maybe<{ id: string }>("SELECT id FROM product_brand_auths WHERE id = $1 AND tenant_id = $2 AND brand_name = $3 AND status = 'draft'", [owners[0], user.tenant.id, body.brandName]);
        if (made) return made.id;
      }
      // a document that is not the tenant's is not found (as another tenant's object always is)
      if (docs.length !== new Set(body.documentIds).size) throw notFound(user.lang);
      const problems: { field: string; text: Bi }[] = [];
      const brand = await tx.maybe('SELECT 1 FROM products WHERE tenant_id = $1 AND brand = $2 LIMIT 1', [user.tenant.id, body.brandName]);
      if (!brand) problems.push({ field: 'brandName', text: brandProblems.brandUnknown });
      if (body.authType === 'licensed' && !body.licensor) problems.push({ field: 'licensor', text: brandProblems.licensorMissing });
      if (body.validTo < body.validFrom) problems.push({ field: 'validTo', text: brandProblems.periodReversed });
      else if (body.validTo < now.toISOString().slice(0, 10)) problems.push({ field: 'validTo', text: brandProblems.periodPassed });
      if (new Set(body.documentIds).size !== body.documentIds.length || docs.some((d) => d.auth_id)) problems.push({ field: 'documentIds', text: brandProblems.documentsUnknown });
      if (problems.length) throw brandInvalid(user.lang, problems);
      const authId = `ba_${randomBytes(6).toString('hex')}`;
      await tx.query(
        `INSERT INTO product_brand_auths (id, tenant_id, auth_no, brand_code, brand_name, auth_type, trademark_no, registrant, licensor, valid_from, valid_to, status, created_at, created_by_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'draft', $12, $13)`,
        [authId, user.tenant.id, await nextAuthNo(tx, user.tenant.id, now), brandCodeOf(body.brandName), body.brandName, body.authType, body.trademarkNo, body.registrant, body.authType === 'licensed' ? body.licensor : '', body.validFrom, body.validTo, now, user.displayName],
      );
      await tx.query('UPDATE product_brand_documents SET auth_id = $1 WHERE tenant_id = $2 AND id = ANY($3::text[])', [authId, user.tenant.id, body.documentIds]);
      await tx.query(
        `INSERT INTO record_history (id, tenant_id, record_kind, record_id, action, from_status, to_status, note, actor_id, actor_name, at)
         VALUES ($1, $2, $3, $4, 'create', '', 'draft', '', $5, $6, $7)`,
        [`rh_${randomBytes(6).toString('hex')}`, user.tenant.id, BRAND_KIND, authId, user.id, user.displayName, now],
      );
      return authId;
    });
    return oneBrandAuth(db, user, id, now);
  }),
];
