// Demo brand authorizations and reviews for every supplier tenant (docs/domain/products.md, "Slice
// 2"), after its platform products. Brands are the seeded products' brands, one current
// authorization each in a different state (granted for long, granted and ending within 30, 60 or 90
// days, expired with products still on sale, submitted, refused, draft) and earlier ones as their
// history. Reviews are on every third product, with ratings, texts, some with images (three small
// PNGs stored per tenant as images), and in every state. Dates are relative to the anchor.
// Re-running adds nothing (a tenant with authorizations is skipped).
import { deflateSync } from 'node:zlib';
import type { Db } from '../db/db';
import { storeFileParts } from '../db/file-parts';
import type { SeedContext } from '../db/seed-context';

/** The seeded products' brands (seed.ts), in its order. */
export const SEEDED_BRANDS = ['Northwind', 'Lumen', 'Harbor & Co', 'Kestrel', 'Bamboo Lane', 'Oakridge', 'Solace', 'Tidewell'] as const;
export const brandCodeOf = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]/g, '');

type Auth = {
  brand: number;
  status: 'draft' | 'submitted' | 'granted' | 'refused' | 'expired' | 'revoked';
  from: number;
  to: number;
  licensed?: boolean;
  code?: string;
  revoke?: string;
  /** days before the anchor it was created */
  age: number;
};

// current ones first (one per brand), then the history
const AUTHS: Auth[] = [
  { brand: 0, status: 'granted', from: -200, to: 500, age: 210 },
  { brand: 1, status: 'granted', from: -340, to: 20, age: 350 },
  { brand: 2, status: 'granted', from: -300, to: 50, licensed: true, age: 310 },
  { brand: 3, status: 'expired', from: -400, to: -10, age: 410 },
  { brand: 4, status: 'submitted', from: -5, to: 700, age: 2 },
  { brand: 5, status: 'refused', from: -30, to: 300, code: 'CLASS_MISMATCH', age: 20 },
  { brand: 6, status: 'draft', from: 0, to: 400, age: 1 },
  { brand: 7, status: 'granted', from: -280, to: 80, licensed: true, age: 290 },
  { brand: 0, status: 'expired', from: -900, to: -201, age: 910 },
  { brand: 1, status: 'refused', from: -360, to: 20, code: 'TRADEMARK_NO_MISMATCH', age: 365 },
  { brand: 5, status: 'refused', from: -60, to: 300, code: 'REGISTRANT_MISMATCH', age: 50 },
  { brand: 7, status: 'revoked', from: -700, to: 200, licensed: true, revoke: 'Licence ended by the brand owner', age: 700 },
  { brand: 3, status: 'draft', from: 0, to: 365, age: 3 },
];

const DAY = 86_400_000;
const dateOf = (anchor: Date, days: number) => new Date(anchor.getTime() + days * DAY).toISOString().slice(0, 10);

