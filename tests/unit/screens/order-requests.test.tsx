// The request audit screens (src/screens/order/RequestScreen.tsx) rendered over a fake server
// (call() mocked): the decisions follow the machine (a cancel of an order that shipped cannot be
// approved; nothing once decided or for view-only roles), each decision is confirmed and sent once
// with the version read, a refund rejection says the reason is required and sends it, a return's
// lines are edited and saved before deciding, a request decided by someone else says so and
// reloads, and a refusal shows the server's message. These are the test ids the e2e journey drives.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { createActor, createMachine } from 'xstate';
import { i18n as globalI18n, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { call } from '../../../src/services';
import type { AnyEndpoint } from '../../../src/contract/kernel/endpoint';
import type { AuditFlag, RequestDetail } from '../../../src/contract/order/requests';
import { GroupAccessProvider } from '../../../src/screens/access';
import { AppContext, type AppContextValue } from '../../../src/screens/appContext';
import { BatchCancel } from '../../../src/screens/order/BatchCancelDialog';
import { CancelInfoScreen, RefundInfoScreen, ReturnInfoScreen } from '../../../src/screens/order/RequestScreen';
import { decided, decidedElsewhere, edited, refused, request } from '../../model/order/request-fixtures';
import { all, cleanup, flush, one, press, render, stubLayout, type, unmarkedText } from '../ui/render';

vi.mock(import('@lingui/core/macro'), () => import('../../model/lingui-macro') as never);
vi.mock(import('@lingui/react/macro'), () => import('./lingui-react-macro') as never);
vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

let current: RequestDetail;
let refuseNext: Error | null;
let sent: Array<{ id: string; args: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: Record<string, unknown> } }>;
const toasts: unknown[] = [];

function serve(ep: AnyEndpoint, args: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: Record<string, unknown> }) {
  sent.push({ id: ep.id, args });
  if (ep.id.endsWith('Info')) return Promise.resolve(current);
  if (ep.id === 'order.batchCancel') {
    const ids = (args.body as { ids: string[] }).ids;
    return Promise.resolve({
      results: ids.map((orderId) =>
        orderId === 'PO00000006' ? { orderId, outcome: 'refused', code: 'ORDER_CANCEL_SHIPPED', message: 'Order PO00000006 has already shipped 3 units.' } : { orderId, outcome: 'cancelled', code: null, message: null },
      ),
    });
  }
  if (refuseNext) {
    const e = refuseNext;
    refuseNext = null;
    return Promise.reject(e);
  }
  if (ep.id.endsWith('Audit')) current = decided(current, args.params?.flag as AuditFlag);
  else if (ep.id === 'order.returnSave') current = edited(current, args.body?.lines as never);
  else if (ep.id === 'order.returnAddSku') {
    const b = args.body as { skuId: string; qty: number; restockable: boolean };
    current = edited(current, [...current.returnLines.map((l) => ({ skuId: l.skuId, qty: l.qty, restockable: l.restockable })), { skuId: b.skuId, qty: b.qty, restockable: b.restockable }]);
  } else return Promise.reject(new Error(`unexpected ${ep.id}`));
  return Promise.resolve(current);
}

function appContext(manage: boolean): AppContextValue {
  const session = createActor(createMachine({ context: { user: { permissions: [], groups: ['order'], manageGroups: manage ? ['order'] : [] } } })).start();
  const notifier = createActor(createMachine({ on: { 'notify.push': { actions: ({ event }) => void toasts.push(event) } } })).start();
  return { actors: { session, notifier }, machines: {}, build: {} } as unknown as AppContextValue;
}

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

async function show(el: ReactElement, manage = true) {
  const location = memoryLocation({ path: '/x', record: true });
  const r = await render(
    <I18nProvider i18n={i18n}>
      <AppContext.Provider value={appContext(manage)}>
        <GroupAccessProvider group="order">
          <Router hook={location.hook}>{el}</Router>
        </GroupAccessProvider>
      </AppContext.Provider>
    </I18nProvider>,
  );
  await flush();
  await flush();
  return r;
}

const actionIds = () => all(document.body, '[data-testid^=request-action-]').map((b) => b.dataset.testid?.replace('request-action-', ''));
const sentOf = (id: string) => sent.filter((s) => s.id === id);
const confirm = async () => {
  await press(one(document.body, '[data-testid=request-confirm] [data-testid=confirm-ok]'));
  await flush();
};

