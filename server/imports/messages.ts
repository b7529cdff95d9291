// Texts of the import pipeline in both portal languages: file-level failures and the row
// problems every import type shares. `{name}` placeholders are filled from the values given.
import type { RowProblem } from './definition';
import { fillMessage } from '../http/fill-message';

type Texts = { en: string; zh: string };

export const importMessages = {
  missingColumn: { en: 'The file has no column "{column}". Download the template and fill it in.', zh: '文件缺少“{columnZh}”列。请下载模板后填写。' },
  noRows: { en: 'The file has no data rows below the header.', zh: '文件表头下没有数据行。' },
  required: { en: '{column} is required.', zh: '{columnZh}为必填项。' },
  notOption: { en: '{column} must be one of: {options}.', zh: '{columnZh}必须是以下之一：{options}。' },
  tooLong: { en: '{column} is longer than {max} characters.', zh: '{columnZh}超过 {max} 个字符。' },
  duplicate: { en: 'The same {column} "{value}" is already in row {row}.', zh: '相同的{columnZh}“{value}”已在第 {row} 行出现。' },
  unknownWarehouse: { en: 'No warehouse has the code "{value}".', zh: '没有编码为“{value}”的仓库。' },
  notCurrency: { en: '"{value}" is not a currency code such as USD.', zh: '“{value}”不是有效的币种代码（如 USD）。' },
  unknownGroup: { en: 'No warehouse group is named "{value}".', zh: '没有名为“{value}”的仓库组。' },
  unknownShop: { en: 'No shop has the code "{value}".', zh: '没有编码为“{value}”的店铺。' },
  allotRatioValue: { en: 'A ratio must be between 0 and 100 with at most 2 decimals, not "{value}".', zh: '比例必须在 0 到 100 之间，最多 2 位小数，“{value}”无效。' },
  allotFixedValue: { en: 'A fixed quantity must be a whole number of 0 or more, not "{value}".', zh: '固定数量必须是大于或等于 0 的整数，“{value}”无效。' },
  unknownField: { en: 'This import has no field {value}.', zh: '该导入没有字段 {value}。' },
  invalidValue: { en: '{column} is not valid: "{value}".', zh: '{columnZh}无效：“{value}”。' },
  unknownSku: { en: 'No SKU has the code "{value}".', zh: '没有编码为“{value}”的 SKU。' },
  unknownOrder: { en: 'No order has the number "{value}".', zh: '没有单号为“{value}”的订单。' },
  notOnOrder: { en: 'Order {order} has no line of SKU "{value}".', zh: '订单 {order} 没有 SKU“{value}”的明细。' },
  moreThanLeft: { en: 'The quantity {value} is more than is left to ship ({left}), counting the rows above.', zh: '数量 {value} 超过剩余待发数量（{left}，已计入上方各行）。' },
  unknownSeparation: { en: 'No isolation has the number "{value}".', zh: '没有单号为“{value}”的隔离单。' },
  notReviewable: { en: 'This import is no longer under review; its rows cannot change.', zh: '该导入已不在审核中，行数据不能再修改。' },
  notCancellable: { en: 'This import has already been confirmed or finished and cannot be cancelled.', zh: '该导入已确认或已完成，不能取消。' },
  notConfirmable: { en: 'This import cannot be confirmed in its current state ({status}).', zh: '该导入当前状态（{status}）不能确认。' },
  nothingToApply: { en: 'No valid row is left to apply. Fix or drop the rows in error first.', zh: '没有可导入的有效行。请先修正或删除错误行。' },
  errorsLeft: { en: '{count} row(s) still have errors. Fix or drop them before you confirm.', zh: '仍有 {count} 行存在错误。请先修正或删除后再确认。' },
  failedRead: { en: 'The file could not be read.', zh: '无法读取该文件。' },
} satisfies Record<string, Texts>;

export type ImportMessageKey = keyof typeof importMessages;
type Vars = Record<string, string | number>;

export function importText(key: ImportMessageKey, vars: Vars = {}): Texts {
  const texts = importMessages[key];
  return { en: fillMessage(texts.en, vars), zh: fillMessage(texts.zh, vars) };
}

export function importProblem(column: string | null, key: ImportMessageKey, vars: Vars = {}): RowProblem {
  return { column, ...importText(key, vars) };
}