/** A one-page PDF saying what the certificate certifies (the seeded authorizations' evidence). */
export function certificatePdf(text: string): Buffer {
  const stream = `BT /F1 14 Tf 60 760 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

async function seedAuths(db: Db, tenantId: string, key: string, anchor: Date, by: string): Promise<void> {
  for (const [i, a] of AUTHS.entries()) {
    const name = SEEDED_BRANDS[a.brand]!;
    const created = new Date(anchor.getTime() - a.age * DAY);
    const submitted = a.status === 'draft' ? null : new Date(created.getTime() + 3_600_000);
    const decided = a.status === 'draft' || a.status === 'submitted' ? null : new Date(created.getTime() + 2 * DAY);
    await db.query(
      `INSERT INTO product_brand_auths (id, tenant_id, auth_no, brand_code, brand_name, auth_type, trademark_no, registrant, licensor, valid_from, valid_to, status,
         refusal_code, revoke_reason, submitted_at, review_due_at, decided_at, created_at, created_by_name, version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20) ON CONFLICT (id) DO NOTHING`,
      [
        `ba-${key}-${String(i + 1).padStart(3, '0')}`,
        tenantId,
        `BA${created.toISOString().slice(2, 10).replace(/-/g, '')}${String(i + 1).padStart(3, '0')}`,
        brandCodeOf(name),
        name,
        a.licensed ? 'licensed' : 'owner',
        `TM${String(((a.brand + 3) * 7_654_321) % 90_000_000 + 10_000_000)}`,
        `${name} Brands Ltd.`,
        a.licensed ? `${name} Holdings Inc.` : '',
        dateOf(anchor, a.from),
        dateOf(anchor, a.to),
        a.status,
        a.code ?? null,
        a.revoke ?? '',
        submitted,
        a.status === 'submitted' ? new Date(anchor.getTime() + 3 * DAY) : submitted,
        decided,
        created,
        by,
        a.status === 'draft' ? 1 : a.status === 'expired' || a.status === 'revoked' ? 4 : a.status === 'submitted' ? 2 : 3,
      ],
    );
    // its evidence: the trademark certificate as a PDF
    const docId = `bd-${key}-${String(i + 1).padStart(3, '0')}`;
    const pdf = certificatePdf(`Trademark certificate: ${name}, valid ${dateOf(anchor, a.from)} to ${dateOf(anchor, a.to)}`);
    const stored = await db.query(
      `INSERT INTO product_brand_documents (id, tenant_id, auth_id, file_name, content_type, size, created_by_name, created_at)
       VALUES ($1, $2, $3, $4, 'application/pdf', $5, $6, $7) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [docId, tenantId, `ba-${key}-${String(i + 1).padStart(3, '0')}`, `trademark-certificate-${brandCodeOf(name).toLowerCase()}.pdf`, pdf.length, by, created],
    );
    if (stored.length) await storeFileParts(db, docId, pdf);
  }
}

