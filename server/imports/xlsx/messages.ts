// Texts of the spreadsheet reader's refusals in both portal languages, following
// server/http/messages.ts. A refusal has a code (what kind of problem, for machines and logs) and
// a message key (what to tell the user): several keys share a code where the user needs a more
// precise instruction, e.g. an old .xls and a GBK-encoded CSV are both "unsupportedType" but
// need different fixes. `{name}` placeholders are filled from the error's vars.
import type { Language } from '../../../src/contract';
import { fillMessage } from '../../http/fill-message';

export const spreadsheetErrorCodes = [
  'unsupportedType',
  'tooLarge',
  'tooManyEntries',
  'zipBomb',
  'badPath',
  'corrupt',
  'noSheet',
  'tooManyRows',
] as const;

export type SpreadsheetErrorCode = (typeof spreadsheetErrorCodes)[number];

interface MessageEntry {
  code: SpreadsheetErrorCode;
  en: string;
  'zh-CN': string;
}

export const spreadsheetMessages = {
  unsupportedType: {
    code: 'unsupportedType',
    en: 'This file is not a spreadsheet we can read. Please upload an .xlsx workbook or a CSV file.',
    'zh-CN': '无法读取此文件。请上传 .xlsx 工作簿或 CSV 文件。',
  },
  notSpreadsheet: {
    // text that is no table (a note, a web page, JSON): named as what it is, never a missing column
    code: 'unsupportedType',
    en: 'This file is not a spreadsheet (.xlsx or .csv). Please upload the template filled in and saved as an .xlsx workbook or a CSV file.',
    'zh-CN': '此文件不是电子表格（.xlsx 或 .csv）。请上传填写好的模板，并另存为 .xlsx 工作簿或 CSV 文件。',
  },
  empty: {
    code: 'unsupportedType',
    en: 'The file is empty.',
    'zh-CN': '文件为空。',
  },
  legacyXls: {
    // An OLE compound file is either an Excel 97-2003 workbook or a password-protected xlsx
    // (Office wraps encrypted packages in OLE), so the message covers both.
    code: 'unsupportedType',
    en: 'Excel 97-2003 (.xls) and password-protected workbooks are not accepted. Please save the file as an .xlsx workbook without a password, or as CSV UTF-8.',
    'zh-CN': '不接受 Excel 97-2003（.xls）格式或设有密码的工作簿。请另存为无密码的 .xlsx 工作簿，或另存为“CSV UTF-8”。',
  },
  notWorkbook: {
    code: 'unsupportedType',
    en: 'This archive is not an Excel workbook. Please upload an .xlsx workbook or a CSV file.',
    'zh-CN': '此压缩文件不是 Excel 工作簿。请上传 .xlsx 工作簿或 CSV 文件。',
  },
  notUtf8: {
    code: 'unsupportedType',
    en: 'This text file is not UTF-8 encoded. In Excel, use "Save as" and choose "CSV UTF-8 (comma delimited)".',
    'zh-CN': '此文本文件不是 UTF-8 编码。请在 Excel 中选择“另存为”，文件类型选“CSV UTF-8（逗号分隔）”。',
  },
  unsupportedZip: {
    code: 'unsupportedType',
    en: 'This workbook uses an archive feature we do not accept (encryption, ZIP64, split archive or an unusual compression method). Please open it in Excel and save it again as .xlsx.',
    'zh-CN': '此工作簿使用了不受支持的压缩格式（加密、ZIP64、分卷或特殊压缩方式）。请在 Excel 中打开并重新另存为 .xlsx。',
  },
  tooLarge: {
    code: 'tooLarge',
    en: 'The workbook is too large once uncompressed (more than {limit} MB).',
    'zh-CN': '工作簿解压后过大（超过 {limit} MB）。',
  },
  tooWide: {
    code: 'tooLarge',
    en: 'Row {row} has a value in column {column}, beyond the {limit} columns we read.',
    'zh-CN': '第 {row} 行的 {column} 列有内容，超出了可读取的 {limit} 列。',
  },
  tooManyEntries: {
    code: 'tooManyEntries',
    en: 'The workbook contains too many parts (more than {limit}).',
    'zh-CN': '工作簿包含的部件过多（超过 {limit} 个）。',
  },
  zipBomb: {
    code: 'zipBomb',
    en: 'The workbook was refused because its compressed content is not what it declares.',
    'zh-CN': '工作簿的压缩内容与其声明不符，已拒绝。',
  },
  badPath: {
    code: 'badPath',
    en: 'The workbook was refused because it contains an unsafe file name.',
    'zh-CN': '工作簿包含不安全的文件名，已拒绝。',
  },
  corrupt: {
    code: 'corrupt',
    en: 'The file is damaged or incomplete. Please open it in Excel, save it again and upload it.',
    'zh-CN': '文件已损坏或不完整。请在 Excel 中打开并重新保存后再上传。',
  },
  unclosedQuote: {
    code: 'corrupt',
    en: 'A quotation mark opened in row {row} is never closed.',
    'zh-CN': '第 {row} 行有未闭合的引号。',
  },
  noSheet: {
    code: 'noSheet',
    en: 'The file contains no worksheet with a header row.',
    'zh-CN': '文件中没有带表头行的工作表。',
  },
  tooManyRows: {
    code: 'tooManyRows',
    en: 'The file has more than {limit} data rows. Please split it into smaller files.',
    'zh-CN': '文件的数据行超过 {limit} 行，请拆分为较小的文件。',
  },
} as const satisfies Record<string, MessageEntry>;

export type SpreadsheetMessageKey = keyof typeof spreadsheetMessages;

export function spreadsheetMessage(key: SpreadsheetMessageKey, lang: Language = 'en', vars: Record<string, string | number> = {}): string {
  return fillMessage(spreadsheetMessages[key][lang], vars);
}
