// Spec section 9's time-outs, endpoint by endpoint: every call of the contract is listed with the
// time-out it must have. A named constant of section 9 belongs to the calls of its kind (the
// report file download waits 120 s); a multipart upload waits the upload time; every other call,
// file downloads included, the default 60 s. A new call of a named kind (goods search, bill
// imports, invoice uploads) adds its id to `named` below when its area arrives.
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../../../src/contract/areas';
import { Timeout, type AnyEndpoint } from '../../../src/contract/kernel/endpoint';

/** Section 9, in seconds, as the spec writes them. */
const section9 = {
  default: 60,
  upload: 60,
  invoiceUpload: 300,
  fileDownload: 60,
  fileDownloadShort: 30,
  costBillImport: 40,
  reportDownload: 120,
  goodsSearch: 30,
} as const satisfies Record<keyof typeof Timeout, number>;

/** The calls whose kind section 9 names, by id. */
const named: Record<string, keyof typeof section9> = {
  // the export centre of /report/export and /report/report: "report file download 120 s"
  'export.download': 'reportDownload',
  // the logistics cost bill's import of /reconciliation/upload: "cost bill imports 40 s"
  'reconciliation.upload': 'costBillImport',
  // the invoice file of /finance/invoiceInfo: "invoice uploads 300 s"
  'finance.invoiceUpload': 'invoiceUpload',
};

function expectedKind(e: AnyEndpoint): keyof typeof section9 {
  if (named[e.id]) return named[e.id];
  if (e.multipart) return 'upload';
  if (e.file) return 'fileDownload';
  return 'default';
}

describe('time-outs (spec section 9)', () => {
  it('the constants are the figures of section 9', () => {
    expect(Object.fromEntries(Object.entries(Timeout).map(([k, ms]) => [k, ms / 1000]))).toEqual(section9);
  });

  it('every named call exists', () => {
    const ids = new Set<string>(allEndpoints.map((e) => e.id));
    expect(Object.keys(named).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('every endpoint has the time-out of its kind', () => {
    const actual = Object.fromEntries(allEndpoints.map((e) => [e.id, e.timeoutMs / 1000]));
    const expected = Object.fromEntries(allEndpoints.map((e) => [e.id, section9[expectedKind(e)]]));
    expect(actual).toEqual(expected);
  });

  it('the report file download waits 120 s', () => {
    expect(allEndpoints.find((e) => e.id === 'export.download')?.timeoutMs).toBe(120_000);
  });
});
