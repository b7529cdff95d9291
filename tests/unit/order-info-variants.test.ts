// Which order info call each build makes (spec section 7 "Orders": order info by id, vms order
// info, fobt order info): the variant config names it (screens.orderInfo), the composition root
// hands it to the order screens, and the order detail's machine calls that descriptor. vms calls
// the vms order info, fobt the fobt order info, every other build with the order group order.info.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { call } from '../../src/services';
import { getFobtOrderInfo, getOrderInfo, getVmsOrderInfo, orderConditionsOld, orderTableOld, type AnyEndpoint } from '../../src/contract';
import { orderActionsMachine } from '../../src/machines/order/orderActions.machine';
import { orderInfoEndpointOf } from '../../src/machines/order/orderInfo';
import { variants } from '../../src/variants';

vi.mock(import('../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

const expected: Record<string, string> = { vms: getVmsOrderInfo.id, fobt: getFobtOrderInfo.id };

describe('order info per variant', () => {
  afterEach(() => vi.mocked(call).mockReset());

  it('every build with the order group picks its own info call', () => {
    const withOrders = Object.values(variants).filter((v) => v.groups.includes('order'));
    expect(withOrders.map((v) => v.id).sort()).toEqual(['cbdc', 'cds', 'fobt', 'ita', 'mm', 'scm', 'scs', 'tof', 'vms']);
    for (const v of withOrders) expect(orderInfoEndpointOf(v.screens.orderInfo).id, v.id).toBe(expected[v.id] ?? getOrderInfo.id);
  });

  it('the vms build searches orders with the older filter shape, every other build with the current one', () => {
    for (const v of Object.values(variants).filter((x) => x.groups.includes('order'))) expect(v.screens.orderFilter, v.id).toBe(v.id === 'vms' ? 'old' : 'current');
    // the older shape: one warehouse value, no tag, tracking or delay fields
    const keys = Object.keys(orderConditionsOld.shape);
    expect(keys).toContain('warehouse');
    for (const k of ['tag', 'trackingNo', 'delayShip', 'delayShipAlert', 'delayArrive', 'delayArriveAlert', 'warehouseCode', 'fromWarehouses']) expect(keys).not.toContain(k);
    expect(orderTableOld.conditions.map((c) => c.key)).toEqual(expect.arrayContaining(['warehouse', 'sellerOrderStatuses', 'orderTime']));
  });

  it('the vms info is read under the seller flavour’s path, the fobt one under the supplier’s', () => {
    expect(variants.vms.flavour).toBe('seller');
    expect(getVmsOrderInfo.path).toMatch(/\/supplier\/order\/vms\/info\/\{id\}$/);
    expect(getFobtOrderInfo.path).toMatch(/\/supplier\/order\/fobt\/info\/\{id\}$/);
  });

  it.each(['vms', 'fobt', 'tof'] as const)('the order detail of %s calls that descriptor', async (id) => {
    const called: string[] = [];
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint) => {
      called.push(ep.id);
      return new Promise(() => {});
    }) as never);
    const actor = createActor(orderActionsMachine, { input: { id: 'od-1', infoKind: variants[id].screens.orderInfo } }).start();
    await Promise.resolve();
    expect(called).toContain(expected[id] ?? getOrderInfo.id);
    expect(called.filter((c) => c.endsWith('nfo') || c.endsWith('Info'))).toEqual([expected[id] ?? getOrderInfo.id]);
    actor.stop();
  });
});
