// Import types declared by the areas (src/contract/kernel/import-types.ts): the list, the labels and
// the groups are derived from the shells, the pipeline's schemas and the upload configuration
// keys accept exactly the declared types, and a declaration that cannot work is refused at load.
import { describe, expect, it } from 'vitest';
import * as contract from '../../../src/contract';

const { defineAreaShell } = contract;

describe('import types', () => {
  it('come from the areas’ shells, in the order of the areas (the picker’s order)', () => {
    expect(contract.importTypes).toEqual(['warehouseBuffer', 'warehouse', 'skuCost', 'allot', 'separation', 'orderShipment', 'receiptInfo', 'uploadOrder', 'productAttribute', 'tagApply', 'goodsBase', 'receiptInbound', 'receiptOutboundOrder', 'replenishmentOrder', 'reconciliationLogisticsCost']);
    expect(contract.importTypeLabels.values).toEqual(contract.importTypes);
    expect(contract.importTypeLabels.bi.orderShipment).toEqual({ en: 'Order shipments', zh: '订单发货' });
  });

  it('take the declaring area’s group unless they name another', () => {
    expect(contract.importTypeGroups).toEqual({
      warehouseBuffer: 'asset',
      warehouse: 'asset',
      skuCost: 'cost',
      allot: 'inventory',
      separation: 'separate',
      orderShipment: 'order',
      receiptInfo: 'order',
      uploadOrder: 'order',
      productAttribute: 'product',
      tagApply: 'product',
      goodsBase: 'product',
      receiptInbound: 'receipt',
      receiptOutboundOrder: 'receipt',
      replenishmentOrder: 'replenishment',
      reconciliationLogisticsCost: 'reconciliation',
    });
    const upload = contract.allEndpoints.find((e) => e.id === 'import.upload')!;
    expect(contract.endpointAccess(upload, { body: { bizType: 'skuCost' } })).toEqual({ group: 'cost', writes: true });
    expect(contract.endpointAccess(upload, { body: { bizType: 'constructor' } })).toBeUndefined();
  });

  it('are what the pipeline and the upload configurations accept', () => {
    for (const type of contract.importTypes) expect(contract.importTypeSchema.safeParse(type).success).toBe(true);
    for (const type of ['order', 'constructor', '']) expect(contract.importTypeSchema.safeParse(type).success).toBe(false);
    expect(contract.getUploadConfig.query!.safeParse({ confKey: 'import.skuCost', appId: 'a' }).success).toBe(true);
    expect(contract.getUploadConfig.query!.safeParse({ confKey: 'import.secrets', appId: 'a' }).success).toBe(false);
    expect([contract.isImportType('allot'), contract.isImportType('allots'), contract.isImportType(undefined)]).toEqual([true, false, false]);
  });

  it('refuses a name that cannot be a path segment, and a type of no group', () => {
    expect(() => defineAreaShell({ name: 'order', imports: { 'order/lines': { label: ['Lines', '行'] } } })).toThrow(/is not a name/);
    expect(() => defineAreaShell({ name: 'common', imports: { lines: { label: ['Lines', '行'] } } })).toThrow(/needs a group/);
    expect(defineAreaShell({ name: 'common', imports: { lines: { label: ['Lines', '行'], group: 'order' } } }).imports?.lines?.group).toBe('order');
  });
});

describe('option names', () => {
  it('are checked one way: the client’s guard, the variants’ schema and the option call agree', () => {
    for (const name of [...contract.optionNames, 'secrets', 'constructor', '']) {
      const known = (contract.optionNames as readonly string[]).includes(name);
      expect([name, contract.isOptionName(name), contract.typedOptionNameSchema.safeParse(name).success, contract.optionNameSchema.safeParse(name).success]).toEqual([name, known, known, known]);
    }
  });
});
