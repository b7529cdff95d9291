// Common calls of spec section 7: user info, language, menu, option dictionaries, currency and the
// vms common lists. Also the dashboard summary and sign-out, which the spec does not show.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { groupIdSchema, tenantKindSchema } from '../kernel/groups';
import { accountTypeSchema, permissionKeySchema } from '../kernel/variants';
import { isKnownOptionName } from '../kernel/labels';

export const languages = ['en', 'zh-CN'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;
/**
 * The screen's language, sent on every call by the client (decision 022). An explicit header and
 * not Accept-Language: the browser sends that one on its own with the browser's language, which is
 * neither the screen's nor the account's; a call without this header falls back to the account's.
 */
export const LANG_HEADER = 'X-Wharf-Lang';

export const userInfoSchema = z.object({
  userId: z.string(),
  account: z.string(),
  displayName: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  tenantKind: tenantKindSchema,
  accountType: accountTypeSchema,
  lang: languageSchema,
  /** Upper or lower case from the server; the client keeps it lower-cased (spec section 3). */
  currency: z.string().min(3).max(3),
  /** "1": the company's agreement is signed, and the signing notice is shown once (spec section 4). */
  signedFlag: z.enum(['0', '1']),
  /**
   * The user acknowledged the signing notice (acknowledgeSigningNotice): it is not shown again, on
   * any browser. An answer without it (another implementation of the contract) reads as not yet.
   */
  signingNoticeSeen: z.boolean().default(false),
  permissions: z.array(permissionKeySchema),
  /** The route groups the user's role grants (the menu shows those the variant also has). */
  groups: z.array(groupIdSchema),
  /** The granted groups whose data this user may change (the others are view only). */
  manageGroups: z.array(groupIdSchema),
  lastLoginAt: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export interface MenuItem {
  id: string;
  parentId: string | null;
  resKey: string;
  resName: string;
  resUrl: string;
  icon: string;
  checked: boolean;
  children: MenuItem[];
}
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string().nullable(),
    resKey: z.string(),
    resName: z.string(),
    resUrl: z.string(),
    icon: z.string(),
    checked: z.boolean(),
    children: z.array(menuItemSchema),
  }),
);

export const optionSchema = z.object({ value: z.string(), label: z.string(), labelZh: z.string().optional() });
export type Option = z.infer<typeof optionSchema>;

/**
 * The option dictionaries of no area (spec section 3: each variant has its own dictionaries). An
 * area's own dictionaries are its label sets, named in its manifest (`options`); src/contract/areas.ts
 * gathers both into `optionNames`.
 */
export const commonOptionNames = ['currency', 'platform', 'warehouseType', 'auditStatus', 'country', 'warehouseStatus', 'cartStatus', 'logisticsMode', 'logisticsStatus', 'portType', 'triggerChange', 'triggerRecordStatus', 'yesNo'] as const;
export type CommonOptionName = (typeof commonOptionNames)[number];
/** A known dictionary's name (common or an area's). */
export const optionNameSchema = z
  .string()
  .max(64)
  .refine((name) => isKnownOptionName(name), { message: 'not an option dictionary' });

const simpleList = z.array(optionSchema);

export const getUserInfo = endpoint({
  id: 'common.getUserInfo',
  method: 'GET',
  path: '/common/app/user/getUserInfo',
  summary: 'The signed-in user, tenant, language, currency and permissions',
  query: z.strictObject({ 'account-type': z.coerce.number().pipe(accountTypeSchema) }),
  response: userInfoSchema,
});

export const changeLang = endpoint({
  id: 'common.changeLang',
  changes: 'own',
  method: 'POST',
  path: '/common/app/user/changeLang',
  summary: 'Store the user language',
  query: z.strictObject({ lang: z.string().min(1).max(16) }),
  body: z.strictObject({}),
  response: z.object({ lang: languageSchema }),
});

export const getMenu = endpoint({
  id: 'common.getMenu',
  changes: 'nothing',
  method: 'POST',
  path: '/common/app/resource/user/getMenu',
  summary: 'The sidebar menu of the user for an application key',
  query: z.strictObject({ k: z.string().min(1).max(64) }),
  body: z.strictObject({}),
  response: z.array(menuItemSchema),
});

