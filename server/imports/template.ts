// The template of an import type as an xlsx: a data sheet whose header row has the columns'
// titles in the user's language (required ones marked *), each header carrying its hint as a
// note, in-cell lists for columns with allowed values, and an instructions sheet. The reader
// matches headers in either language, so a template downloaded in Chinese reads the same.
import ExcelJS from 'exceljs';
import '../jobs/exceljs-compat';
import { importTypeLabels, type ImportColumn, type Language } from '../../src/contract';
import type { ImportDefinition } from './definition';

const DATA_ROWS = 2000;

export async function templateWorkbook(definition: ImportDefinition, columns: readonly ImportColumn[], lang: Language): Promise<Uint8Array<ArrayBuffer>> {
  const zh = lang === 'zh-CN';
  const text = (t: { en: string; zh: string }) => (zh ? t.zh : t.en);
  const workbook = new ExcelJS.Workbook();
  const data = workbook.addWorksheet(zh ? '数据' : 'Data');
  data.addRow(columns.map((c) => `${text(c.title)}${c.required ? ' *' : ''}`));
  data.getRow(1).font = { bold: true };
  data.views = [{ state: 'frozen', ySplit: 1 }];
  columns.forEach((c, i) => {
    const column = data.getColumn(i + 1);
    column.width = Math.max(16, text(c.title).length + 6);
    // text cells: codes such as 007 keep their leading zeros
    column.numFmt = '@';
    data.getCell(1, i + 1).note = text(c.hint);
    if (c.options?.length) {
      for (let r = 2; r <= DATA_ROWS; r++) {
        data.getCell(r, i + 1).dataValidation = { type: 'list', allowBlank: !c.required, formulae: [`"${c.options.join(',')}"`], showErrorMessage: true };
      }
    }
  });

  const help = workbook.addWorksheet(zh ? '填写说明' : 'Instructions');
  help.addRow([text(importTypeLabels.bi[definition.type])]).font = { bold: true, size: 14 };
  help.addRow([zh ? '在“数据”表中每行填写一条记录，不要修改表头。带 * 的列为必填。' : 'Fill one record per row of the Data sheet and keep its header row. Columns marked * are required.']);
  help.addRow([]);
  help.addRow(zh ? ['列', '必填', '说明', '可选值'] : ['Column', 'Required', 'How to fill it', 'Allowed values']).font = { bold: true };
  for (const c of columns) help.addRow([text(c.title), c.required ? (zh ? '是' : 'Yes') : zh ? '否' : 'No', text(c.hint), c.options?.join(', ') ?? '']);
  help.getColumn(1).width = 24;
  help.getColumn(3).width = 60;
  help.getColumn(4).width = 30;
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}
