// The appointment screens (src/screens/order/AppointmentScreens.tsx) rendered over a fake server
// (call() mocked): the create screen shows the count and the bookable orders (a loading state in
// the table until they come), disables Create until an order is chosen and says why, warns and
// names the warehouses when the chosen orders ship from several, creates the draft with the chosen
// orders and moves to its address; the cancel action sits in a danger zone apart from Submit; a draft's form shows
// its problems before anything is sent; a submitted one opens the delivery sheet (window.print is
// called once) and is cancelled after a confirmation with the version read; a failed load offers a
// retry; a view-only role gets neither the form nor the actions. These are the test ids the e2e
// journey drives.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, type ReactElement } from 'react';
import { createActor, createMachine } from 'xstate';
import { i18n as globalI18n, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { call, CallError } from '../../../src/services';
import type { AnyEndpoint } from '../../../src/contract/kernel/endpoint';
import type { AppointmentDetail, AppointmentStatus } from '../../../src/contract/order/appointments';
import { appointment, fromShenzhen, order, printData, wh } from '../../model/order/appointment-fixtures';
import { AppContext, type AppContextValue } from '../../../src/screens/appContext';
import { GroupAccessProvider } from '../../../src/screens/access';
import { AppointmentCreateScreen, AppointmentInfoScreen } from '../../../src/screens/order/AppointmentScreens';
import { all, cleanup, flush, one, press, render, stubLayout } from '../ui/render';

vi.mock(import('@lingui/core/macro'), () => import('../../model/lingui-macro') as never);
vi.mock(import('@lingui/react/macro'), () => import('./lingui-react-macro') as never);
vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

const detail = (status: AppointmentStatus) => appointment(status, { warehouses: [wh, { ...wh, id: 'wh_wfs', code: 'WFS-DFW1', name: 'Walmart WFS Dallas' }] }, '2099-03-04');
const sheet = printData('2099-03-04');

let current: AppointmentDetail;
let failLoad: boolean;
let sent: Array<{ id: string; body?: Record<string, unknown> }>;

function serve(ep: AnyEndpoint, args: { params?: unknown; body?: Record<string, unknown> }) {
  sent.push({ id: ep.id, body: args.body });
  switch (ep.id) {
    case 'order.appointmentCount':
      return Promise.resolve({ matched: 120, eligible: 2 });
    case 'order.appointmentOrders':
      return Promise.resolve({ rows: [order(1), order(2)], total: 2 });
    case 'order.appointmentCreate':
      current = detail('draft');
      return Promise.resolve(current);
    case 'order.appointmentInfo':
      return failLoad ? Promise.reject(new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable')) : Promise.resolve(current);
    case 'order.appointmentPrint':
      return Promise.resolve(sheet);
    case 'order.appointmentCancel':
      current = { ...detail('cancelled'), version: current.version + 1, can: { submit: false, cancel: false, print: false } };
      return Promise.resolve(current);
    default:
      return Promise.reject(new Error(`unexpected ${ep.id}`));
  }
}

function appContext(manage: boolean): AppContextValue {
  const session = createActor(createMachine({ context: { user: { permissions: [], groups: ['order'], manageGroups: manage ? ['order'] : [] } } })).start();
  const notifier = createActor(createMachine({})).start();
  return { actors: { session, notifier }, machines: {}, build: {} } as unknown as AppContextValue;
}

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

async function show(el: ReactElement, path: string, manage = true) {
  const location = memoryLocation({ path, record: true });
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
  return { ...r, location };
}
const text = (id: string) => one(document.body, `[data-testid=${id}]`)?.textContent ?? null;
const sentOf = (id: string) => sent.filter((s) => s.id === id);

beforeAll(async () => {
  stubLayout();
  globalI18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(async () => {
  await cleanup();
  vi.mocked(call).mockReset();
});
function reset(d: AppointmentDetail) {
  current = d;
  failLoad = false;
  sent = [];
  vi.mocked(call).mockImplementation(serve as never);
}

describe('appointment create screen', () => {
  it('counts, lists the bookable orders, refuses an empty choice, creates the draft and moves to it', async () => {
    reset(detail('draft'));
    const { location } = await show(<AppointmentCreateScreen />, '/appointmentCreate');
    expect(text('appointment-count')).toBe('120 orders match; 2 can be booked.');
    expect(all(document.body, '[data-testid=appointment-candidates-row]')).toHaveLength(2);
    // nothing chosen: Create is disabled and the hint says why
    const create = one(document.body, '[data-testid=appointment-create-submit]');
    expect(create?.hasAttribute('disabled')).toBe(true);
    expect(text('appointment-create-hint')).toBe('Select at least one order to create the appointment.');
    expect(create?.getAttribute('aria-describedby')).toBe('appointment-create-hint');
    await press(create);
    expect(sentOf('order.appointmentCreate')).toEqual([]);
    expect(text('appointment-filter-apply')).toBe('Search');
    await press(one(document.body, '[data-testid=appointment-candidates-all]'));
    expect(text('appointment-selected')).toBe('2 orders selected');
    expect(one(document.body, '[data-testid=appointment-create-submit]')?.hasAttribute('disabled')).toBe(false);
    expect(one(document.body, '[data-testid=appointment-create-hint]')).toBeNull();
    await press(one(document.body, '[data-testid=appointment-create-submit]'));
    await flush();
    expect(sentOf('order.appointmentCreate').map((s) => s.body)).toEqual([{ orderIds: ['od-1', 'od-2'] }]);
    expect(location.history?.at(-1)).toBe('/appointmentInfo/AP260302000001');
  });

  it('shows the loading state in the table while the orders load', async () => {
    reset(detail('draft'));
    let answer: (v: unknown) => void = () => {};
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint, args: never) => (ep.id === 'order.appointmentOrders' ? new Promise((r) => (answer = r)) : serve(ep, args))) as never);
    await show(<AppointmentCreateScreen />, '/appointmentCreate');
    expect(text('appointment-candidates-loading')).toBe('Loading the orders…');
    expect(one(document.body, '[data-testid=appointment-candidates]')?.getAttribute('aria-busy')).toBe('true');
    answer({ rows: [order(1)], total: 1 });
    await flush();
    await flush();
    expect(one(document.body, '[data-testid=appointment-candidates-loading]')).toBeNull();
    expect(all(document.body, '[data-testid=appointment-candidates-row]')).toHaveLength(1);
  });

  it('orders from two warehouses: the warning names them before the draft is created', async () => {
    reset(detail('draft'));
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint, args: never) =>
      ep.id === 'order.appointmentOrders' ? (sent.push({ id: ep.id }), Promise.resolve({ rows: [order(1), fromShenzhen(order(2))], total: 2 })) : serve(ep, args)) as never);
    await show(<AppointmentCreateScreen />, '/appointmentCreate');
    await press(one(document.body, '[data-testid=appointment-candidates-all]'));
    await press(one(document.body, '[data-testid=appointment-create-submit]'));
    const dialog = one(document.body, '[data-testid=appointment-warehouses-dialog]');
    expect(dialog?.textContent).toContain('Book orders from 2 warehouses?');
    expect(dialog?.textContent).toContain('Los Angeles (US-LAX01), Shenzhen (CN-SZX01)');
    expect(sentOf('order.appointmentCreate')).toEqual([]);
    await press(one(dialog!, '[data-testid=confirm-cancel]'));
    expect(one(document.body, '[data-testid=appointment-warehouses-dialog]')).toBeNull();
    expect(text('appointment-selected')).toBe('2 orders selected');
    await press(one(document.body, '[data-testid=appointment-create-submit]'));
    await press(one(document.body, '[data-testid=appointment-warehouses-dialog] [data-testid=confirm-ok]'));
    await flush();
    expect(sentOf('order.appointmentCreate').map((s) => s.body)).toEqual([{ orderIds: ['od-1', 'od-2'] }]);
  });

  it('a view-only role sees the note, not the choice', async () => {
    reset(detail('draft'));
    await show(<AppointmentCreateScreen />, '/appointmentCreate', false);
    expect(one(document.body, '[data-testid=view-only]')).not.toBeNull();
    expect(one(document.body, '[data-testid=appointment-candidates]')).toBeNull();
  });
});

