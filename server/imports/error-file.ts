// The error file of an import: the rows of a row filter (those in error, by default) as an xlsx
// with the template's columns and a column of the problems, in the user's language. Rows are read
// a page at a time and streamed through the export writer, which waits for the client, so 100,000
// rows neither hold the server's thread (exceljs built the whole workbook in one go: seconds) nor
// sit in memory. Text is neutralised: a cell never starts a formula.
import { PassThrough, Readable } from 'node:stream';
import type { Language } from '../../src/contract';
import type { Db } from '../db/db';
import { XlsxStreamWriter } from '../jobs/xlsx-stream-writer';
import { neutraliseText } from '../lists/neutralise';
import type { ImportDefinition } from './definition';
import { rowOut, type StoredRow } from './store';

const PAGE = 1000;

export interface RowSelection {
  /** SQL over import_rows with its parameters ($1...). */
  where: string;
  params: unknown[];
}

async function writeRows(db: Db, writer: XlsxStreamWriter, definition: ImportDefinition, selection: RowSelection, lang: Language): Promise<void> {
  const zh = lang === 'zh-CN';
  await writer.start();
  await writer.addRow([zh ? '行号' : 'Row', ...definition.columns.map((c) => (zh ? c.title.zh : c.title.en)), zh ? '错误' : 'Errors']);
  let after = 0;
  for (;;) {
    const at = selection.params.length + 1;
    const rows = await db.query<StoredRow>(
      `SELECT id, row_number, cells, action, errors, dropped FROM import_rows WHERE ${selection.where} AND row_number > $${at} ORDER BY row_number LIMIT ${PAGE}`,
      [...selection.params, after] as never[],
    );
    for (const r of rows) {
      const errors = rowOut(r, lang).errors.map((e) => e.message).join('\n');
      await writer.addRow([r.row_number, ...definition.columns.map((c) => neutraliseText(r.cells[c.key] ?? '')), neutraliseText(errors)]);
    }
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1].row_number;
  }
  await writer.finish();
}

/** The file's bytes as a web stream; a failure part-way ends the stream with an error. */
export function errorFileStream(db: Db, definition: ImportDefinition, selection: RowSelection, lang: Language): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const writer = new XlsxStreamWriter(out, lang === 'zh-CN' ? '错误行' : 'Rows in error');
  writeRows(db, writer, definition, selection, lang).catch((error: unknown) => {
    writer.abort();
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
