// Envelope messages of the asset domain in both portal languages, following server/http/messages.ts
// (the client shows a non-"0" envelope's message verbatim). `{name}` placeholders are filled from
// the values given; the values are the user's own input or names of the caller's tenant.
import { AssetErrorCode, type AssetErrorCodeValue, type Language } from '../../src/contract';
import { ApiError } from '../http/api-error';
import { fillMessage, type MessageVars } from '../http/fill-message';

export type { MessageVars };

type Texts = Record<Language, string>;

export const assetMessages = {
  [AssetErrorCode.warehouseCodeTaken]: { en: 'The warehouse code {code} is already in use.', 'zh-CN': '仓库编码 {code} 已被使用。' },
  [AssetErrorCode.warehouseInGroup]: {
    en: 'The warehouse is in the warehouse group "{group}". Remove it from the group first.',
    'zh-CN': '该仓库已绑定仓库组“{group}”，请先将其从仓库组中移除。',
  },
  [AssetErrorCode.providerRequired]: { en: 'A third-party warehouse needs the name of its provider.', 'zh-CN': '第三方仓库必须填写服务商名称。' },
  [AssetErrorCode.staleVersion]: {
    en: 'This {entity} was changed by someone else after you opened it. Reload it and make your changes again.',
    'zh-CN': '您打开后，该{entityZh}已被他人修改。请刷新后重新修改。',
  },
  [AssetErrorCode.bufferQtyInvalid]: { en: 'The buffer quantity must be a whole number of 0 or more (digits only).', 'zh-CN': '缓冲数量必须是大于或等于 0 的整数（仅限数字）。' },
  [AssetErrorCode.ratioInvalid]: { en: '{field} must be between 0 and 100 with at most 2 decimals.', 'zh-CN': '{fieldZh}必须在 0 到 100 之间，最多 2 位小数。' },
  [AssetErrorCode.amountInvalid]: { en: '{field} must be a positive number with at most 5 decimals.', 'zh-CN': '{fieldZh}必须是正数，最多 5 位小数。' },
  [AssetErrorCode.percentInvalid]: { en: '{field} must be a percentage above 0 and at most 100, with at most 5 decimals.', 'zh-CN': '{fieldZh}必须是大于 0 且不超过 100 的百分比，最多 5 位小数。' },
  [AssetErrorCode.integerInvalid]: { en: '{field} must be a whole number of 0 or more (digits only).', 'zh-CN': '{fieldZh}必须是大于或等于 0 的整数（仅限数字）。' },
  [AssetErrorCode.cartClosed]: { en: 'This cart is closed and cannot be reopened.', 'zh-CN': '该店铺已关闭，不能重新开启。' },
  [AssetErrorCode.logisticsCodeTaken]: { en: 'The logistics channel code {code} is already in use.', 'zh-CN': '物流渠道编码 {code} 已被使用。' },
  [AssetErrorCode.logisticsInUse]: {
    en: '{count, plural, one {# cart uses} other {# carts use}} this logistics channel. Remove it from those carts before you {action}.',
    'zh-CN': '有 {count} 个店铺正在使用该物流渠道。请先在这些店铺中移除该渠道，再{actionZh}。',
  },
  [AssetErrorCode.logisticsUnknown]: { en: 'The logistics channel {id} does not exist.', 'zh-CN': '物流渠道 {id} 不存在。' },
  [AssetErrorCode.logisticsDisabled]: { en: 'The logistics channel {code} is disabled and cannot be chosen.', 'zh-CN': '物流渠道 {code} 已停用，不能选择。' },
  [AssetErrorCode.logisticsRepeated]: { en: 'A logistics channel is listed more than once.', 'zh-CN': '物流渠道重复。' },
  [AssetErrorCode.defaultLogisticsNotSelected]: { en: 'The default logistics channel must be one of the chosen channels.', 'zh-CN': '默认物流渠道必须是已选择的渠道之一。' },
  [AssetErrorCode.transitDaysInvalid]: { en: 'The minimum transit days cannot exceed the maximum.', 'zh-CN': '最短时效不能大于最长时效。' },
  [AssetErrorCode.carrierCodeTaken]: { en: 'The carrier code {code} is already in use.', 'zh-CN': '承运商编码 {code} 已被使用。' },
  [AssetErrorCode.carrierInUse]: { en: '{count, plural, one {# logistics channel uses} other {# logistics channels use}} this carrier.', 'zh-CN': '有 {count} 个物流渠道正在使用该承运商。' },
  [AssetErrorCode.carrierUnknown]: { en: 'The carrier does not exist.', 'zh-CN': '承运商不存在。' },
  [AssetErrorCode.portCodeTaken]: { en: 'The port code {code} is already in use.', 'zh-CN': '港口编码 {code} 已被使用。' },
  [AssetErrorCode.portInUse]: { en: '{count, plural, one {# trunk line uses} other {# trunk lines use}} this port.', 'zh-CN': '有 {count} 条干线正在使用该港口。' },
  [AssetErrorCode.portUnknown]: { en: 'The port does not exist.', 'zh-CN': '港口不存在。' },
  [AssetErrorCode.trunkLineCodeTaken]: { en: 'The trunk line code {code} is already in use.', 'zh-CN': '干线编码 {code} 已被使用。' },
  [AssetErrorCode.trunkLineInUse]: { en: '{count, plural, one {# logistics channel uses} other {# logistics channels use}} this trunk line.', 'zh-CN': '有 {count} 个物流渠道正在使用该干线。' },
  [AssetErrorCode.trunkLineUnknown]: { en: 'The trunk line does not exist.', 'zh-CN': '干线不存在。' },
  [AssetErrorCode.trunkLineSamePorts]: { en: 'The origin and destination ports must differ.', 'zh-CN': '起运港和目的港不能相同。' },
  [AssetErrorCode.formulaInvalid]: { en: 'The cost formula is not valid: {detail}', 'zh-CN': '费用公式无效：{detailZh}' },
  [AssetErrorCode.formulaDivisionByZero]: { en: 'The cost formula divides by zero for these values.', 'zh-CN': '按这些数值计算时，费用公式出现除以零。' },
  [AssetErrorCode.additionalCostUnknown]: { en: 'Unknown additional charge: {code}.', 'zh-CN': '未知的附加费：{code}。' },
  [AssetErrorCode.additionalCostRepeated]: { en: 'An additional charge is listed more than once.', 'zh-CN': '附加费重复。' },
  [AssetErrorCode.warehouseBulk]: { en: 'This is a bulk warehouse: change it under Bulk Inventory. Nothing was changed.', 'zh-CN': '这是大宗仓库，请在大宗库存中修改。未做任何更改。' },
} satisfies Record<AssetErrorCodeValue, Texts>;

