// Stock isolations (/separate/control): the server's customisable table `separate.control`
// (search, columns, saved views, export). A row opens the isolation (/separate/separate/:id);
// creating one goes to /separate/setting. The isolation's own screens run the hand-written
// machines of src/machines/separate/; this descriptor serves the list platform only.
import { msg } from '@lingui/core/macro';
import { getSeparation, searchSeparations, type SeparationHeader } from '../../contract/separate/separation';
import { defineResource, tableSearch } from '../types';

export const separationResource = defineResource<SeparationHeader>({
  key: 'separate.control',
  bizType: 'separate.control',
  title: msg`Stock isolations`,
  endpoints: { search: searchSeparations, get: getSeparation },
  fetchPage: tableSearch<SeparationHeader>(searchSeparations),
  rowId: (row) => row.id,
  detailPath: (row) => `/separate/${encodeURIComponent(row.id)}`,
  listPath: '/control',
  examples: {
    row: {
      id: 'sp_1',
      code: 'SP-0001',
      name: 'Prime day reserve',
      cartId: 'ct_1',
      cartName: 'Harbor - Amazon US',
      platformCode: 'amazon',
      status: 'inEffect',
      restored: null,
      startAt: '2024-07-01T00:00:00.000Z',
      abortedAt: '2024-07-31T16:00:00.000Z',
      autoStart: true,
      remark: '',
      lineCount: 2,
      totalQty: 15,
      totalIsolated: 15,
      version: 4,
      createdAt: '2024-06-20T08:00:00.000Z',
      createdByName: 'Grace Lin',
      updatedAt: '2024-07-01T00:00:05.000Z',
      updatedByName: 'Grace Lin',
    },
  },
});
