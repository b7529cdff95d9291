// The export centre's request variants (src/contract/common/export-requests.ts; docs/domain/
// common.md, "Export requests"): each checks its view as export.start does and queues a job in the
// same pipeline (queueExport); the runner lays the file out by the job's `layout`.
import { exportRequestSpalding, exportTableList, saveExportRequest, saveProExportRequest } from '../../src/contract';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { ApiError } from '../http/api-error';
import { fillMessage } from '../http/fill-message';
import { ListErrorCode, listMessages, listMsg } from '../lists/messages';
import { getList, type ListDefinition } from '../lists/registry';
import { queueExport } from './exports';
import type { Language } from '../../src/contract';

/** A title built from the table's, in the requester's language. */
const titled = (key: 'titleAllColumns' | 'titleProducts' | 'titlePartner', lang: Language) => (title: string) => fillMessage(listMessages[key][lang], { title });

/** The columns of the totals per product: the SKU, then every number column of the list. */
export function productColumns(list: ListDefinition): string[] {
  return ['sku', ...list.table.columns.filter((c) => c.kind === 'number' && c.key !== 'sku').map((c) => c.key)];
}

const hasSku = (list: ListDefinition) => list.table.columns.some((c) => c.key === 'sku');

export const exportRequestHandlers: HandlerEntry[] = [
  defineHandler(exportTableList, async ({ db, user, body, now }) =>
    queueExport(db, user, now, {
      ...body,
      // every column of the table, in the table's order (the columns of whichever list it is)
      columns: getList(body.bizType, user.lang).table.columns.map((c) => c.key),
      title: titled('titleAllColumns', user.lang),
    }),
  ),

  defineHandler(saveExportRequest, async ({ db, user, body, now }) => {
    const { name, ...view } = body;
    return queueExport(db, user, now, { ...view, title: () => name, fileStem: name });
  }),

  defineHandler(saveProExportRequest, async ({ db, user, body, now }) => {
    const list = getList(body.bizType, user.lang);
    if (!hasSku(list)) throw new ApiError(ListErrorCode.exportNoProducts, listMsg('noProducts', user.lang), 400, { field: 'bizType' });
    return queueExport(db, user, now, { ...body, columns: productColumns(list), title: titled('titleProducts', user.lang), layout: 'products' });
  }),

  defineHandler(exportRequestSpalding, async ({ db, user, body, now }) =>
    queueExport(db, user, now, { ...body, title: titled('titlePartner', user.lang), layout: 'partner' }),
  ),
];
