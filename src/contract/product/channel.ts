// Channel products (docs/domain/products.md, "Channel products, matching and sync"): a platform
// product's listing as one channel (cart: one shop on one platform) shows it, with its channel
// skus, each matched to one of our skus or not. The list finds a listing by its outer code, an
// outer sku or our product code. The supplier puts a listing on or off the shelf (PUT, spec
// "shelf goods and product"): not while the platform blocks the product, not without stock on
// its matched skus, not with no matched sku; the version read is checked; asking for the state
// it is in changes nothing.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import { productStatusSchema } from './platform';

const P = '/api/scm-app/supplier/product/channel';

export const shelfStatuses = ['onShelf', 'offShelf'] as const;
export const shelfStatusSchema = z.enum(shelfStatuses);
export type ShelfStatus = z.infer<typeof shelfStatusSchema>;

export const ChannelErrorCode = {
  stale: 'PRODUCT_SHELF_STALE',
  blocked: 'PRODUCT_SHELF_BLOCKED',
  noStock: 'PRODUCT_SHELF_NO_STOCK',
  unmatched: 'PRODUCT_SHELF_UNMATCHED',
} as const;

export const channelProductList = defineListSpec({
  bizType: 'product.channelList',
  title: ['Channel products', '渠道商品'],
  fields: {
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    outerCode: { type: z.string(), title: ['Channel code', '渠道商品编码'], width: 150, sortable: true },
    title: { type: z.string(), title: ['Channel title', '渠道标题'], width: 230, filter: 'text' },
    platformCode: { type: z.string(), title: ['Platform', '平台'], kind: 'status', width: 110, optionName: 'platform', filter: { kind: 'select', schema: z.string().max(32) } },
    cartName: { type: z.string(), title: ['Channel', '渠道店铺'], width: 170 },
    productId: { type: z.string() },
    productCode: { type: z.string(), title: ['Product code', '商品编码'], width: 130 },
    shelfStatus: { type: shelfStatusSchema, title: ['Shelf', '上下架'], kind: 'status', width: 100, optionName: 'shelfStatus', filter: { kind: 'select', schema: shelfStatusSchema } },
    productStatus: { type: productStatusSchema, title: ['Product status', '商品状态'], kind: 'status', width: 110, optionName: 'productStatus', filter: { kind: 'select', schema: productStatusSchema } },
    skuCount: { type: z.number().int(), title: ['Channel skus', '渠道 SKU 数'], kind: 'number', width: 100 },
    unmatchedCount: { type: z.number().int(), title: ['Unmatched', '未匹配'], kind: 'number', width: 100 },
    stock: { type: z.number().int(), title: ['Stock', '库存'], kind: 'number', width: 90, sortable: true },
    syncedAt: { type: z.string().nullable(), title: ['Last synced', '最近同步'], kind: 'datetime', width: 170, sortable: true },
    version: { type: z.number().int(), kind: 'number' },
  },
  conditions: {
    code: { kind: 'text', schema: z.string().max(64), label: ['Code (channel, sku or product)', '编码（渠道、SKU 或商品）'] },
  },
  defaultSort: { field: 'outerCode', order: 'asc' },
  conditionOrder: ['code', 'title', 'platformCode', 'shelfStatus', 'productStatus'],
});
export const channelProductRowSchema = channelProductList.row;
export type ChannelProductRow = z.infer<typeof channelProductRowSchema>;

export const searchChannelProducts = endpoint({
  id: 'product.channelSearch',
  method: 'POST',
  path: `${P}/search`,
  summary: 'Channel products and skus by code (channelList)',
  body: channelProductList.query,
  response: channelProductList.page,
});

export const shelfChannelProduct = endpoint({
  id: 'product.channelShelf',
  method: 'PUT',
  path: `${P}/shelf`,
  summary: 'Put a channel product on or off the shelf',
  body: z.strictObject({ id: z.string().min(1).max(64), version: z.number().int().min(1), shelf: shelfStatusSchema }),
  response: channelProductRowSchema,
});

export const channelEndpoints = [searchChannelProducts, shelfChannelProduct] as const;
