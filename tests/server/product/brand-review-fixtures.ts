// Matrix fixtures of the brand authorization and review calls (tests/server/fixtures.ts gathers
// them): a valid call for supplier1 (tenant harbor; the seed's authorizations and reviews), objects
// of tenant B for the tenant matrix, and fresh ones in the state each changing call needs.
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';
import type { RouteInput } from '../harness';

const harbor = async (db: Db) => (await db.one<{ id: string }>("SELECT id FROM tenants WHERE name = 'Harbor Supplies Co.'")).id;
const authIn = (db: Db, tenantId: string, statuses: string[]) =>
  db.one<{ id: string; version: number; brand_code: string }>('SELECT id, version, brand_code FROM product_brand_auths WHERE tenant_id = $1 AND status = ANY($2::text[]) ORDER BY id LIMIT 1', [tenantId, statuses]);
const reviewIn = (db: Db, tenantId: string, statuses: string[], unreplied = false) =>
  db.one<{ id: string; version: number }>(`SELECT id, version FROM product_reviews WHERE tenant_id = $1 AND status = ANY($2::text[])${unreplied ? " AND reply = ''" : ''} ORDER BY id LIMIT 1`, [tenantId, statuses]);

/** A one-line PDF (the upload checks content, not the name). */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const pdfForm = (): RouteInput =>
  Object.defineProperty({}, 'body', {
    get: () => {
      const form = new FormData();
      form.set('file', new File([PDF_BYTES], 'certificate.pdf', { type: 'application/pdf' }));
      form.set('timezone', 'GMT+08:00');
      return form;
    },
    enumerable: true,
  });
/** An uploaded document of the tenant not yet attached to an authorization. */
async function looseDocument(db: Db, tenantId: string): Promise<string> {
  const id = `bd_fx_${tenantId.slice(-6)}_${Math.random().toString(36).slice(2, 8)}`;
  await db.query(
    `INSERT INTO product_brand_documents (id, tenant_id, auth_id, file_name, content_type, size, created_by_name, created_at)
     VALUES ($1, $2, NULL, 'certificate.pdf', 'application/pdf', $3, 'Test', now())`,
    [id, tenantId, PDF_BYTES.length],
  );
  return id;
}
const create = (documentId: string): RouteInput => ({
  body: { brandName: 'Solace', authType: 'owner', trademarkNo: 'TM555', registrant: 'Solace Brands Ltd.', licensor: '', validFrom: '2026-03-02', validTo: '2027-03-02', documentIds: [documentId] },
});

const submit = (a: { id: string; version: number }): RouteInput => ({ body: { id: a.id, version: a.version, note: '' } });
const revoke = (a: { id: string; version: number }): RouteInput => ({ body: { id: a.id, version: a.version, note: 'Licence ended' } });
const reply = (r: { id: string; version: number }): RouteInput => ({ body: { id: r.id, version: r.version, reply: 'Thank you for your review.' } });
const report = (r: { id: string; version: number }): RouteInput => ({ body: { id: r.id, version: r.version, reason: 'ABUSIVE_LANGUAGE', note: '' } });

export const brandReviewFixtures = {
  'product.brandAuthSearch': { input: { body: { conditions: { status: 'granted', expiresWithin: '90' }, pageSize: 20 } } },
  'product.brandDetail': {
    input: { params: { id: 'ba-harbor-001' } },
    foreignObject: async ({ db, tenantId }) => ({ params: { id: (await authIn(db, tenantId, ['granted'])).id } }),
  },
  'product.authedBrandList': {
    input: { params: { brandCode: 'NORTHWIND' } },
    // brand codes are each tenant's own: a brand only tenant B has is not found for tenant A
    foreignObject: async ({ db, tenantId }) => {
      await db.query(
        `INSERT INTO product_brand_auths (id, tenant_id, auth_no, brand_code, brand_name, auth_type, trademark_no, registrant, valid_from, valid_to, status, created_at, created_by_name)
         VALUES ('ba-foreign-only', $1, 'BAFOREIGN', 'FOREIGNONLY', 'Foreign Only', 'owner', 'TM1', 'Foreign Only Ltd.', '2026-01-01', '2027-01-01', 'draft', now(), 'Test')
         ON CONFLICT (id) DO NOTHING`,
        [tenantId],
      );
      return { params: { brandCode: 'FOREIGNONLY' } };
    },
  },
  'product.brandAuthSubmit': {
    input: submit({ id: 'ba-harbor-000', version: 1 }),
    prepare: async ({ db }) => submit(await authIn(db, await harbor(db), ['draft', 'refused'])),
    foreignObject: async ({ db, tenantId }) => submit(await authIn(db, tenantId, ['draft', 'refused'])),
  },
  'product.brandAuthDelete': {
    input: revoke({ id: 'ba-harbor-000', version: 1 }),
    prepare: async ({ db }) => revoke(await authIn(db, await harbor(db), ['granted', 'submitted'])),
    foreignObject: async ({ db, tenantId }) => revoke(await authIn(db, tenantId, ['granted', 'submitted'])),
  },
  'product.brandDisabledCount': { input: {} },
  'product.rBrandDownload': { input: { body: { format: 'csv' } } },
  'product.reviewSearch': { input: { body: { conditions: { rating: ['1', '2'], hasReply: 'no' }, pageSize: 20 } } },
  'product.reviewInfo': {
    input: { query: { id: 'rv-harbor-000003' } },
    foreignObject: async ({ db, tenantId }) => ({ query: { id: (await reviewIn(db, tenantId, ['new'])).id } }),
  },
  'product.reviewReply': {
    input: reply({ id: 'rv-harbor-000000', version: 1 }),
    prepare: async ({ db }) => reply(await reviewIn(db, await harbor(db), ['new', 'kept'], true)),
    foreignObject: async ({ db, tenantId }) => reply(await reviewIn(db, tenantId, ['new', 'kept'], true)),
  },
  'product.reviewReport': {
    input: report({ id: 'rv-harbor-000000', version: 1 }),
    prepare: async ({ db }) => report(await reviewIn(db, await harbor(db), ['new', 'replied'])),
    foreignObject: async ({ db, tenantId }) => report(await reviewIn(db, tenantId, ['new', 'replied'])),
  },
  'product.brandDocumentUpload': { input: pdfForm() },
  'product.brandDocument': {
    input: { params: { id: 'bd-harbor-001' } },
    foreignObject: async ({ db, tenantId }) => ({ params: { id: (await db.one<{ id: string }>('SELECT id FROM product_brand_documents WHERE tenant_id = $1 ORDER BY id LIMIT 1', [tenantId])).id } }),
  },
  'product.brandList': { input: {} },
  'product.brandAuthCreate': {
    input: create('bd_fx_missing'),
    prepare: async ({ db }) => create(await looseDocument(db, await harbor(db))),
    // another tenant's document cannot be attached: refused, and nothing is written
    foreignObject: async ({ db, tenantId }) => create(await looseDocument(db, tenantId)),
  },
} satisfies Record<string, Fixture>;
