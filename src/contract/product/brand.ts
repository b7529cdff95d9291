// Brand authorizations (docs/domain/products.md, "Brand authorization"): the supplier proves it may
// sell a brand (owner or licensee, a trademark number, a registrant, a validity period) and submits
// it; the platform's job grants it or refuses it with a reason code; a granted one expires when its
// valid-to passes, and then new listings of the brand stop; the supplier may revoke (delete) an
// authorization with a reason. The list (product.brandList, "brand auth list") has an expiry radar
// (30/60/90 days); the record (/product/authedBrandInfo/:id/:brandCode) shows one authorization
// and the brand's other ones (its history, "authed brand list"). The registered brands (R-brand)
// download as a csv or xlsx file.
import { z } from 'zod';
import { endpoint, Timeout } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';

const P = '/api/scm-app/supplier/product/brand';

export const brandAuthStatuses = ['draft', 'submitted', 'granted', 'refused', 'expired', 'revoked'] as const;
export const brandAuthStatusSchema = z.enum(brandAuthStatuses);
export type BrandAuthStatus = z.infer<typeof brandAuthStatusSchema>;

export const brandAuthTypes = ['owner', 'licensed'] as const;
export const brandAuthTypeSchema = z.enum(brandAuthTypes);
export type BrandAuthType = z.infer<typeof brandAuthTypeSchema>;

/** The platform's reasons for a refusal. */
export const brandRefusalCodes = ['TRADEMARK_NO_MISMATCH', 'REGISTRANT_MISMATCH', 'DOCUMENT_EXPIRED', 'CLASS_MISMATCH', 'CHAIN_INCOMPLETE'] as const;
export const brandRefusalCodeSchema = z.enum(brandRefusalCodes);
export type BrandRefusalCode = z.infer<typeof brandRefusalCodeSchema>;

/** The expiry radar: a granted authorization that ends within this many days. */
export const brandExpiryWindows = ['30', '60', '90'] as const;
export const brandExpiryWindowSchema = z.enum(brandExpiryWindows);
export type BrandExpiryWindow = z.infer<typeof brandExpiryWindowSchema>;

/** The platform refuses a document valid for less than this many more days (DOCUMENT_EXPIRED). */
export const BRAND_MIN_VALID_DAYS = 30;
export const BRAND_NOTE_MAX = 200;

export const BrandErrorCode = {
  stale: 'PRODUCT_BRAND_STALE',
  decided: 'PRODUCT_BRAND_DECIDED',
} as const;

/** Whether an authorization may be submitted (a draft, or a refused one resubmitted). */
export const brandMaySubmit = (status: BrandAuthStatus) => status === 'draft' || status === 'refused';
/** The statuses from which the supplier may revoke (delete) an authorization: every one not yet ended. */
export const brandRevocable: readonly BrandAuthStatus[] = ['draft', 'submitted', 'granted', 'refused'];
/** Whether an authorization may be revoked (deleted) by the supplier. */
export const brandMayRevoke = (status: BrandAuthStatus) => brandRevocable.includes(status);

/** The platform's rule on a submitted authorization (the job applies it): null grants. */
export function brandDecision(p: { validTo: string; today: string; authType: BrandAuthType; licensor: string }): BrandRefusalCode | null {
  const days = (Date.parse(`${p.validTo}T00:00:00Z`) - Date.parse(`${p.today}T00:00:00Z`)) / 86_400_000;
  if (days < BRAND_MIN_VALID_DAYS) return 'DOCUMENT_EXPIRED';
  if (p.authType === 'licensed' && !p.licensor.trim()) return 'CHAIN_INCOMPLETE';
  return null;
}