export const getOption = endpoint({
  id: 'common.option',
  method: 'GET',
  path: '/api/scm-app/supplier/option/{name}',
  summary: 'A dropdown option dictionary by name',
  params: z.strictObject({ name: optionNameSchema }),
  response: simpleList,
});

export const getCurrency = endpoint({
  id: 'common.currency',
  method: 'GET',
  path: '/api/scm-app/supplier/cost/currency',
  summary: "The tenant's currencies, the personal one first",
  response: z.object({ personal: z.string(), currencies: z.array(z.string()) }),
});

const vmsList = <const N extends string>(name: N, summary: string) =>
  endpoint({ id: `vms.${name}` as `vms.${N}`, method: 'GET', path: `/vms/app/supplier/common/${name}`, summary, response: simpleList });

export const vmsGetSellers = vmsList('getSellers', 'Sellers the vendor supplies');
export const vmsGetTransactionTypeList = vmsList('getTransactionTypeList', 'Transaction types');
export const vmsGetDeliveryList = vmsList('getDeliveryList', 'Delivery modes');
export const vmsGetOrderStatusList = vmsList('getOrderStatusList', 'Order statuses');
export const vmsGetUserInfo = endpoint({
  id: 'vms.getUserInfo',
  method: 'GET',
  path: '/vms/app/supplier/common/getUserInfo',
  summary: 'The signed-in user (vms)',
  response: userInfoSchema,
});

export const dashboardSummarySchema = z.object({
  account: z.string(),
  displayName: z.string(),
  tenantName: z.string(),
  tenantKind: tenantKindSchema,
  userCount: z.number().int(),
  activeSessions: z.number().int(),
  lastLoginAt: z.string().nullable(),
  groups: z.array(groupIdSchema),
  permissions: z.array(permissionKeySchema),
});
export const getDashboard = endpoint({
  id: 'common.dashboard',
  method: 'GET',
  path: '/common/app/dashboard/summary',
  summary: 'What the dashboard shows: who, which company, which areas the menu grants',
  query: z.strictObject({ k: z.string().min(1).max(64) }),
  response: dashboardSummarySchema,
});

export const logout = endpoint({
  id: 'common.logout',
  changes: 'own',
  method: 'POST',
  path: '/common/app/user/logout',
  summary: 'Sign out: the session is invalidated on the server',
  body: z.strictObject({}),
  response: z.object({ gateway: z.string() }),
});

export const termsSchema = z.object({ version: z.string(), accepted: z.boolean(), acceptedAt: z.string().nullable() });
export const getTerms = endpoint({
  id: 'common.terms',
  method: 'GET',
  path: '/common/app/user/terms',
  summary: 'The current terms of use and whether the user accepted them',
  response: termsSchema,
});
export const acceptTerms = endpoint({
  id: 'common.acceptTerms',
  changes: 'own',
  method: 'POST',
  path: '/common/app/user/acceptTerms',
  summary: 'Accept the current terms of use (until then other calls answer SYS_REDIRECT to /termsOfUse)',
  body: z.strictObject({ version: z.string().min(1).max(32) }),
  response: termsSchema,
});

export const signingNoticeSchema = z.object({ seen: z.boolean(), seenAt: z.string().nullable() });
export const acknowledgeSigningNotice = endpoint({
  id: 'common.acknowledgeSigningNotice',
  changes: 'own',
  method: 'POST',
  path: '/common/app/user/acknowledgeSigningNotice',
  summary: 'Records that the user read the signing notice: user info says signingNoticeSeen from then on (the first time is kept)',
  body: z.strictObject({}),
  response: signingNoticeSchema,
});

export const commonEndpoints = [
  getUserInfo, changeLang, getMenu, getOption, getCurrency, getDashboard, logout, getTerms, acceptTerms, acknowledgeSigningNotice,
  vmsGetSellers, vmsGetTransactionTypeList, vmsGetDeliveryList, vmsGetOrderStatusList, vmsGetUserInfo,
] as const;
