// Envelope messages of the list platform (tables, themes, exports) in both portal languages,
// following server/http/messages.ts: the client shows a non-"0" envelope's message verbatim.
import type { Language } from '../../src/contract';
import { fillMessage } from '../http/fill-message';

/** Error codes of the list platform besides the SYS_* ones. */
export const ListErrorCode = {
  themeNameTaken: 'THEME_NAME_TAKEN',
  exportNotReady: 'EXPORT_NOT_READY',
  exportNoProducts: 'EXPORT_NO_PRODUCTS',
} as const;

export const listMessages = {
  unknownTable: { en: 'Unknown table.', 'zh-CN': '未知的表格。' },
  unknownColumn: { en: 'Unknown column: {key}.', 'zh-CN': '未知的列：{key}。' },
  unknownCondition: { en: 'Unknown search condition: {key}.', 'zh-CN': '未知的查询条件：{key}。' },
  badConditions: { en: 'The search conditions are not valid.', 'zh-CN': '查询条件无效。' },
  duplicateColumn: { en: 'Column listed twice: {key}.', 'zh-CN': '列重复：{key}。' },
  themeNameTaken: { en: 'A view named "{name}" already exists.', 'zh-CN': '名为“{name}”的视图已存在。' },
  exportNotReady: { en: 'This export is not ready for download.', 'zh-CN': '该导出文件尚未就绪，无法下载。' },
  concurrentChange: { en: 'This was changed at the same time elsewhere. Please try again.', 'zh-CN': '该内容同时在别处被修改，请重试。' },
  exportFailed: { en: 'The export failed. Please try again.', 'zh-CN': '导出失败，请重试。' },
  ownerRequired: { en: 'This table lists the records of one owner: say whose records to export.', 'zh-CN': '该表格只列出一个对象的记录：请指明导出哪个对象的记录。' },
  badTimeZone: { en: 'Unknown time zone: {zone}.', 'zh-CN': '未知的时区：{zone}。' },
  noProducts: { en: 'This table has no SKU column: it cannot be totalled per product.', 'zh-CN': '该表格没有 SKU 列，无法按商品汇总。' },
  titleAllColumns: { en: '{title} (all columns)', 'zh-CN': '{title}（全部列）' },
  titleProducts: { en: '{title}: totals per product', 'zh-CN': '{title}：按商品汇总' },
  titlePartner: { en: '{title} (Spalding layout)', 'zh-CN': '{title}（Spalding 格式）' },
  productRows: { en: 'Rows', 'zh-CN': '行数' },
  ownerNotAllowed: { en: 'This table does not belong to an owner.', 'zh-CN': '该表格不属于某个对象。' },
} satisfies Record<string, Record<Language, string>>;

export type ListMessageKey = keyof typeof listMessages;

export function listMsg(key: ListMessageKey, lang: Language = 'en', vars: Record<string, string> = {}): string {
  return fillMessage(listMessages[key][lang], vars);
}
