// Goods-base products (docs/domain/products.md, "Goods-base product"): the supplier describes a
// product once (a category leaf and its attributes, title, brand, master sku, supply price, tax code
// and 1 to 8 images uploaded through the goods-base image upload, image.goodsBaseUpload), then
// publishes it to chosen channels (carts). Creation is refused while anything required is missing,
// naming each (gbReadinessGaps: the new-product readiness plus images and the tax code and its
// special check); publishing passes the platform's check (gbPublishCheck: IMAGE_QUALITY, and per
// channel DUPLICATE_PRODUCT) and creates one platform product per channel.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import { isPositiveNumber5 } from '../kernel/rules';
import { APPLY_TITLE_MAX, readinessGaps, type Category, type ReadinessGap } from './new-product';

const P = '/api/scm-app/supplier/goods-base';

export const gbStatuses = ['unpublished', 'published'] as const;
export const gbStatusSchema = z.enum(gbStatuses);
export type GbStatus = z.infer<typeof gbStatusSchema>;

/** The platform's publish check: IMAGE_QUALITY for the product, DUPLICATE_PRODUCT per channel. */
export const gbPublishCodes = ['IMAGE_QUALITY', 'DUPLICATE_PRODUCT'] as const;
export const gbPublishCodeSchema = z.enum(gbPublishCodes);
export type GbPublishCode = z.infer<typeof gbPublishCodeSchema>;

export const GB_IMAGES_MAX = 8;
/** The platform's image rule: at least 2 images, each at least this many pixels on its shorter side. */
export const GB_PUBLISH_IMAGES_MIN = 2;
export const GB_IMAGE_MIN_PX = 500;
export const GB_CHANNELS_MAX = 10;

export const GbErrorCode = {
  notReady: 'PRODUCT_GB_NOT_READY',
  invalid: 'PRODUCT_GB_INVALID',
  stale: 'PRODUCT_GB_STALE',
  refused: 'PRODUCT_GB_PUBLISH_REFUSED',
} as const;

