// Carts, i.e. shops on the sales platforms (/asset/cart and cart/info/:cartId?): the customisable
// list of POST assets/cart/search and the record (GET, PUT assets/cart/{id}). Carts come from the
// platform authorisation, so the portal neither creates nor deletes them; it edits the name, the
// status and the remark (a closed cart stays closed: ASSET_CART_CLOSED).
//   cartResource      the list (registered; its rows open the record)
//   cartEditResource  the same with the record's form, for the info screen (view and edit only)
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { cartGet, cartSearch, cartStatuses, cartUpdate, type cartRowSchema, type cartSchema } from '../../contract/asset/assets';
import { defineResource, tableSearch } from '../types';
import { assetStaleCodes, type AssetField } from './fields';

export type CartRow = z.infer<typeof cartRowSchema>;
export type Cart = z.infer<typeof cartSchema>;

export interface CartValues extends Record<string, unknown> {
  code: string;
  platformCode: string;
  siteCountry: string;
  currency: string;
  platformShopId: string;
  name: string;
  status: string | null;
  remark: string;
}

export const cartFormSchema = z.object({
  name: z.string().trim().min(1, 'required').max(100),
  status: z.enum(cartStatuses, { error: 'required' }),
  remark: z.string().trim().max(500),
});

export const cartFields: AssetField[] = [
  { name: 'code', label: msg`Cart code`, kind: 'text', readOnlyOnEdit: true },
  { name: 'platformCode', label: msg`Platform`, kind: 'select', optionName: 'platform', readOnlyOnEdit: true },
  { name: 'siteCountry', label: msg`Site`, kind: 'select', optionName: 'country', readOnlyOnEdit: true },
  { name: 'currency', label: msg`Currency`, kind: 'select', optionName: 'currency', readOnlyOnEdit: true },
  { name: 'platformShopId', label: msg`Platform shop id`, kind: 'text', readOnlyOnEdit: true },
  { name: 'name', label: msg`Cart name`, kind: 'text', required: true },
  { name: 'status', label: msg`Status`, kind: 'select', optionName: 'cartStatus', required: true },
  { name: 'remark', label: msg`Remark`, kind: 'textarea' },
];

export function cartValues(d: Cart | null): CartValues {
  return {
    code: d?.code ?? '',
    platformCode: d?.platformCode ?? '',
    siteCountry: d?.siteCountry ?? '',
    currency: d?.currency ?? '',
    platformShopId: d?.platformShopId ?? '',
    name: d?.name ?? '',
    status: d?.status ?? null,
    remark: d?.remark ?? '',
  };
}

export const exampleCartRow: CartRow = {
  id: 'cart-1',
  code: 'AMZ-US-01',
  name: 'Harbor Home US',
  platformCode: 'amazon',
  siteCountry: 'US',
  currency: 'USD',
  platformShopId: 'A1B2C3D4E5',
  status: 'active',
  logisticsCount: 3,
  createdAt: '2024-05-01T08:00:00.000Z',
  updatedAt: '2024-05-02T08:00:00.000Z',
  version: 2,
};

export const exampleCart: Cart = {
  ...exampleCartRow,
  platformName: 'Amazon',
  remark: '',
  createdAt: '2024-05-01T08:00:00.000Z',
};

const listPart = {
  bizType: 'asset.cart',
  title: msg`Carts (shops)`,
  fetchPage: tableSearch<CartRow>(cartSearch),
  rowId: (row: { id: string }) => row.id,
  detailPath: (row: { id: string }) => `/cart/info/${encodeURIComponent(row.id)}`,
  listPath: '/cart',
};

export const cartResource = defineResource<CartRow>({
  key: 'asset.carts',
  ...listPart,
  endpoints: { search: cartSearch },
  examples: { row: exampleCartRow },
});

export const cartEditResource = defineResource<CartRow, Cart, CartValues>({
  key: 'asset.cartRecord',
  ...listPart,
  endpoints: { search: cartSearch, get: cartGet, update: cartUpdate },
  form: {
    schema: cartFormSchema,
    fields: cartFields,
    fromDetail: cartValues,
    toBody: (v, d) => ({ name: v.name.trim(), status: v.status, remark: v.remark.trim(), version: d?.version ?? 1 }),
    staleCodes: assetStaleCodes,
  },
  examples: {
    row: exampleCartRow,
    detail: exampleCart,
    values: { valid: { ...cartValues(exampleCart), name: 'Harbor Home US (main)', status: 'paused' }, invalid: { ...cartValues(exampleCart), name: '  ' } },
  },
});