describe('appointment detail screen', () => {
  it('a draft: the form shows its problems before anything is sent', async () => {
    reset(detail('draft'));
    await show(<AppointmentInfoScreen params={{ id: 'AP260302000001' }} />, '/appointmentInfo/AP260302000001');
    expect(text('appointment-status')).toBe('Draft');
    expect(one(document.body, '[data-testid=appointment-form]')).not.toBeNull();
    expect(all(document.body, '[data-testid=appointment-orders-row]')).toHaveLength(2);
    // the submit button submits the form (happy-dom does not submit on a click: dispatch it)
    expect(one(document.body, '[data-testid=appointment-submit]')?.getAttribute('type')).toBe('submit');
    await act(async () => void one(document.body, '[data-testid=appointment-form]')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    expect(all(document.body, '[data-testid=appointment-form] .field-error').map((e) => e.textContent)).toEqual(Array(5).fill('Required.'));
    expect(sentOf('order.appointmentSubmit')).toEqual([]);
    expect(one(document.body, '[data-testid=appointment-print-open]')).toBeNull();
    // the destructive action is apart from Submit: in the danger zone after the orders, not in the form
    expect(one(document.body, '[data-testid=appointment-danger-zone] [data-testid=appointment-cancel]')).not.toBeNull();
    expect(one(document.body, '[data-testid=appointment-form] [data-testid=appointment-cancel]')).toBeNull();
    const orders = one(document.body, '[data-testid=appointment-orders-section]')!;
    expect(orders.compareDocumentPosition(one(document.body, '[data-testid=appointment-danger-zone]')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a submitted one: the delivery sheet calls window.print once; cancel asks first and sends the version read', async () => {
    reset(detail('submitted'));
    const print = vi.fn();
    vi.stubGlobal('print', print);
    try {
      await show(<AppointmentInfoScreen params={{ id: 'AP260302000001' }} />, '/appointmentInfo/AP260302000001');
      expect(text('appointment-status')).toBe('Submitted');
      expect(text('appointment-fields')).toContain('2099-03-04 10:00-12:00');
      await press(one(document.body, '[data-testid=appointment-print-open]'));
      await flush();
      expect(one(document.body, '[data-testid=appointment-print]')).not.toBeNull();
      expect(all(document.body, '[data-testid=print-sheet-line]').map((r) => r.querySelector('th')?.textContent)).toEqual(['PO00000001', 'PO00000002']);
      expect(print).toHaveBeenCalledTimes(1);
      await press(one(document.body, '[data-testid=appointment-print-close]'));
      expect(one(document.body, '[data-testid=appointment-print]')).toBeNull();

      await press(one(document.body, '[data-testid=appointment-cancel]'));
      const dialog = one(document.body, '[data-testid=appointment-cancel-dialog]');
      expect(dialog).not.toBeNull();
      await press(one(dialog!, '[data-testid=confirm-ok]'));
      await flush();
      expect(sentOf('order.appointmentCancel').map((s) => s.body)).toEqual([{ formNo: 'AP260302000001', version: 2 }]);
      expect(text('appointment-status')).toBe('Cancelled');
      expect(one(document.body, '[data-testid=appointment-cancel]')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a failed load offers a retry; a view-only role gets no form and no actions', async () => {
    reset(detail('draft'));
    failLoad = true;
    await show(<AppointmentInfoScreen params={{ id: 'AP260302000001' }} />, '/appointmentInfo/AP260302000001');
    expect(text('appointment-load-failed')).toContain('database unavailable');
    failLoad = false;
    await press(one(document.body, '[data-testid=appointment-load-failed] button'));
    await flush();
    expect(text('appointment-status')).toBe('Draft');
    await cleanup();

    reset(detail('draft'));
    await show(<AppointmentInfoScreen params={{ id: 'AP260302000001' }} />, '/appointmentInfo/AP260302000001', false);
    expect(one(document.body, '[data-testid=view-only]')).not.toBeNull();
    expect(one(document.body, '[data-testid=appointment-form]')).toBeNull();
    expect(one(document.body, '[data-testid=appointment-cancel]')).toBeNull();
  });
});
