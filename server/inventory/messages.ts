// Envelope messages of the inventory domain in both portal languages (the client shows a non-"0"
// envelope's message verbatim), and the ApiError of each business code with its HTTP status.
import { ErrorCode, InventoryErrorCode, type InventoryErrorCodeValue, type Language } from '../../src/contract';
import { ApiError } from '../http/api-error';
import { msg } from '../http/messages';
import { fillMessage } from '../http/fill-message';

type Texts = Record<Language, string>;

export const inventoryMessages = {
  [InventoryErrorCode.groupNameTaken]: {
    en: 'A warehouse group named "{name}" already exists.',
    'zh-CN': '名为“{name}”的仓库组已存在。',
  },
  [InventoryErrorCode.groupVersionStale]: {
    en: 'This warehouse group was changed by someone else. Reload it and try again.',
    'zh-CN': '该仓库组已被他人修改，请刷新后重试。',
  },
  [InventoryErrorCode.groupHasCarts]: {
    en: 'Warehouse group "{name}" still supplies {count} shop(s). Bind them to another group first.',
    'zh-CN': '仓库组“{name}”仍有 {count} 个店铺在使用，请先将其绑定到其他仓库组。',
  },
  [InventoryErrorCode.groupHasAllotments]: {
    en: 'Warehouse group "{name}" still has {count} allotment(s). Remove them first.',
    'zh-CN': '仓库组“{name}”仍有 {count} 条库存分配，请先删除。',
  },
  [InventoryErrorCode.warehouseInOtherGroup]: {
    en: 'Warehouse {warehouse} already belongs to warehouse group "{group}".',
    'zh-CN': '仓库 {warehouse} 已属于仓库组“{group}”。',
  },
  [InventoryErrorCode.cartNotInGroup]: {
    en: 'Shop {cart} does not draw its stock from this warehouse group.',
    'zh-CN': '店铺 {cart} 未绑定该仓库组。',
  },
  [InventoryErrorCode.cartHasAllotments]: {
    en: 'Shop {cart} still has allotments or pushed quantities in warehouse group "{group}". Remove its allotments and apply the trigger first.',
    'zh-CN': '店铺 {cart} 在仓库组“{group}”中仍有库存分配或已推送的数量，请先删除分配并执行触发。',
  },
  [InventoryErrorCode.allotRatioOver100]: {
    en: 'The ratios of SKU {sku} add up to {sum}%, more than 100%.',
    'zh-CN': 'SKU {sku} 的分配比例合计 {sum}%，超过 100%。',
  },
  [InventoryErrorCode.allotExceedsAvailable]: {
    en: 'The fixed quantities of SKU {sku} add up to {sum}, more than the {available} available in the warehouse group.',
    'zh-CN': 'SKU {sku} 的固定分配数量合计 {sum}，超过仓库组的可用库存 {available}。',
  },
  [InventoryErrorCode.allotVersionStale]: {
    en: "This group's allotment was changed by someone else. Reload it and try again.",
    'zh-CN': '该仓库组的库存分配已被他人修改，请刷新后重试。',
  },
  [InventoryErrorCode.triggerDiffChanged]: {
    en: 'The changes to push are no longer the ones shown. Review the new differences and apply again.',
    'zh-CN': '待推送的变更已发生变化，请查看最新差异后重新执行。',
  },
} satisfies Record<InventoryErrorCodeValue, Texts>;

const statusOf: Record<InventoryErrorCodeValue, number> = {
  [InventoryErrorCode.groupNameTaken]: 409,
  [InventoryErrorCode.groupVersionStale]: 409,
  [InventoryErrorCode.groupHasCarts]: 409,
  [InventoryErrorCode.groupHasAllotments]: 409,
  [InventoryErrorCode.warehouseInOtherGroup]: 409,
  [InventoryErrorCode.cartNotInGroup]: 400,
  [InventoryErrorCode.cartHasAllotments]: 409,
  [InventoryErrorCode.allotRatioOver100]: 400,
  [InventoryErrorCode.allotExceedsAvailable]: 400,
  [InventoryErrorCode.allotVersionStale]: 409,
  [InventoryErrorCode.triggerDiffChanged]: 409,
};

export function inventoryMsg(code: InventoryErrorCodeValue, lang: Language, vars: Record<string, string | number> = {}): string {
  return fillMessage(inventoryMessages[code][lang], vars);
}

/** The ApiError of a business rule: its code, the message in the user's language, data naming the culprit. */
export function inventoryError(code: InventoryErrorCodeValue, lang: Language, vars: Record<string, string | number> = {}, data: unknown = null): ApiError {
  return new ApiError(code, inventoryMsg(code, lang, vars), statusOf[code], data);
}

/**
 * SYS_NOT_FOUND, for a missing id and another tenant's id alike. It never echoes the id asked
 * for: the answer must look the same whether the id exists elsewhere or not at all.
 */
export function notFound(lang: Language): ApiError {
  return new ApiError(ErrorCode.notFound, msg(ErrorCode.notFound, lang), 404, null);
}
