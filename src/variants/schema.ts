// The variant config schema (design section 7): the contract's VariantCore (application id,
// flavour, account type, route groups, permission keys) extended with what the browser needs:
// titles, sub-product label, dashboard kind, option dictionaries, flags, screen differences and
// theme tokens. Each src/variants/<id>.ts calls defineVariant(); the data of the core is taken
// from variantCores, never repeated.
import { z } from 'zod';
import { typedOptionNameSchema } from '../contract/shell';
import { groupIdSchema } from '../contract/kernel/groups';
import { orderInfoKinds } from '../contract/order/shell';
import type { VariantCore, VariantId } from '../contract/kernel/variants';
import { accountTypeSchema, flavourSchema, permissionKeySchema, variantCores, variantIdSchema } from '../contract/kernel/variants';

const hex = z.string().regex(/^#[0-9a-f]{6}$/i, 'a #rrggbb colour');

export const themeTokensSchema = z.strictObject({
  /** Buttons, links, the active menu entry. AA (>= 4.5) on white and on the sidebar. */
  primary: hex,
  /** Text on a primary background. AA (>= 4.5) against primary. */
  primaryContrast: hex,
  /** Secondary emphasis (tags, focus rings, selected rows). AA on white. */
  accent: hex,
  /** Spec section 2: the sidebar is light grey. */
  sidebarBackground: hex,
  sidebarText: hex,
  /** Spec section 9: 366 px. */
  sidebarWidth: z.literal(366),
});
export type ThemeTokens = z.infer<typeof themeTokensSchema>;

/** Spec section 9 defaults; spec section 6: ascpGrayFlag defaults to true. */
export const variantFlagsSchema = z.strictObject({
  fixedHeader: z.boolean(),
  sidebarLogo: z.boolean(),
  localMock: z.boolean(),
  ascpGrayFlag: z.boolean(),
});
export type VariantFlags = z.infer<typeof variantFlagsSchema>;
export const defaultFlags: VariantFlags = { fixedHeader: true, sidebarLogo: true, localMock: false, ascpGrayFlag: true };

/** Screen differences the spec names per variant (section 2). */
export const screenVariantsSchema = z.strictObject({
  /** /report/report: "variant: scm, dms or default". */
  report: z.enum(['scm', 'dms', 'default']),
  /** /product/list: "vms or other variant". */
  productList: z.enum(['vms', 'default']),
  /** /order/info/:id: spec section 7 "order info by id, vms order info, fobt order info". */
  orderInfo: z.enum(orderInfoKinds),
  /** /order/list: spec section 3's seller order filter, or its older shape (one warehouse; no tag, tracking or delay fields). */
  orderFilter: z.enum(['current', 'old']),
});
export type ScreenVariants = z.infer<typeof screenVariantsSchema>;

export const variantConfigSchema = z.strictObject({
  id: variantIdSchema,
  appId: z.string().min(1),
  flavour: flavourSchema,
  accountType: accountTypeSchema,
  groups: z.array(groupIdSchema).readonly(),
  permissions: z.array(permissionKeySchema).readonly(),
  /**
   * The header's title and the document title's suffix ("<route title> - <title>"), in both
   * languages: the header follows the screen's (decision 022). The sub-product stays a brand.
   */
  title: z.strictObject({ en: z.string().min(1), 'zh-CN': z.string().min(1) }),
  /** Spec section 9: a short brand label for tof, another for scs, else the upper-cased id. */
  subProduct: z.string().min(1),
  /** Which dashboard / and /dashboard show: ecol gets the service-provider one. */
  dashboard: z.enum(['supplier', 'ecol']),
  /** Option dictionaries (option/{name}) the variant's screens use. */
  options: z.array(typedOptionNameSchema).readonly(),
  flags: variantFlagsSchema,
  screens: screenVariantsSchema,
  /** Spec section 7: template field groups and the current template carry appId for tof only. */
  templateAppId: z.boolean(),
  /** Spec section 5: uploads carry the application id "for most variants". */
  uploadAppId: z.boolean(),
  theme: themeTokensSchema,
});
export type VariantConfig = z.infer<typeof variantConfigSchema>;

/** Shared theme tokens; each variant sets its own primary and accent. */
export const baseTheme = { primaryContrast: '#ffffff', sidebarBackground: '#f5f5f5', sidebarText: '#1f2937', sidebarWidth: 366 } as const;

export interface VariantExtras {
  title: VariantConfig['title'];
  subProduct?: string;
  dashboard?: VariantConfig['dashboard'];
  options: VariantConfig['options'];
  flags?: Partial<VariantFlags>;
  screens?: Partial<ScreenVariants>;
  templateAppId?: boolean;
  uploadAppId?: boolean;
  theme: Pick<ThemeTokens, 'primary' | 'accent'> & Partial<ThemeTokens>;
}

/** The default sub-product label: the upper-cased variant id (spec section 9). */
export const defaultSubProduct = (id: VariantId) => id.toUpperCase();

/** A variant config: the contract's core for `id` plus the extras, validated. */
export function defineVariant(id: VariantId, extras: VariantExtras): VariantConfig {
  const core: VariantCore = variantCores[id];
  return variantConfigSchema.parse({
    ...core,
    title: extras.title,
    subProduct: extras.subProduct ?? defaultSubProduct(id),
    dashboard: extras.dashboard ?? 'supplier',
    options: extras.options,
    flags: { ...defaultFlags, ...extras.flags },
    screens: { report: 'default', productList: 'default', orderInfo: 'default', orderFilter: 'current', ...extras.screens },
    templateAppId: extras.templateAppId ?? false,
    uploadAppId: extras.uploadAppId ?? true,
    theme: { ...baseTheme, ...extras.theme },
  });
}
