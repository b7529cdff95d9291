// Goods-base products (/product/gbProductList): the server's customisable table (search, columns,
// saved views, export, keyset pager), each row with its main image as a thumbnail. A product opens
// its record (/product/gbProductInfo/:id), where it is published to channels.
import { msg } from '@lingui/core/macro';
import { searchGb, type GbRow } from '../../contract/product/goods-base';
import { defineResource, tableSearch } from '../types';

export const gbResource = defineResource<GbRow>({
  key: 'product.gbProductList',
  bizType: 'product.gbProductList',
  title: msg`Goods-base products`,
  endpoints: { search: searchGb },
  fetchPage: tableSearch<GbRow>(searchGb),
  rowId: (row) => row.id,
  detailPath: (row) => `/gbProductInfo/${encodeURIComponent(row.id)}`,
  listPath: '/gbProductList',
  examples: {
    row: {
      id: 'gb-harbor-1',
      imageUrl: '/back/api/scm-app/supplier/image/img-harbor-gb-1-1',
      gbCode: 'GB26021000001',
      title: 'Kitchen: Everyday essential, reliable build for daily use',
      brand: 'Northwind',
      categoryCode: 'KT-DRINK',
      skuCode: 'HA-KT-0001',
      supplyPrice: 12.5,
      taxCode: 'VAT13',
      imageCount: 2,
      channelCount: 1,
      status: 'published',
      createdAt: '2026-02-10T00:00:00.000Z',
      createdBy: 'Grace Lin',
      version: 2,
    },
  },
});
