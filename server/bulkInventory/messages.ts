// The bulk inventory area's refusals, in both languages (ApiError: code, the caller's language, 409).
import type { Language } from '../../src/contract';
import { BulkInventoryErrorCode } from '../../src/contract/bulkInventory';
import { ApiError } from '../http/api-error';
import { bi, textOf, type Bi } from '../separate';

const refuse = (code: string, text: Bi, lang: Language, data: unknown = null) => new ApiError(code, textOf(text, lang), 409, data);

export const bulkRefusals = {
  codeTaken: (lang: Language, code: string) =>
    refuse(BulkInventoryErrorCode.codeTaken, bi(`Warehouse code ${code} is already used by another of your warehouses. Nothing was saved.`, `仓库编码 ${code} 已被您的其他仓库使用，未保存任何内容。`), lang, { field: 'code' }),
  stale: (lang: Language) => refuse(BulkInventoryErrorCode.stale, bi('This bulk warehouse was changed by someone else. Reload it and try again.', '该大宗仓库已被他人修改，请刷新后重试。'), lang),
};