beforeAll(async () => {
  stubLayout();
  globalI18n.loadAndActivate({ locale: 'en', messages: {} });
});

afterEach(async () => {
  await cleanup();
  vi.mocked(call).mockReset();
  toasts.length = 0;
});

function reset(d: RequestDetail) {
  current = d;
  refuseNext = null;
  sent = [];
  vi.mocked(call).mockImplementation(serve as never);
}

describe('request audit screens', () => {
  it('cancel: approve once with the version read; the order is cancelled and nothing more is offered', async () => {
    reset(request('cancel'));
    await show(<CancelInfoScreen params={{ id: 'rq-1' }} />);
    expect(one(document.body, '[data-testid=request-status]')!.textContent).toBe('Awaiting decision');
    expect(actionIds()).toEqual(['approve', 'reject']);
    await press(one(document.body, '[data-testid=request-action-approve]'));
    expect(one(document.body, '[data-testid=request-confirm]')!.textContent).toContain('The order is cancelled');
    const ok = one(document.body, '[data-testid=request-confirm] [data-testid=confirm-ok]');
    await press(ok);
    await press(ok);
    await flush();
    expect(sentOf('order.cancelAudit').map((s) => [s.args.params, s.args.body])).toEqual([[{ flag: 'approve' }, { id: 'rq-1', version: 2 }]]);
    expect(one(document.body, '[data-testid=request-status]')!.textContent).toBe('Approved');
    expect(one(document.body, '[data-testid=request-order-status]')!.textContent).toBe('Cancelled');
    expect(one(document.body, '[data-testid=request-done]')).not.toBeNull();
    expect(actionIds()).toEqual([]);
    expect(toasts).toHaveLength(1);
  });

  it('cancel of an order that shipped: only reject is offered; view-only roles see no decision', async () => {
    reset(request('cancel', 'requested', { shipped: true }));
    await show(<CancelInfoScreen params={{ id: 'rq-1' }} />);
    expect(actionIds()).toEqual(['reject']);
    await cleanup();
    reset(request('cancel'));
    await show(<CancelInfoScreen params={{ id: 'rq-1' }} />, false);
    expect(actionIds()).toEqual([]);
    expect(one(document.body, '[data-testid=view-only]')).not.toBeNull();
  });

  it('refund: reject says the reason is required when missing, then sends it', async () => {
    reset(request('refund'));
    await show(<RefundInfoScreen params={{ id: 'rq-1' }} />);
    expect(actionIds()).toEqual(['confirm', 'reject', 'cancel']);
    expect(one(document.body, '[data-testid=request-amount]')!.textContent).toContain('37.50');
    await press(one(document.body, '[data-testid=request-action-reject]'));
    await confirm();
    expect(one(document.body, '[data-testid=request-confirm]')!.textContent).toContain('A reason is required to reject a refund.');
    expect(sentOf('order.refundAudit')).toEqual([]);
    await type(one(document.body, '[data-testid=request-reason] textarea') as HTMLTextAreaElement, 'Carrier confirmed delivery');
    await confirm();
    expect(sentOf('order.refundAudit').map((s) => [s.args.params, s.args.query])).toEqual([[{ flag: 'reject' }, { reason: 'Carrier confirmed delivery' }]]);
    expect(one(document.body, '[data-testid=request-status]')!.textContent).toBe('Rejected');
  });

  it('return: lines are edited and saved before deciding; a sku is added', async () => {
    reset(request('return'));
    await show(<ReturnInfoScreen params={{ id: 'rq-1' }} />);
    expect(actionIds()).toEqual(['approve', 'reject']);
    expect(all(document.body, '[data-testid=request-return-line]')).toHaveLength(1);
    await press(one(document.body, '[data-testid=request-return-restockable-SKU_1] input'));
    await flush();
    // unsaved edits: no decision until saved
    expect(actionIds()).toEqual([]);
    expect(one(document.body, '[data-testid=request-unsaved]')).not.toBeNull();
    await press(one(document.body, '[data-testid=request-return-save]'));
    await flush();
    expect(sentOf('order.returnSave').map((s) => s.args.body)).toEqual([{ id: 'rq-1', version: 2, lines: [{ skuId: 'sku_1', qty: 2, restockable: false }] }]);
    expect(actionIds()).toEqual(['approve', 'reject']);
    expect(one(document.body, '[data-testid=request-return-add]')).not.toBeNull();
  });

  it('return: the lines\' SKUs and names are data (translate="no"), in the lines to return, the order\'s lines and the SKU to add', async () => {
    reset(request('return'));
    await show(<ReturnInfoScreen params={{ id: 'rq-1' }} />);
    expect(one(document.body, '[data-testid=request-return-line]')!.textContent).toContain('Name of SKU_1');
    expect(one(document.body, '[data-testid=request-order-lines]')!.textContent).toContain('Name of SKU_2');
    const read = unmarkedText(document.body);
    for (const data of ['Name of SKU_1', 'Name of SKU_2', 'Harbor - Amazon US']) expect(read).not.toContain(data);
    expect(read).toContain('Lines of the order');
    // the only shipped sku not yet returned, offered as data in the field's list
    await press(one(document.body, '[data-testid=request-return-add] button'));
    const option = all(document.body, '[role=option]').find((o) => o.textContent === 'SKU_2 · Name of SKU_2');
    expect(option?.querySelector('[translate="no"]')).not.toBeNull();
  });

  it('decided by someone else: says so and reloads; a refusal shows the server message', async () => {
    reset(request('cancel'));
    await show(<CancelInfoScreen params={{ id: 'rq-1' }} />);
    refuseNext = decidedElsewhere;
    current = { ...request('cancel', 'rejected'), decidedByName: 'Olivia Reyes' };
    await press(one(document.body, '[data-testid=request-action-approve]'));
    // the dialog opened on the request as read (still requested)
    await confirm();
    await flush();
    expect(one(document.body, '[data-testid=request-decided-elsewhere]')!.textContent).toContain('Olivia Reyes');
    expect(sentOf('order.cancelInfo')).toHaveLength(2);
    await press(one(document.body, '[data-testid=request-decided-ok]'));
    expect(one(document.body, '[data-testid=request-status]')!.textContent).toBe('Rejected');
    expect(actionIds()).toEqual([]);

    await cleanup();
    reset(request('cancel'));
    await show(<CancelInfoScreen params={{ id: 'rq-1' }} />);
    refuseNext = refused;
    await press(one(document.body, '[data-testid=request-action-approve]'));
    await confirm();
    expect(one(document.body, '[data-testid=request-failed-message]')!.textContent).toContain('already shipped');
    await press(one(document.body, '[data-testid=request-failed-ok]'));
    expect(actionIds()).toEqual(['approve', 'reject']);
  });

  it('batch cancel: orders and reason checked first, one result per order, the refused ones edited again', async () => {
    reset(request('cancel'));
    await show(<BatchCancel />);
    await press(one(document.body, '[data-testid=order-batch-cancel]'));
    await press(one(document.body, '[data-testid=order-batch-submit]'));
    expect(one(document.body, '[data-testid=order-batch-ids]')!.textContent).toContain('List at least one order.');
    await type(one(document.body, '[data-testid=order-batch-ids] textarea') as HTMLTextAreaElement, 'PO00000004\nPO00000006');
    await press(one(document.body, '[data-testid=order-batch-submit]'));
    expect(one(document.body, '[data-testid=order-batch-reason]')!.textContent).toContain('A reason is required.');
    expect(sentOf('order.batchCancel')).toEqual([]);
    await type(one(document.body, '[data-testid=order-batch-reason] input') as HTMLInputElement, 'Out of stock');
    await press(one(document.body, '[data-testid=order-batch-submit]'));
    await flush();
    expect(sentOf('order.batchCancel').map((s) => s.args.body)).toEqual([{ ids: ['PO00000004', 'PO00000006'], reason: 'Out of stock' }]);
    expect(one(document.body, '[data-testid=order-batch-summary]')!.textContent).toBe('1 cancelled, 1 refused.');
    expect(all(document.body, '[data-testid=order-batch-results] tr[data-outcome=refused]')[0].textContent).toContain('already shipped');
    await press(one(document.body, '[data-testid=order-batch-again]'));
    expect((one(document.body, '[data-testid=order-batch-ids] textarea') as HTMLTextAreaElement).value).toBe('PO00000006');
  });
});
