// The build variants of spec section 1 as far as the server needs them: application identifier,
// flavour, account type, route groups and permission keys. Titles and theme tokens live in
// src/variants/ (the browser side). See docs/decisions/004-variant-mapping.md.
import { z } from 'zod';
import type { GroupId } from './groups';

export const variantIds = ['tof', 'scs', 'scm', 'vms', 'fobt', 'ita', 'ecol', 'cbdc', 'dms', 'cds', 'cds-admin', 'spalding', 'mm'] as const;
export const variantIdSchema = z.enum(variantIds);
export type VariantId = z.infer<typeof variantIdSchema>;
export const PRIMARY_VARIANT: VariantId = 'tof';

export const flavours = ['supplier', 'seller', 'distributor'] as const;
export const flavourSchema = z.enum(flavours);
export type Flavour = z.infer<typeof flavourSchema>;

/** Spec section 6 permission keys. */
export const permissionKeys = ['stockSeparate.control', 'export', 'report.export'] as const;
export const permissionKeySchema = z.enum(permissionKeys);
export type PermissionKey = z.infer<typeof permissionKeySchema>;

/** Account type sent with getUserInfo: 3 by default, 4 for vms, 5 for dms (spec section 7). */
export const accountTypeSchema = z.union([z.literal(3), z.literal(4), z.literal(5)]);
export type AccountType = z.infer<typeof accountTypeSchema>;

export interface VariantCore {
  id: VariantId;
  /** Fixed application identifier sent in template and config calls and as the menu key. */
  appId: string;
  flavour: Flavour;
  accountType: AccountType;
  groups: readonly GroupId[];
  permissions: readonly PermissionKey[];
}

const core = (id: VariantId, flavour: Flavour, accountType: AccountType, groups: GroupId[], permissions: PermissionKey[] = []): VariantCore => ({
  id,
  appId: `wharf-${id}`,
  flavour,
  accountType,
  groups,
  permissions,
});

export const variantCores: Record<VariantId, VariantCore> = {
  tof: core('tof', 'supplier', 3, ['asset', 'inventory', 'report', 'cost', 'separate', 'product', 'order', 'receipt', 'bills', 'template', 'activity', 'service', 'collect', 'finance', 'bulkInventory', 'poolFinance', 'replenishment', 'platform', 'inventoryCenter', 'performance', 'customs', 'cainiao', 'reconciliation'], ['report.export']),
  scs: core('scs', 'supplier', 3, ['receipt', 'order', 'product', 'finance', 'bills', 'supplyChain', 'report', 'template'], ['report.export']),
  scm: core('scm', 'supplier', 3, ['asset', 'inventory', 'separate', 'cost', 'order', 'product', 'report', 'template'], ['stockSeparate.control', 'export']),
  vms: core('vms', 'seller', 4, ['product', 'order', 'receipt', 'finance', 'report', 'template']),
  fobt: core('fobt', 'supplier', 3, ['order', 'product', 'receipt', 'report', 'template']),
  ita: core('ita', 'supplier', 3, ['product', 'order', 'performance', 'report', 'template']),
  ecol: core('ecol', 'supplier', 3, ['collect', 'serviceProvider', 'service', 'report', 'template']),
  cbdc: core('cbdc', 'supplier', 3, ['customs', 'order', 'product', 'receipt', 'finance', 'report', 'template']),
  dms: core('dms', 'distributor', 5, ['distribution', 'finance', 'report', 'template']),
  cds: core('cds', 'supplier', 3, ['cdsOrder', 'order', 'report', 'template']),
  'cds-admin': core('cds-admin', 'supplier', 3, ['cdsOrder', 'report', 'template']),
  spalding: core('spalding', 'supplier', 3, ['spalding', 'report', 'template']),
  mm: core('mm', 'supplier', 3, ['separate', 'inventory', 'asset', 'order', 'report', 'template'], ['stockSeparate.control']),
};

export const variantByAppId = (appId: string): VariantCore | undefined =>
  Object.values(variantCores).find((v) => v.appId === appId);

/** Flavour path rewriting: spec paths carry the supplier segment; other flavours swap it. */
export function flavourPath(path: string, flavour: Flavour): string {
  return flavour === 'supplier' ? path : path.replace(/\/supplier(?=\/|$)/, `/${flavour}`);
}