/** HTTP status per code: conflicts with the stored state are 409, invalid values 400. */
const conflictCodes = new Set<string>([
  AssetErrorCode.warehouseCodeTaken, AssetErrorCode.warehouseInGroup, AssetErrorCode.staleVersion, AssetErrorCode.cartClosed,
  AssetErrorCode.logisticsCodeTaken, AssetErrorCode.logisticsInUse, AssetErrorCode.carrierCodeTaken, AssetErrorCode.carrierInUse,
  AssetErrorCode.portCodeTaken, AssetErrorCode.portInUse, AssetErrorCode.trunkLineCodeTaken, AssetErrorCode.trunkLineInUse,
  AssetErrorCode.warehouseBulk,
]);

export function assetMsg(code: AssetErrorCodeValue, lang: Language, vars: MessageVars = {}): string {
  return fillMessage(assetMessages[code][lang], vars);
}

/** The ApiError of a domain rule, its message in the caller's language; `data` names the field. */
export function assetError(code: AssetErrorCodeValue, lang: Language, vars: MessageVars = {}, data: unknown = null): ApiError {
  return new ApiError(code, assetMsg(code, lang, vars), conflictCodes.has(code) ? 409 : 400, data);
}

/** Names of entities and fields in both languages, for the {entity}/{field} placeholders. */
export const entityNames = {
  warehouse: ['warehouse', '仓库'],
  buffer: ['buffer setting', '缓冲设置'],
  warehouseCost: ['cost setting', '费用设置'],
  cart: ['cart', '店铺'],
  cartCost: ['cost setting', '费用设置'],
  cartLogistics: ['logistics setting', '物流设置'],
  logistics: ['logistics channel', '物流渠道'],
  logisticsCost: ['cost setting', '费用设置'],
  carrier: ['carrier', '承运商'],
  port: ['port', '港口'],
  trunkLine: ['trunk line', '干线'],
  setting: ['asset setting', '资产设置'],
} as const;
export type EntityName = keyof typeof entityNames;

export const fieldNames: Record<string, readonly [string, string]> = {
  bufferRatio: ['The buffer ratio', '缓冲比例'],
  defaultBufferRatio: ['The default buffer ratio', '默认缓冲比例'],
  lowStockThreshold: ['The low-stock threshold', '低库存阈值'],
  inboundPerUnit: ['The inbound fee per unit', '入库费（每件）'],
  outboundPerOrder: ['The outbound fee per order', '出库费（每单）'],
  outboundPerExtraUnit: ['The outbound fee per extra unit', '出库续件费'],
  storagePerCbmDay: ['The storage fee per m³ per day', '仓储费（每立方米每天）'],
  returnPerUnit: ['The return fee per unit', '退货处理费（每件）'],
  commissionPct: ['The commission', '佣金比例'],
  fixedFeePerOrder: ['The fixed fee per order', '每单固定费用'],
  paymentFeePct: ['The payment fee', '支付手续费比例'],
  minCharge: ['The minimum charge', '最低收费'],
  additional: ['The additional charge', '附加费'],
};

export function fieldVars(field: string): MessageVars {
  const [en, zh] = fieldNames[field] ?? [field, field];
  return { field: en, fieldZh: zh };
}

export function staleVersion(entity: EntityName, lang: Language): ApiError {
  const [en, zh] = entityNames[entity];
  return assetError(AssetErrorCode.staleVersion, lang, { entity: en, entityZh: zh });
}
