// The list spec (src/contract/kernel/list-spec.ts): one declaration per field gives the row schema,
// the conditions, the sort fields, the table and the search body. The arrival list moved onto it;
// its derived table must equal the one it had written out by hand, column for column.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { abnormalList, arrivalList, defineListSpec, tableColumn as col, tableCondition as cond, bilingual } from '../../../src/contract';

describe('defineListSpec', () => {
  it('derives the arrival table the list had written out by hand', () => {
    expect(arrivalList.table).toEqual({
      bizType: 'order.arrivalList',
      title: bilingual('Arrivals', '到仓记录'),
      columns: [
        col('formNo', 'Appointment no.', '预约单号', 'text', 150, { sortable: true }),
        col('warehouseName', 'Platform warehouse', '平台仓', 'text', 180),
        col('warehouseCode', 'Warehouse code', '仓库编码', 'text', 120, { hidden: true }),
        col('date', 'Delivery date', '送货日期', 'date', 120),
        col('slot', 'Time slot', '时段', 'text', 120),
        col('carrier', 'Carrier', '承运商', 'text', 110),
        col('orderCount', 'Orders', '订单数', 'number', 90),
        col('announcedPackages', 'Packages announced', '预约箱数', 'number', 120),
        col('receivedPackages', 'Packages received', '实收箱数', 'number', 120),
        col('difference', 'Difference', '差异', 'number', 100, { sortable: true }),
        col('arrivedAt', 'Arrived at', '到仓时间', 'datetime', 170, { sortable: true }),
      ],
      conditions: [
        cond('formNo', 'Appointment no.', '预约单号', 'text'),
        cond('warehouseCode', 'Warehouse code', '仓库编码', 'text'),
        cond('arrivedAt', 'Arrived at', '到仓时间', 'dateRange'),
        cond('difference', 'Difference', '差异', 'numberRange', { hidden: true }),
      ],
      defaultSort: { field: 'arrivedAt', order: 'desc' },
    });
    expect(arrivalList.sortFields).toEqual(['formNo', 'difference', 'arrivedAt']);
  });

  it('derives the exception table, with conditions that are not one field’s and a lookup the search bar does not offer', () => {
    expect(abnormalList.table).toEqual({
      bizType: 'order.abnormalList',
      title: bilingual('Abnormal orders', '异常订单'),
      columns: [
        col('supplierOrderId', 'Supplier order no.', '供应商订单号', 'text', 150),
        col('cartName', 'Shop', '店铺', 'text', 180),
        col('kind', 'Exception', '异常类型', 'status', 170, { optionName: 'orderAbnormalKind' }),
        col('status', 'Status', '状态', 'status', 110, { optionName: 'orderAbnormalStatus' }),
        col('raisedAt', 'Raised at', '发生时间', 'datetime', 170, { sortable: true }),
        col('orderStatus', 'Order status', '订单状态', 'status', 130, { optionName: 'sellerOrderStatus' }),
        col('shipDeadline', 'Ship by', '最晚发货时间', 'datetime', 170),
        col('resolution', 'Resolution', '处理说明', 'text', 220),
        col('resolvedAt', 'Resolved at', '处理时间', 'datetime', 170, { sortable: true, hidden: true }),
        col('resolvedBy', 'Resolved by', '处理人', 'text', 130, { hidden: true }),
      ],
      conditions: [
        cond('quickQuery', 'Order no.', '订单号', 'text'),
        cond('status', 'Status', '状态', 'select', { optionName: 'orderAbnormalStatus' }),
        cond('kinds', 'Exception', '异常类型', 'multiSelect', { optionName: 'orderAbnormalKind' }),
        cond('raisedAt', 'Raised at', '发生时间', 'dateRange', { hidden: true }),
      ],
      defaultSort: { field: 'raisedAt', order: 'desc' },
    });
    expect(Object.keys(abnormalList.conditions.shape).sort()).toEqual(['id', 'kinds', 'quickQuery', 'raisedAt', 'status']);
    expect(abnormalList.query.safeParse({ conditions: { id: 'ab_1', kinds: ['stockShort'] } }).success).toBe(true);
    expect(abnormalList.query.safeParse({ conditions: { kinds: ['unknownKind'] } }).success).toBe(false);
  });

  it('validates the search body with the fields’ condition schemas, strictly', () => {
    const ok = arrivalList.query.safeParse({ conditions: { formNo: 'AP1', difference: [null, -1], arrivedAt: ['2026-01-01', null] } });
    expect(ok.success).toBe(true);
    expect(ok.data?.pageSize).toBe(20);
    // formNo keeps its tighter length; difference takes integers only; unknown keys are refused
    expect(arrivalList.query.safeParse({ conditions: { formNo: 'A'.repeat(21) } }).success).toBe(false);
    expect(arrivalList.query.safeParse({ conditions: { difference: [0.5, null] } }).success).toBe(false);
    expect(arrivalList.query.safeParse({ conditions: { slot: '10:00-12:00' } }).success).toBe(false);
    expect(arrivalList.query.safeParse({ conditions: {}, sort: { field: 'carrier', order: 'asc' } }).success).toBe(false);
    expect(arrivalList.query.safeParse({ conditions: {}, sort: { field: 'difference', order: 'asc' } }).success).toBe(true);
  });

  it('answers rows of the declared types', () => {
    const row = { id: 'a', formNo: 'AP1', warehouseName: 'W', warehouseCode: 'W1', date: '2026-02-20', slot: '10:00-12:00', carrier: 'UPS', orderCount: 1, announcedPackages: 3, receivedPackages: 2, difference: -1, arrivedAt: '2026-02-20T10:40:00.000Z' };
    expect(arrivalList.page.safeParse({ rows: [row], nextCursor: null, total: 1, totalCapped: false }).success).toBe(true);
    expect(arrivalList.row.safeParse({ ...row, slot: 'noon' }).success).toBe(false);
  });

  it('refuses a spec that cannot work', () => {
    const text = { type: z.string(), title: ['A', '甲'] as const };
    expect(() => defineListSpec({ bizType: 'x.a', title: ['A', '甲'], fields: { a: text }, defaultSort: { field: 'a' as never, order: 'asc' } })).toThrow(/at least one sortable/);
    expect(() =>
      defineListSpec({ bizType: 'x.b', title: ['A', '甲'], fields: { a: { ...text, sortable: true }, b: { ...text, sortable: true } }, defaultSort: { field: 'a', order: 'asc' }, conditionOrder: [] }),
    ).not.toThrow();
    expect(() =>
      defineListSpec({ bizType: 'x.c', title: ['A', '甲'], fields: { a: { ...text, sortable: true, filter: 'text' }, b: { ...text, filter: 'text' } }, defaultSort: { field: 'a', order: 'asc' }, conditionOrder: ['a'] }),
    ).toThrow(/conditionOrder/);
    expect(() => defineListSpec({ bizType: 'x.d', title: ['A', '甲'], fields: { a: { type: z.string(), sortable: true } }, defaultSort: { field: 'a', order: 'asc' } })).toThrow(/not a column/);
    expect(() =>
      defineListSpec({ bizType: 'x.e', title: ['A', '甲'], fields: { a: { ...text, sortable: true }, id: { type: z.string(), filter: 'text' } }, defaultSort: { field: 'a', order: 'asc' } }),
    ).toThrow(/needs a label/);
    expect(() =>
      defineListSpec({ bizType: 'x.g', title: ['A', '甲'], fields: { a: { ...text, sortable: true, filter: 'text' } }, conditions: { a: { kind: 'text', schema: z.string() } }, defaultSort: { field: 'a', order: 'asc' } }),
    ).toThrow(/also a field/);
    expect(() =>
      defineListSpec({ bizType: 'x.f', title: ['A', '甲'], fields: { a: { ...text, sortable: true, kind: 'money', currencyKey: 'cur' } }, defaultSort: { field: 'a', order: 'asc' } }),
    ).toThrow(/currency field/);
  });
});
