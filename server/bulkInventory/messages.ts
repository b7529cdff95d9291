// The bulk inventory area's refusals, in both languages (ApiError: code, the caller's language, 409).
import type { Language } from '../../src/contract';
import { BulkInventoryErrorCode, BulkPackErrorCode } from '../../src/contract/bulkInventory';
import { ApiError } from '../http/api-error';
import { bi, textOf, type Bi } from '../separate';

const refuse = (code: string, text: Bi, lang: Language, data: unknown = null) => new ApiError(code, textOf(text, lang), 409, data);

export const bulkRefusals = {
  codeTaken: (lang: Language, code: string) =>
    refuse(BulkInventoryErrorCode.codeTaken, bi(`Warehouse code ${code} is already used by another of your warehouses. Nothing was saved.`, `仓库编码 ${code} 已被您的其他仓库使用，未保存任何内容。`), lang, { field: 'code' }),
  stale: (lang: Language) => refuse(BulkInventoryErrorCode.stale, bi('This bulk warehouse was changed by someone else. Reload it and try again.', '该大宗仓库已被他人修改，请刷新后重试。'), lang),
};

/** Refusals of the pack quantities (src/contract/bulkInventory/pack.ts). */
export const packRefusals = {
  exists: (lang: Language, sku: string) =>
    refuse(BulkPackErrorCode.exists, bi(`This warehouse already has pack quantities for ${sku}: change them instead. Nothing was added.`, `该仓库已有 ${sku} 的包装数量，请直接修改，未添加任何内容。`), lang, { field: 'sku' }),
  stale: (lang: Language, sku: string) =>
    refuse(BulkPackErrorCode.stale, bi(`The pack quantities of ${sku} were changed by someone else. Reload them and try again.`, `${sku} 的包装数量已被他人修改，请刷新后重试。`), lang),
  skuUnknown: (lang: Language, sku: string) =>
    refuse(BulkPackErrorCode.skuUnknown, bi(`You have no sku ${sku}. Nothing was added.`, `您没有编码为 ${sku} 的商品，未添加任何内容。`), lang, { field: 'sku' }),
  limit: (lang: Language, max: number) =>
    refuse(BulkPackErrorCode.limit, bi(`A bulk warehouse packs at most ${max} skus. Remove one first. Nothing was added.`, `一个大宗仓库最多设置 ${max} 个商品的包装数量，请先删除一个，未添加任何内容。`), lang),
};