// ---- three small PNGs (a solid colour each) a tenant's reviews show
const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}
export function solidPng(size: number, rgb: readonly [number, number, number]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
const COLOURS: readonly (readonly [number, number, number])[] = [
  [196, 120, 84],
  [86, 128, 170],
  [120, 160, 96],
];

async function seedImages(db: Db, tenantId: string, key: string, anchor: Date, userId: string): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, rgb] of COLOURS.entries()) {
    const id = `img-${key}-review-${i + 1}`;
    const png = solidPng(64, rgb);
    const inserted = await db.query(
      `INSERT INTO images (id, tenant_id, img_type, content_type, file_name, size, width, height, created_by, created_at)
       VALUES ($1, $2, 'product', 'image/png', $3, $4, 64, 64, $5, $6) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [id, tenantId, `review-photo-${i + 1}.png`, png.length, userId, anchor],
    );
    if (inserted.length) await storeFileParts(db, id, png);
    ids.push(id);
  }
  return ids;
}

// every third product; kind k = (g / 3) % 10: 0-4 new, 5-6 replied, 7 reported (the platform's
// decision due days after the anchor, so the demo's job leaves it to the user), 8 removed, 9 kept:
// the decided ones with the code reviewReportDecision() gives their text (review-decision.ts)
const REVIEWS_SQL = `
WITH src AS (
  SELECT p.id AS product_id, substring(p.id from '-([0-9]{6})$')::int AS g FROM products p WHERE p.tenant_id = $1 AND substring(p.id from '-([0-9]{6})$')::int % 3 = 0
), k AS (SELECT src.*, (g / 3) % 10 AS k, (ARRAY[5, 4, 5, 3, 4, 2, 5, 1, 4, 5])[1 + (g * 7) % 10] AS rating FROM src)
INSERT INTO product_reviews (id, tenant_id, review_no, product_id, rating, body, image_ids, shopper, reviewed_at, status, reply, replied_at, replied_by_name,
  report_reason, report_note, reported_at, decided_at, version, review_due_at, decision_code)
SELECT 'rv-' || $2 || '-' || lpad(g::text, 6, '0'), $1, 'RV' || lpad(g::text, 7, '0'), product_id,
  CASE WHEN k IN (7, 8) THEN 1 ELSE rating END,
  CASE WHEN k = 7 THEN 'Total garbage, the people who sell this are idiots. Never again.'
       WHEN k = 8 THEN 'Courier left the parcel in the rain and never answered the phone.'
       WHEN k = 9 THEN 'Asked the seller twice about the size and got no answer, but the product itself is fine.'
       ELSE (ARRAY['Arrived quickly and works as described.', 'Good value for the price, would buy again.', 'The colour is a bit darker than in the photos.',
                   'Stopped working after two weeks, disappointed.', 'Excellent quality, the stitching is very neat.', 'Size runs small, order one up.',
                   'Packaging was damaged but the item was fine.', 'Not as sturdy as I hoped.'])[1 + g % 8] END,
  CASE WHEN g % 4 = 0 THEN $3::text[] WHEN g % 4 = 3 THEN ($3::text[])[1:1] ELSE '{}' END,
  (ARRAY['Mia K.', 'J. Alvarez', 'Chen W.', 'Priya S.', 'Tom B.', 'Lena H.', 'Omar F.', 'Yuki T.'])[1 + (g / 3) % 8],
  $4::timestamptz - make_interval(days => g % 90, hours => g % 24),
  (ARRAY['new', 'new', 'new', 'new', 'new', 'replied', 'replied', 'reported', 'removed', 'kept'])[1 + k],
  CASE WHEN k IN (5, 6) THEN 'Thank you for your feedback. We have passed it to our quality team.' ELSE '' END,
  CASE WHEN k IN (5, 6) THEN $4::timestamptz - make_interval(days => g % 90, hours => g % 24) + interval '1 day' END,
  CASE WHEN k IN (5, 6) THEN $5 ELSE '' END,
  CASE k WHEN 7 THEN 'ABUSIVE_LANGUAGE' WHEN 8 THEN 'NOT_ABOUT_PRODUCT' WHEN 9 THEN 'PERSONAL_INFO' END,
  CASE WHEN k >= 7 THEN 'Reported from the review list' ELSE '' END,
  CASE WHEN k >= 7 THEN $4::timestamptz - make_interval(days => g % 90, hours => g % 24) + interval '1 day' END,
  CASE WHEN k IN (8, 9) THEN $4::timestamptz - make_interval(days => g % 90, hours => g % 24) + interval '3 days' END,
  CASE WHEN k IN (8, 9) THEN 3 WHEN k >= 5 THEN 2 ELSE 1 END,
  CASE WHEN k = 7 THEN $4::timestamptz + make_interval(days => 2 + g % 5) END,
  CASE k WHEN 8 THEN 'NOT_ABOUT_PRODUCT' WHEN 9 THEN 'NO_RULE_BROKEN' END
  FROM k
ON CONFLICT (id) DO NOTHING`;

export async function seedBrandsAndReviews({ db, tenants, tenantIds, deciders }: SeedContext, anchor: Date): Promise<void> {
  for (const tenant of tenants.filter((t) => t.kind === 'supplier')) {
    const tenantId = tenantIds[tenant.key]!;
    const by = deciders[tenant.key];
    if (!by) continue;
    if (await db.maybe('SELECT 1 FROM product_brand_auths WHERE tenant_id = $1 LIMIT 1', [tenantId])) continue;
    if (!(await db.maybe('SELECT 1 FROM products WHERE tenant_id = $1 LIMIT 1', [tenantId]))) continue;
    await db.transaction(async (tx) => {
      await seedAuths(tx, tenantId, tenant.key, anchor, by.name);
      const images = await seedImages(tx, tenantId, tenant.key, anchor, by.id);
      await tx.query(REVIEWS_SQL, [tenantId, tenant.key, images.slice(0, 2), anchor, by.name]);
    });
  }
}