export const gbList = defineListSpec({
  bizType: 'product.gbProductList',
  title: ['Goods-base products', '商品库商品'],
  fields: {
    /** One product by its id: the record reads its row through the list. */
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    imageUrl: { type: z.string(), title: ['Image', '图片'], width: 80 },
    gbCode: { type: z.string(), title: ['Goods-base code', '商品库编码'], width: 150, sortable: true, filter: 'text' },
    title: { type: z.string(), title: ['Title', '标题'], width: 260, filter: 'text' },
    brand: { type: z.string(), title: ['Brand', '品牌'], width: 120, filter: 'text' },
    categoryCode: { type: z.string(), title: ['Category code', '类目编码'], width: 120 },
    skuCode: { type: z.string(), title: ['Master sku', '主 SKU'], width: 140, filter: 'text' },
    supplyPrice: { type: z.number(), title: ['Supply price', '供货价'], kind: 'number', width: 110, sortable: true },
    taxCode: { type: z.string(), title: ['Tax code', '税码'], width: 90, hidden: true },
    imageCount: { type: z.number().int(), title: ['Images', '图片数'], kind: 'number', width: 80 },
    channelCount: { type: z.number().int(), title: ['Channels', '渠道数'], kind: 'number', width: 90 },
    status: { type: gbStatusSchema, title: ['Status', '状态'], kind: 'status', width: 170, optionName: 'gbStatus', filter: { kind: 'select', schema: gbStatusSchema } },
    createdAt: { type: z.string(), title: ['Created at', '创建时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    createdBy: { type: z.string(), title: ['Created by', '创建人'], width: 130, hidden: true },
    version: { type: z.number().int(), kind: 'number' },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
  conditionOrder: ['gbCode', 'title', 'status', 'skuCode', 'brand', 'createdAt'],
});
export const gbRowSchema = gbList.row;
export type GbRow = z.infer<typeof gbRowSchema>;

export const gbImageSchema = z.object({ id: z.string(), url: z.string(), width: z.number().int().nullable(), height: z.number().int().nullable(), fileName: z.string() });
export type GbImage = z.infer<typeof gbImageSchema>;

export const gbChannelSchema = z.object({
  cartCode: z.string(),
  cartName: z.string(),
  platformCode: z.string(),
  /** The platform product the publish created on this channel. */
  productId: z.string(),
  publishedAt: z.string(),
  publishedBy: z.string(),
});
export type GbChannel = z.infer<typeof gbChannelSchema>;

export const gbDetailSchema = gbRowSchema.extend({
  skuName: z.string(),
  attributes: z.record(z.string(), z.string()),
  images: z.array(gbImageSchema),
  channels: z.array(gbChannelSchema),
});
export type GbDetail = z.infer<typeof gbDetailSchema>;

const supplyPrice = z.number().refine((v) => v > 0 && isPositiveNumber5(v), 'a positive number with up to 5 decimals').refine((v) => v < 1e9);

/** What the form sends (empty values are allowed by the schema so that readiness names them). */
export const gbInputSchema = z.strictObject({
  categoryCode: z.string().max(32),
  title: z.string().trim().max(APPLY_TITLE_MAX),
  brand: z.string().trim().max(64),
  skuCode: z.string().trim().max(64),
  supplyPrice: supplyPrice.nullable(),
  taxCode: z.string().trim().max(16),
  attributes: z.record(z.string().max(40), z.string().trim().max(100)),
  imageIds: z.array(z.string().min(1).max(64)).max(GB_IMAGES_MAX),
});
export type GbInput = z.infer<typeof gbInputSchema>;

export const searchGb = endpoint({
  id: 'product.gbSearch',
  method: 'POST',
  path: `${P}/search`,
  summary: 'Goods-base products (gbProductList)',
  body: gbList.query,
  response: gbList.page,
});

export const getGb = endpoint({
  id: 'product.gbInfo',
  method: 'GET',
  path: `${P}/detail/{id}`,
  summary: 'Goods-base details: the product, its images and the channels it is published on',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  response: gbDetailSchema,
});

export const createGb = endpoint({
  id: 'product.gbCreate',
  method: 'POST',
  path: `${P}/create`,
  summary: 'Create a goods-base product (refused while a required field is missing, each named; the same requestId again answers the same product)',
  body: gbInputSchema.extend({ requestId: z.string().min(8).max(64) }),
  response: gbDetailSchema,
});

export const publishGb = endpoint({
  id: 'product.gbPublish',
  method: 'POST',
  path: `${P}/publish`,
  summary: "Publish a goods-base product to channels: the platform's check, then a platform product per channel (a channel it is on already is left as it is)",
  body: z.strictObject({
    id: z.string().min(1).max(64),
    version: z.number().int().min(1),
    cartCodes: z.array(z.string().trim().min(1).max(64)).min(1).max(GB_CHANNELS_MAX),
  }),
  response: gbDetailSchema,
});

export const gbEndpoints = [searchGb, getGb, createGb, publishGb] as const;

// ---- rules shared by the form and the server ----------------------------------------------------

/** A tax rate as the form knows it (common.taxRates). */
export interface GbTaxRate {
  taxCode: string;
  rate: number;
}
/**
 * The special tax-code check: a goods-base product is goods, so a code at a rate for services (6 %)
 * or transport and farm produce (9 %) is refused; the general goods rate, zero-rating and the
 * small-scale levy rates pass.
 */
export const GB_SPECIAL_TAX_RATES = [0.06, 0.09] as const;
export const taxRateSpecial = (rate: number) => GB_SPECIAL_TAX_RATES.some((r) => Math.abs(r - rate) < 1e-9);

export type GbGap = ReadinessGap | { field: 'images' } | { field: 'taxCode' } | { field: 'taxSpecial'; taxCode: string };

/** What a goods-base product misses before it can be created: the new-product readiness, an image, a tax code that is one of the supplier's and not a special one. */
export function gbReadinessGaps(input: Omit<GbInput, 'imageIds'> & { imageCount: number }, categories: readonly Category[], taxRates: readonly GbTaxRate[]): GbGap[] {
  const gaps: GbGap[] = readinessGaps(input, categories);
  if (input.imageCount < 1) gaps.push({ field: 'images' });
  const rate = taxRates.find((r) => r.taxCode === input.taxCode);
  if (!rate) gaps.push({ field: 'taxCode' });
  else if (taxRateSpecial(rate.rate)) gaps.push({ field: 'taxSpecial', taxCode: input.taxCode });
  return gaps;
}

/** The platform's image rule at publish: IMAGE_QUALITY when fewer than 2 images or one under 500 px on a side (an unknown size fails). */
export function gbImageQualityFails(images: readonly { width: number | null; height: number | null }[]): boolean {
  if (images.length < GB_PUBLISH_IMAGES_MIN) return true;
  return images.some((i) => i.width === null || i.height === null || Math.min(i.width, i.height) < GB_IMAGE_MIN_PX);
}
