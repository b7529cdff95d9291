// /product/list per build (spec section 2: "list (vms or other variant)"): the vms build (a seller's
// portal, account type 4) lists the skus its vendors offer with the purchase price, sale price,
// margin and stock through its own search; every other build with the product group lists the
// supplier's product master with its attribute readiness.
import { describe, expect, it, vi } from 'vitest';
import { productMasterList, searchProductMaster, searchVmsProducts, vmsProductList } from '../../../src/contract/product/master';
import { productListResourceOf } from '../../../src/resources/product/master';
import { variants } from '../../../src/variants';

vi.mock(import('@lingui/core/macro'), () => import('../lingui-macro') as never);

describe('product list per variant', () => {
  it('the vms build picks the seller list, every other build with products the master list', () => {
    const withProducts = Object.values(variants).filter((v) => v.groups.includes('product'));
    expect(withProducts.map((v) => v.id).sort()).toEqual(['cbdc', 'fobt', 'ita', 'scm', 'scs', 'tof', 'vms']);
    for (const v of withProducts) {
      expect(v.screens.productList, v.id).toBe(v.id === 'vms' ? 'vms' : 'default');
      expect(productListResourceOf(v.screens.productList).endpoints.search.id, v.id).toBe(v.id === 'vms' ? searchVmsProducts.id : searchProductMaster.id);
    }
  });

  it('the two lists differ in what a row is and what it shows', () => {
    const columns = (spec: { table: { columns: readonly { key: string }[] } }) => spec.table.columns.map((c) => c.key);
    const vms = columns(vmsProductList);
    const master = columns(productMasterList);
    expect(vms).toEqual(expect.arrayContaining(['sellerSku', 'vendorName', 'purchasePrice', 'salePrice', 'margin', 'stock']));
    expect(vms).not.toContain('attributesMissing');
    expect(master).toEqual(expect.arrayContaining(['productCode', 'skuCount', 'attributesMissing']));
    expect(master).not.toContain('purchasePrice');
    expect(productListResourceOf('vms').detailPath!(productListResourceOf('vms').examples.row as never)).toBe('/info/pr-harbor-000003');
  });
});
