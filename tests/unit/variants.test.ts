// The 13 variant configs: schema, identity with the contract's cores, coverage, AA contrast.
import { describe, expect, it } from 'vitest';
import { groupIds } from '../../src/contract/kernel/groups';
import { variantCores, variantIds } from '../../src/contract/kernel/variants';
import { documentTitle, getVariant, variantConfigSchema, variantOfAppId, variants } from '../../src/variants';

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const all = Object.values(variants);

describe('variants', () => {
  it('has exactly the 13 variant ids, each keyed by its own id', () => {
    expect(Object.keys(variants).sort()).toEqual([...variantIds].sort());
    for (const [id, v] of Object.entries(variants)) expect(v.id).toBe(id);
  });

  it.each(variantIds)('%s validates and extends its contract core unchanged', (id) => {
    const v = variants[id];
    expect(variantConfigSchema.safeParse(v).success).toBe(true);
    const core = variantCores[id];
    expect({ id: v.id, appId: v.appId, flavour: v.flavour, accountType: v.accountType, groups: v.groups, permissions: v.permissions }).toEqual({ ...core });
  });

  it('application ids are unique', () => {
    expect(new Set(all.map((v) => v.appId)).size).toBe(all.length);
    for (const v of all) expect(variantOfAppId(v.appId)).toBe(v);
  });

  it('every route group belongs to at least one variant', () => {
    const used = new Set(all.flatMap((v) => v.groups));
    expect(groupIds.filter((g) => !used.has(g))).toEqual([]);
  });

  it('tof is the supplier flavour, account type 3, supplier dashboard, the default', () => {
    expect(variants.tof).toMatchObject({ flavour: 'supplier', accountType: 3, dashboard: 'supplier', subProduct: 'Wharf', templateAppId: true });
    expect(getVariant()).toBe(variants.tof);
    expect(getVariant('')).toBe(variants.tof);
  });

  it('vms: seller flavour, account type 4; dms: distributor flavour, account type 5', () => {
    expect(variants.vms).toMatchObject({ flavour: 'seller', accountType: 4, screens: { productList: 'vms' } });
    expect(variants.dms).toMatchObject({ flavour: 'distributor', accountType: 5, screens: { report: 'dms' } });
    expect(variants.scm.screens.report).toBe('scm');
    for (const v of all.filter((x) => x.id !== 'vms' && x.id !== 'dms')) expect(v).toMatchObject({ flavour: 'supplier', accountType: 3 });
  });

  it('only ecol gets the service-provider dashboard', () => {
    expect(all.filter((v) => v.dashboard === 'ecol').map((v) => v.id)).toEqual(['ecol']);
  });

  it('sub-product labels: a brand label for tof, another for scs, else the upper-cased id', () => {
    expect(variants.scs.subProduct).not.toBe(variants.tof.subProduct);
    expect(variants['cds-admin'].subProduct).toBe('CDS-ADMIN');
    for (const v of all.filter((x) => x.id !== 'tof' && x.id !== 'scs')) expect(v.subProduct).toBe(v.id.toUpperCase());
  });

  it('flags follow spec sections 6 and 9', () => {
    for (const v of all) expect(v.flags).toEqual({ fixedHeader: true, sidebarLogo: true, localMock: false, ascpGrayFlag: true });
  });

  it('titles are distinct; every variant uses currency and its groups\' dictionaries', () => {
    expect(new Set(all.map((v) => v.title.en)).size).toBe(all.length);
    expect(new Set(all.map((v) => v.title['zh-CN'])).size).toBe(all.length);
    // the Chinese title holds no English word (an upper-case acronym such as CDS aside)
    for (const v of all) expect(v.title['zh-CN'], v.id).not.toMatch(/[A-Za-z]*[a-z][A-Za-z]*/);
    expect(documentTitle(variants.tof, 'Orders')).toBe('Orders - Wharf Supplier Portal');
    expect(documentTitle(variants.tof)).toBe('Wharf Supplier Portal');
    expect(documentTitle(variants.tof, '订单', 'zh-CN')).toBe('订单 - 供应商门户');
    for (const v of all) {
      expect(v.options).toContain('currency');
      expect(new Set(v.options).size).toBe(v.options.length);
      if (v.groups.includes('asset')) expect(v.options).toContain('warehouseType');
    }
  });

  it('every variant has its own primary colour', () => {
    expect(new Set(all.map((v) => v.theme.primary.toLowerCase())).size).toBe(all.length);
  });

  it.each(variantIds)('%s theme meets WCAG AA (4.5:1)', (id) => {
    const t = variants[id].theme;
    expect(t.sidebarWidth).toBe(366);
    expect(contrast(t.primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(t.primaryContrast, t.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(t.accent, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(t.primary, t.sidebarBackground)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(t.sidebarText, t.sidebarBackground)).toBeGreaterThanOrEqual(4.5);
    expect(luminance(t.sidebarBackground)).toBeGreaterThan(0.85); // light grey
  });

  it('the contrast helper agrees with known values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('an unknown variant id throws', () => {
    expect(() => getVariant('nope')).toThrow(/unknown variant/);
    expect(getVariant('cds-admin')).toBe(variants['cds-admin']);
  });
});
