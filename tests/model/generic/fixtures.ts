// Fixtures shared by the generic machines' model tests: in-test resource descriptors (a full
// CRUD one with a POST table search, and a read-only one), and the descriptors the generic tests
// run over: every descriptor of the registry plus these.
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { endpoint } from '../../../src/contract/kernel/endpoint';
import { pageSchema, tableQuerySchema } from '../../../src/contract/kernel/table';
import { CallError } from '../../../src/services';
import { resources } from '../../../src/resources';
import { defineResource, tableSearch, type AnyResource } from '../../../src/resources/types';
import type { ListSetup, LocalTable } from '../../../src/machines/generic/types';
import type { Theme } from '../../../src/contract/kernel/table';

const gadgetSchema = z.object({ id: z.string(), code: z.string(), name: z.string(), stock: z.number().int(), price: z.number(), currency: z.string(), version: z.number().int() });
type Gadget = z.infer<typeof gadgetSchema>;
const gadgetConditions = z.object({ code: z.string(), name: z.string() });
const gadgetBody = z.strictObject({ code: z.string().min(1), name: z.string().min(1).max(40), stock: z.number().int().min(0), price: z.number().min(0), version: z.number().int().optional() });

const searchGadgets = endpoint({
  id: 'test.gadget.search',
  method: 'POST',
  path: '/test/gadgets/search',
  summary: 'test',
  body: tableQuerySchema(gadgetConditions, ['code', 'name', 'stock']),
  response: pageSchema(gadgetSchema),
});
const getGadget = endpoint({ id: 'test.gadget.get', method: 'GET', path: '/test/gadgets/{id}', summary: 'test', params: z.strictObject({ id: z.string() }), response: gadgetSchema });
const createGadget = endpoint({ id: 'test.gadget.create', method: 'POST', path: '/test/gadgets', summary: 'test', body: gadgetBody, response: gadgetSchema });
const updateGadget = endpoint({ id: 'test.gadget.update', method: 'PUT', path: '/test/gadgets/{id}', summary: 'test', params: z.strictObject({ id: z.string() }), body: gadgetBody, response: gadgetSchema });
const removeGadget = endpoint({ id: 'test.gadget.remove', method: 'DELETE', path: '/test/gadgets/{id}', summary: 'test', params: z.strictObject({ id: z.string() }), response: z.object({ id: z.string() }) });
const archiveGadgets = endpoint({ id: 'test.gadget.archive', method: 'POST', path: '/test/gadgets/archive', summary: 'test', body: z.strictObject({ ids: z.array(z.string()).min(1) }), response: z.object({ archived: z.number() }) });

interface GadgetValues extends Record<string, unknown> {
  code: string;
  name: string;
  stock: number | null;
  price: number | null;
}

const gadget: Gadget = { id: 'g-1', code: 'G-001', name: 'Sprocket', stock: 12, price: 3.5, currency: 'usd', version: 3 };

/** A full CRUD descriptor with a POST table search, a form and actions. */
export const gadgetResource = defineResource<Gadget, Gadget, GadgetValues>({
  key: 'test.gadgets',
  bizType: 'test.gadget',
  title: msg`Gadgets`,
  endpoints: { search: searchGadgets, get: getGadget, create: createGadget, update: updateGadget, remove: removeGadget },
  fetchPage: tableSearch<Gadget>(searchGadgets),
  rowId: (row) => row.id,
  detailPath: (row) => `/gadgets/info/${row.id}`,
  createPath: '/gadgets/info',
  listPath: '/gadgets',
  columns: { price: { kind: 'money', currencyKey: 'currency' } },
  form: {
    schema: z.object({
      code: z.string().trim().min(1, 'required'),
      name: z.string().trim().min(1, 'required').max(40),
      stock: z.number({ error: 'required' }).int().min(0),
      price: z.number({ error: 'required' }).min(0),
    }),
    fields: [
      { name: 'code', label: msg`Code`, kind: 'text', required: true, readOnlyOnEdit: true },
      { name: 'name', label: msg`Name`, kind: 'text', required: true },
      { name: 'stock', label: msg`Stock`, kind: 'number', required: true },
      { name: 'price', label: msg`Price`, kind: 'number', required: true },
    ],
    fromDetail: (d) => ({ code: d?.code ?? '', name: d?.name ?? '', stock: d?.stock ?? null, price: d?.price ?? null }),
    toBody: (v, d) => ({ code: v.code, name: v.name, stock: v.stock ?? 0, price: v.price ?? 0, ...(d ? { version: d.version } : {}) }),
  },
  bulkActions: [{ id: 'archive', label: msg`Archive`, endpoint: archiveGadgets, input: (rows) => ({ body: { ids: rows.map((r) => r.id) } }), confirm: msg`Archive the selected gadgets?`, danger: true }],
  examples: {
    row: gadget,
    detail: gadget,
    values: { valid: { code: 'G-002', name: 'Cog', stock: 1, price: 2 }, invalid: { code: '', name: 'Cog', stock: null, price: 2 } },
  },
});

/** Every descriptor the generic machines are tested with: the registry plus the fixtures. */
export const testedResources: readonly AnyResource[] = [...resources, gadgetResource];

/** A descriptor's fixed table with its message ids as texts (what the screen would translate). */
export function localTableOf(resource: AnyResource): LocalTable | null {
  if (!resource.table) return null;
  return {
    columns: resource.table.columns.map((c) => ({ ...c, title: c.title.id ?? '' })),
    conditions: resource.table.conditions.map((c) => ({
      key: c.key,
      label: c.label.id ?? '',
      kind: c.kind,
      optionName: c.optionName,
      defaultVisible: c.defaultVisible,
      options: c.options?.map((o) => ({ value: o.value, label: o.label.id ?? '' })),
    })),
  };
}

export const defaultTheme: Theme = {
  id: 'theme-1',
  bizType: 'test.gadget',
  name: 'Mine',
  isDefault: true,
  conditions: { code: 'G-0' },
  columns: [{ key: 'code', width: 120, visible: true }],
  updatedAt: '2024-05-01T08:00:00Z',
};

export function setupOf(resource: AnyResource, themes: Theme[] = []): ListSetup {
  const local = localTableOf(resource);
  const columns = local?.columns ?? Object.keys(resource.examples.row).map((key) => ({ key, title: key, kind: 'text' as const, width: 120, sortable: true, defaultVisible: true }));
  return {
    columns,
    userColumns: columns.map((c) => ({ key: c.key, width: c.width, visible: c.defaultVisible })),
    customised: false,
    conditions: local?.conditions ?? [{ key: 'code', label: 'Code', kind: 'text', defaultVisible: true }],
    defaultConditions: ['code'],
    themes,
    options: {},
    customisable: !local,
  };
}

export const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');
export const conflict = new CallError('envelope', 'SYS_CONFLICT', 'changed by someone else');
/** The record does not exist or is not the caller's to see: no retry, the way back to the list. */
export const missing = new CallError('envelope', 'SYS_NOT_FOUND', 'The record does not exist.');