export const brandAuthList = defineListSpec({
  bizType: 'product.brandList',
  title: ['Brands', '品牌'],
  fields: {
    /** One authorization by its id: the record reads its row through the list. */
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    authNo: { type: z.string(), title: ['Authorization no.', '授权编号'], width: 150, sortable: true, filter: 'text' },
    brandCode: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    brandName: { type: z.string(), title: ['Brand', '品牌'], width: 140, sortable: true, filter: 'text' },
    authType: { type: brandAuthTypeSchema, title: ['Authorization type', '授权类型'], kind: 'status', width: 130, optionName: 'brandAuthType' },
    trademarkNo: { type: z.string(), title: ['Trademark no.', '商标注册号'], width: 140, filter: 'text' },
    registrant: { type: z.string(), title: ['Registrant', '注册人'], width: 170, hidden: true },
    licensor: { type: z.string(), title: ['Licensor', '授权方'], width: 170, hidden: true },
    status: { type: brandAuthStatusSchema, title: ['Status', '状态'], kind: 'status', width: 110, optionName: 'brandAuthStatus', filter: { kind: 'select', schema: brandAuthStatusSchema } },
    refusalCode: { type: brandRefusalCodeSchema.nullable(), title: ['Refusal reason', '驳回原因'], kind: 'status', width: 200, optionName: 'brandRefusalCode' },
    validFrom: { type: z.string(), title: ['Valid from', '有效期起'], kind: 'date', width: 120 },
    validTo: { type: z.string(), title: ['Valid to', '有效期至'], kind: 'date', width: 120, sortable: true },
    /** Days until valid-to, from today (negative: passed). */
    daysLeft: { type: z.number().int(), title: ['Days left', '剩余天数'], kind: 'number', width: 100 },
    /** Whether new listings of the brand are allowed by this authorization (granted and in its period). */
    listingAllowed: { type: z.boolean(), title: ['New listings allowed', '可新上架'], kind: 'boolean', width: 130 },
    productCount: { type: z.number().int(), title: ['Products of the brand', '品牌商品数'], kind: 'number', width: 120 },
    submittedAt: { type: z.string().nullable(), title: ['Submitted at', '提交时间'], kind: 'datetime', width: 170, hidden: true },
    decidedAt: { type: z.string().nullable(), title: ['Decided at', '审核时间'], kind: 'datetime', width: 170, hidden: true },
    reviewDueAt: { type: z.string().nullable(), kind: 'datetime' },
    revokeReason: { type: z.string(), title: ['Revoke reason', '撤销原因'], width: 200, hidden: true },
    createdAt: { type: z.string(), title: ['Created at', '创建时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    createdBy: { type: z.string() },
    version: { type: z.number().int(), kind: 'number' },
  },
  conditions: {
    /** The expiry radar: granted authorizations ending within 30, 60 or 90 days. */
    expiresWithin: { kind: 'select', schema: brandExpiryWindowSchema, optionName: 'brandExpiryWindow', label: ['Expires within', '到期预警'] },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
  conditionOrder: ['brandName', 'status', 'expiresWithin', 'authNo', 'trademarkNo', 'createdAt'],
});
export const brandAuthRowSchema = brandAuthList.row;
export type BrandAuthRow = z.infer<typeof brandAuthRowSchema>;

/** An evidence document: a PDF or an image (PNG, JPEG, WebP), checked by content, at most 5 MB. */
export const BRAND_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const brandDocumentTypes = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
/** The file name endings the picker offers (the server checks the content, not the name). */
export const BRAND_DOCUMENT_EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg', '.webp'] as const;
export const BRAND_DOCUMENTS_MAX = 5;

export const brandDocumentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.enum(brandDocumentTypes),
  size: z.number().int().positive(),
  /** Where the file is served (same origin, under /back/). */
  url: z.string(),
});
export type BrandDocument = z.infer<typeof brandDocumentSchema>;

/** One authorization with its evidence documents (brand detail). */
export const brandAuthDetailSchema = brandAuthRowSchema.extend({ documents: z.array(brandDocumentSchema) });
export type BrandAuthDetail = z.infer<typeof brandAuthDetailSchema>;


export const searchBrandAuths = endpoint({
  id: 'product.brandAuthSearch',
  method: 'POST',
  path: `${P}/auth/search`,
  summary: 'Brand authorizations (brand auth list) for /product/brandList',
  body: brandAuthList.query,
  response: brandAuthList.page,
});

export const getBrandAuth = endpoint({
  id: 'product.brandDetail',
  method: 'GET',
  path: `${P}/detail/{id}`,
  summary: 'One brand authorization with its documents (brand detail)',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  response: brandAuthDetailSchema,
});

/** One authorization in a brand's history (authed brand list). */
export const brandHistoryItemSchema = brandAuthRowSchema.pick({ id: true, authNo: true, status: true, refusalCode: true, validFrom: true, validTo: true, createdAt: true, decidedAt: true, revokeReason: true });
export type BrandHistoryItem = z.infer<typeof brandHistoryItemSchema>;

export const listAuthedBrand = endpoint({
  id: 'product.authedBrandList',
  method: 'GET',
  path: `${P}/authed/{brandCode}`,
  summary: "A brand's authorizations, newest first (authed brand list)",
  params: z.strictObject({ brandCode: z.string().min(1).max(64) }),
  response: z.object({ brandCode: z.string(), brandName: z.string(), items: z.array(brandHistoryItemSchema) }),
});

const decision = { id: z.string().min(1).max(64), version: z.number().int().min(1) };

export const submitBrandAuth = endpoint({
  id: 'product.brandAuthSubmit',
  method: 'POST',
  path: `${P}/auth/submit`,
  summary: 'Submits a draft or refused brand authorization to the platform',
  body: z.strictObject({ ...decision, note: z.string().trim().max(BRAND_NOTE_MAX) }),
  response: brandAuthDetailSchema,
});

export const revokeBrandAuth = endpoint({
  id: 'product.brandAuthDelete',
  method: 'POST',
  path: `${P}/auth/delete`,
  summary: 'Deletes (revokes) a brand authorization, with a reason (delete auth brand)',
  body: z.strictObject({ ...decision, note: z.string().trim().min(1).max(BRAND_NOTE_MAX) }),
  response: brandAuthDetailSchema,
});

export const countDisabledBrands = endpoint({
  id: 'product.brandDisabledCount',
  method: 'GET',
  path: `${P}/disable-auth/count`,
  summary: 'Brands whose authorization stopped (expired or revoked, none granted) while products of them are on sale (disable-auth count)',
  response: z.object({ brands: z.number().int(), products: z.number().int() }),
});

export const rBrandFormats = ['csv', 'xlsx'] as const;

export const downloadRBrands = endpoint({
  id: 'product.rBrandDownload',
  method: 'POST',
  path: `${P}/r-brand/download`,
  summary: 'The registered (R) brands: granted authorizations with trademark and validity, as a csv or xlsx file',
  body: z.strictObject({ format: z.enum(rBrandFormats) }),
  response: z.unknown(),
  file: true,
  timeoutMs: Timeout.fileDownload,
});

// ---- adding an authorization: its evidence documents, then the authorization (a draft)

export const uploadBrandDocument = endpoint({
  id: 'product.brandDocumentUpload',
  method: 'POST',
  path: `${P}/document/upload`,
  summary: 'Uploads an evidence document of a brand authorization (PDF, PNG, JPEG or WebP, checked by content; at most 5 MB)',
  multipart: true,
  timeoutMs: Timeout.upload,
  body: z.strictObject({ file: z.file().max(BRAND_DOCUMENT_MAX_BYTES), timezone: z.string().regex(/^GMT[+-]\d{2}:\d{2}$/) }),
  response: brandDocumentSchema,
});

export const getBrandDocument = endpoint({
  id: 'product.brandDocument',
  method: 'GET',
  path: `${P}/document/{id}`,
  summary: 'An evidence document itself',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  response: z.unknown(),
  file: true,
  timeoutMs: Timeout.fileDownload,
});

/** A brand of the tenant's products, with its current authorization's status (null: none). */
export const brandOptionSchema = z.object({ brandName: z.string(), brandCode: z.string(), productCount: z.number().int(), status: brandAuthStatusSchema.nullable() });
export type BrandOption = z.infer<typeof brandOptionSchema>;

export const listBrands = endpoint({
  id: 'product.brandList',
  method: 'GET',
  path: `${P}/list`,
  summary: "The brands of the tenant's products and their authorization state (brand list)",
  response: z.object({ items: z.array(brandOptionSchema) }),
});

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const BRAND_TEXT_MAX = 100;

export const createBrandAuth = endpoint({
  id: 'product.brandAuthCreate',
  method: 'POST',
  path: `${P}/auth/create`,
  summary: 'Adds a brand authorization with its evidence documents, as a draft',
  body: z.strictObject({
    brandName: z.string().trim().min(1).max(BRAND_TEXT_MAX),
    authType: brandAuthTypeSchema,
    trademarkNo: z.string().trim().min(1).max(40),
    registrant: z.string().trim().min(1).max(BRAND_TEXT_MAX),
    licensor: z.string().trim().max(BRAND_TEXT_MAX),
    validFrom: isoDay,
    validTo: isoDay,
    documentIds: z.array(z.string().min(1).max(64)).min(1).max(BRAND_DOCUMENTS_MAX),
  }),
  response: brandAuthDetailSchema,
});

export const BrandCreateErrorCode = { invalid: 'PRODUCT_BRAND_INVALID', documentType: 'PRODUCT_BRAND_DOCUMENT_TYPE' } as const;

export const brandEndpoints = [
  searchBrandAuths,
  getBrandAuth,
  listAuthedBrand,
  submitBrandAuth,
  revokeBrandAuth,
  countDisabledBrands,
  downloadRBrands,
  uploadBrandDocument,
  getBrandDocument,
  listBrands,
  createBrandAuth,
] as const;
