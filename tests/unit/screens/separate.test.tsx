// The isolation screens (src/screens/separate) rendered over a fake server (call() mocked): the
// actions bar follows the machine (exactly what the status allows, nothing for view-only roles or
// while an automatic job works), each action is confirmed and sent with the version read,
// terminate sends the restore choice, the end time is checked before it is sent, a stale version
// shows the reload notice and a refusal its message; increments are created from sku codes and
// synced; the form's second step takes skus by a pasted list (unknown and repeated codes named),
// shows a quantity above the stock as it is typed, checks then saves the lines; the history names the automatic job.
// These are the test ids and labels the e2e journey drives.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { createActor, createMachine } from 'xstate';
import { i18n as globalI18n, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { call, CallError, getOptions } from '../../../src/services';
import type { AnyEndpoint } from '../../../src/contract/kernel/endpoint';
import type { Increment, SeparationDetail } from '../../../src/contract/separate/separation';
import type { SeparationCall } from '../../../src/machines/separate/rules';
import { AppContext, type AppContextValue } from '../../../src/screens/appContext';
import { HistoryScreen } from '../../../src/screens/separate/HistoryScreen';
import { IncrementalScreen } from '../../../src/screens/separate/IncrementalScreen';
import { SeparationScreen } from '../../../src/screens/separate/SeparationScreen';
import { SettingScreen } from '../../../src/screens/separate/SettingScreen';
import { answerTo, detail, groupA, groupB, increment, cell } from '../../model/separate/fixtures';
import { all, cleanup, flush, one, press, render, stubLayout, type, typeDate, unmarkedText } from '../ui/render';

vi.mock(import('@lingui/core/macro'), () => import('../../model/lingui-macro') as never);
vi.mock(import('@lingui/react/macro'), () => import('./lingui-react-macro') as never);
vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn(), getOptions: vi.fn() }));

const ids: Record<string, SeparationCall> = {
  'separate.check': 'check',
  'separate.submit': 'submit',
  'separate.start': 'start',
  'separate.suspend': 'suspend',
  'separate.suspendConfirm': 'suspendConfirm',
  'separate.continue': 'continue',
  'separate.finish': 'finish',
  'separate.terminate': 'terminate',
  'separate.recover': 'recover',
  'separate.cancel': 'cancel',
  'separate.delete': 'delete',
  'separate.abortedTime': 'abortedTime',
};

let current: SeparationDetail;
let increments: Increment[];
let refuseNext: CallError | null;
let sent: Array<{ id: string; args: { params?: unknown; query?: unknown; body?: Record<string, unknown> } }>;
const toasts: unknown[] = [];

/** A tiny server: the lifecycle of separate-fixtures' answerTo. */
function serve(ep: AnyEndpoint, args: { params?: unknown; query?: unknown; body?: Record<string, unknown> }) {
  sent.push({ id: ep.id, args });
  if (refuseNext && ep.permission) {
    const e = refuseNext;
    refuseNext = null;
    return Promise.reject(e);
  }
  const body = args.body ?? {};
  switch (ep.id) {
    case 'separate.detail':
      return Promise.resolve(current);
    case 'separate.autoStatus':
      return Promise.resolve({ autoSeparateStatus: false, autoIncrementalStatus: false });
    case 'separate.incrementalGet':
      return Promise.resolve(increments);
    case 'separate.allocationIncrementalGroup':
    case 'separate.allocationWarehouseGroup':
      return Promise.resolve((body.skus as string[]).includes('SKU-003') ? [cell('sku_3', 'SKU-003', groupA, 30), cell('sku_3', 'SKU-003', groupB, 12)] : []);
    case 'separate.incrementalCreate': {
      const inc = increment('i3', 'created', { lines: (body.lines as Increment['lines']).map((l) => ({ ...l, sku: 'SKU-003', warehouseGroupName: 'North America', available: 30 })) });
      increments = [inc, ...increments];
      return Promise.resolve(inc);
    }
    case 'separate.incrementalSync': {
      increments = increments.map((i) => (i.id === body.id ? { ...i, status: 'syncing', version: i.version + 1 } : i));
      return Promise.resolve(increments.find((i) => i.id === body.id));
    }
    case 'common.lookupResolve': {
      const codes = body.codes as string[];
      return Promise.resolve({ found: codes.includes('SKU-003') ? [{ code: 'SKU-003', name: 'Green tea' }] : [], unknown: codes.filter((c) => c !== 'SKU-003') });
    }
    case 'separate.warehouseGroup':
      return Promise.resolve([groupA, groupB].map((g) => ({ ...g, available: 100, selected: false })));
    case 'separate.groupCheck':
      return Promise.resolve({ ok: true, problems: [] });
    case 'separate.groupSubmit':
      current = { ...current, version: current.version + 1 };
      return Promise.resolve(current);
    case 'separate.cartOption':
      return Promise.resolve([{ id: 'ct_1', code: 'HA-AMZ-US-001', name: 'Harbor - Amazon US', platformCode: 'amazon', warehouseGroupId: groupA.id }]);
    case 'separate.record':
      return Promise.resolve([
        { id: 'h1', action: 'create', fromStatus: null, toStatus: 'draft', incrementCode: null, actorName: 'Grace Lin', at: '2024-05-01T08:00:00.000Z', note: '' },
        { id: 'h2', action: 'start', fromStatus: 'submitted', toStatus: 'inEffect', incrementCode: null, actorName: null, at: '2024-05-02T00:00:00.000Z', note: '15 held' },
      ]);
    case 'separate.autoHistory':
      return Promise.resolve([{ id: 'r1', kind: 'start', outcome: 'done', note: 'started on time', at: '2024-05-02T00:00:00.000Z' }]);
    default: {
      const action = ids[ep.id];
      if (!action) return Promise.reject(new Error(`unexpected ${ep.id}`));
      const next = answerTo(current, action, body.restore === true, (body.abortedAt as string) ?? null);
      if (next) current = next;
      return Promise.resolve(next === null ? { id: current.id, deleted: true } : next);
    }
  }
}

function appContext(permissions: string[], manage = true): AppContextValue {
  const session = createActor(createMachine({ context: { user: { permissions, groups: ['separate'], manageGroups: manage ? ['separate'] : [] } } })).start();
  const notifier = createActor(createMachine({ on: { 'notify.push': { actions: ({ event }) => void toasts.push(event) } } })).start();
  return { actors: { session, notifier }, machines: {}, build: {} } as unknown as AppContextValue;
}

/** A paste into the sku picker's box (a list of codes), and the lookups it starts. */
async function paste(input: HTMLElement, text: string) {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  await flush();
  await flush();
}

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

async function show(el: ReactElement, path: string, permissions = ['stockSeparate.control']) {
  const location = memoryLocation({ path, record: true });
  const r = await render(
    <I18nProvider i18n={i18n}>
      <AppContext.Provider value={appContext(permissions)}>
        <Router hook={location.hook}>{el}</Router>
      </AppContext.Provider>
    </I18nProvider>,
  );
  await flush();
  await flush();
  return { ...r, location };
}

const actionIds = () => all(document.body, '[data-testid^=sep-action-]').map((b) => b.dataset.testid?.replace('sep-action-', ''));
const sentOf = (id: string) => sent.filter((s) => s.id === id);

async function act(action: string) {
  await press(one(document.body, `[data-testid=sep-action-${action}]`));
  await press(one(document.body, '[data-testid=sep-confirm] [data-testid=confirm-ok]'));
  await flush();
}

beforeAll(async () => {
  stubLayout();
  globalI18n.loadAndActivate({ locale: 'en', messages: {} });
});

afterEach(async () => {
  await cleanup();
  vi.mocked(call).mockReset();
  toasts.length = 0;
});

function reset(d: SeparationDetail, incs: Increment[] = []) {
  current = d;
  increments = incs;
  refuseNext = null;
  sent = [];
  vi.mocked(call).mockImplementation(serve as never);
  vi.mocked(getOptions).mockResolvedValue([{ value: 'amazon', label: 'Amazon' }]);
}

describe('isolation detail screen', () => {
  it('offers exactly what each status allows, confirms each action and sends the version read', async () => {
    reset(detail('draft', { version: 1 }));
    await show(<SeparationScreen params={{ id: 'sp_1' }} />, '/separate/sp_1');
    expect(one(document.body, '[data-testid=sep-status]')!.dataset.status).toBe('draft');
    expect(actionIds()).toEqual(['check', 'cancel', 'delete']);
    expect(one(document.body, '[data-testid=sep-edit]')).not.toBeNull();
    expect(one(document.body, '[data-testid=sep-edit-end]')).toBeNull();
    expect(all(document.body, '[data-testid=sep-lines] [role=row]').length).toBeGreaterThan(1);

    await act('check');
    expect(sentOf('separate.check').map((s) => s.args.body)).toEqual([{ id: 'sp_1', version: 1 }]);
    expect(one(document.body, '[data-testid=sep-status]')!.dataset.status).toBe('checked');
    expect(actionIds()).toEqual(['submit', 'cancel', 'delete']);
    await act('submit');
    expect(actionIds()).toEqual(['start', 'cancel']);
    expect(one(document.body, '[data-testid=sep-edit-end]')).not.toBeNull();
    await act('start');
    expect(one(document.body, '[data-testid=sep-status]')!.dataset.status).toBe('inEffect');
    expect(one(document.body, '[data-testid=sep-totals]')!.textContent).toContain('15 held');
    expect(actionIds()).toEqual(['suspend', 'finish', 'terminate']);
    await act('suspend');
    expect(actionIds()).toEqual(['suspendConfirm', 'continue', 'terminate']);
    await act('suspendConfirm');
    expect(actionIds()).toEqual(['continue', 'finish', 'terminate']);
    await act('continue');
    expect(one(document.body, '[data-testid=sep-status]')!.dataset.status).toBe('inEffect');

    // terminate: keep the stock held, then recover it
    await press(one(document.body, '[data-testid=sep-action-terminate]'));
    const keep = one(document.body, '[data-testid=sep-terminate-restore] input[value=keep]') as HTMLInputElement;
    await press(keep);
    await press(one(document.body, '[data-testid=sep-confirm] [data-testid=confirm-ok]'));
    await flush();
    expect(sentOf('separate.terminate').at(-1)?.args.body).toMatchObject({ id: 'sp_1', restore: false });
    expect(actionIds()).toEqual(['recover']);
    await act('recover');
    expect(actionIds()).toEqual([]);
    expect(sent.filter((s) => s.id !== 'separate.detail').map((s) => (s.args.body as { version: number }).version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(toasts.length).toBe(8);
  });

  it('what someone named is data (translate="no"): the name in the heading, the lines and the groups; the labels around them are read', async () => {
    reset(detail('draft', { checkProblems: [{ skuId: 'sku_1', sku: 'SKU-001', warehouseGroupId: groupA.id, warehouseGroupName: groupA.name, qty: 10, available: 4, message: 'Short.' }] }));
    await show(<SeparationScreen params={{ id: 'sp_1' }} />, '/separate/sp_1');
    expect(one(document.body, '#sep-title')!.textContent).toBe('Isolation SP-0001 · Prime day reserve');
    const read = unmarkedText(document.body);
    for (const name of ['Prime day reserve', 'Harbor - Amazon US', 'North America', 'Europe', 'Name of SKU-001']) expect(read).not.toContain(name);
    expect(read).toContain('Isolation SP-0001');
    expect(read).toContain('warehouses)');
    expect(read).toContain('SKU-001 in');
    expect(one(document.body, '[data-testid=sep-check-problems]')!.textContent).toContain('SKU-001 in North America: 10 asked, 4 available.');
  });

  it('a double click on confirm sends one call', async () => {
    reset(detail('draft', { version: 1 }));
    await show(<SeparationScreen params={{ id: 'sp_1' }} />, '/separate/sp_1');
    await press(one(document.body, '[data-testid=sep-action-check]'));
    const ok = one(document.body, '[data-testid=sep-confirm] [data-testid=confirm-ok]');
    await press(ok);
    await press(ok);
    await flush();
    expect(sentOf('separate.check').length).toBe(1);
  });

  it('view-only roles and roles without stockSeparate.control see no actions, with the note', async () => {
    reset(detail('inEffect'));
    await show(<SeparationScreen params={{ id: 'sp_1' }} />, '/separate/sp_1', []);
    expect(actionIds()).toEqual([]);
    expect(one(document.body, '[data-testid=sep-edit-end]')).toBeNull();
    expect(one(document.body, '[data-testid=view-only]')).not.toBeNull();
  });

  it('while an automatic job works: the isolationProcessing warning and no actions', async () => {
    reset(detail('inEffect', { autoIncrementalStatus: true }));
    await show(<SeparationScreen params={{ id: 'sp_1' }} />, '/separate/sp_1');
    expect(one(document.body, '[data-testid=sep-processing]')!.textContent).toContain('being processed');
    expect(actionIds()).toEqual([]);
  });

  it('a stale version asks for a reload; another refusal shows its message and goes back', async () => {
    reset(detail('inEffect'));
    await show(<SeparationScreen params={{ id: 'sp_1' }} />, '/separate/sp_1');
    refuseNext = new CallError('envelope', 'SEPARATE_VERSION_STALE', 'Changed by someone else.');
    await act('suspend');
    expect(one(document.body, '[data-testid=sep-stale]')).not.toBeNull();
    await press(one(document.body, '[data-testid=sep-stale-reload]'));
    await flush();
    expect(one(document.body, '[data-testid=sep-stale]')).toBeNull();
    refuseNext = new CallError('envelope', 'SEPARATE_INSUFFICIENT_STOCK', 'SKU-001 is short.');
    await act('finish');
    expect(one(document.body, '[data-testid=sep-failed-message]')!.textContent).toBe('SKU-001 is short.');
    await press(one(document.body, '[data-testid=sep-failed-ok]'));
    expect(one(document.body, '[data-testid=sep-failed]')).toBeNull();
    expect(actionIds()).toEqual(['suspend', 'finish', 'terminate']);
  });

  it('the end time is checked before it is sent', async () => {
    reset(detail('inEffect'));
    await show(<SeparationScreen params={{ id: 'sp_1' }} />, '/separate/sp_1');
    await press(one(document.body, '[data-testid=sep-edit-end]'));
    const field = () => one(document.body, '[data-testid=sep-end-input]');
    await typeDate(field(), '2098-06-01T10:00');
    await press(one(document.body, '[data-testid=sep-end-save]'));
    expect(field()!.textContent).toContain('The end must be after the start');
    expect(one(field()!, '[role=spinbutton]')!.getAttribute('aria-invalid')).toBe('true');
    expect(sentOf('separate.abortedTime')).toEqual([]);
    await typeDate(field(), '2099-06-30T18:00');
    await press(one(document.body, '[data-testid=sep-end-save]'));
    await flush();
    expect(sentOf('separate.abortedTime').length).toBe(1);
    expect(one(document.body, '[data-testid=sep-end-dialog]')).toBeNull();
  });
});

describe('incremental separations screen', () => {
  it('creates an increment from sku codes and quantities, then syncs it', async () => {
    reset(detail('inEffect'), [increment('i2', 'synced')]);
    await show(<IncrementalScreen params={{ id: 'sp_1' }} />, '/incremental/sp_1');
    expect(all(document.body, '[data-testid=inc-row]').map((r) => r.dataset.status)).toEqual(['synced']);
    expect(one(document.body, '[data-testid=inc-row] [data-testid=inc-action-terminate]')).not.toBeNull();
    await press(one(document.body, '[data-testid=inc-new]'));
    await paste(one(document.body, '[data-testid=inc-skus-input]')!, 'SKU-003 NOPE-1');
    expect(one(document.body, '[data-testid=inc-skus-report]')!.textContent).toContain('Not found: NOPE-1');
    const cellA = one(document.body, 'input[aria-label="Quantity of SKU-003 in North America"]') as HTMLInputElement;
    await type(cellA, '0');
    await press(one(document.body, '[data-testid=inc-save]'));
    expect(sentOf('separate.incrementalCreate')).toEqual([]);
    expect(cellA.getAttribute('aria-invalid')).toBe('true');
    await type(cellA, '6');
    await press(one(document.body, '[data-testid=inc-save]'));
    await flush();
    await flush();
    expect(sentOf('separate.incrementalCreate')[0].args.body).toEqual({ separationId: 'sp_1', lines: [{ skuId: 'sku_3', warehouseGroupId: groupA.id, qty: 6 }] });
    const row = all(document.body, '[data-testid=inc-row]').find((r) => r.dataset.code === 'INC-i3')!;
    await press(one(row, '[data-testid=inc-action-sync]'));
    await press(one(document.body, '[data-testid=inc-confirm] [data-testid=confirm-ok]'));
    await flush();
    await flush();
    expect(sentOf('separate.incrementalSync')[0].args.body).toEqual({ id: 'i3', version: 1 });
    expect(all(document.body, '[data-testid=inc-row]').find((r) => r.dataset.code === 'INC-i3')!.dataset.status).toBe('syncing');
    expect(one(document.body, '[data-testid=inc-processing]')).not.toBeNull();
    expect(one(document.body, '[data-testid=inc-new]')).toBeNull();
  });
});

describe('isolation form, header', () => {
  it('checks the header before creating: required fields, end after start; then creates and continues at the groups', async () => {
    reset(detail('draft', { lines: [], warehouseGroups: [], lineCount: 0, totalQty: 0, version: 1 }));
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint, args: never) => (ep.id === 'separate.create' ? (sent.push({ id: ep.id, args }), Promise.resolve(current)) : serve(ep, args))) as never);
    const { location } = await show(<SettingScreen params={{}} />, '/setting');
    const form = one(document.body, '[data-testid=sep-header-form]')!;
    for (const id of ['sep-name', 'sep-platform', 'sep-cart', 'sep-start', 'sep-end-at', 'sep-auto-start', 'sep-remark']) expect(one(form, `[data-testid=${id}]`), id).not.toBeNull();
    await press(one(form, '[data-testid=sep-header-next]'));
    expect(one(form, '[data-testid=sep-name]')!.textContent).toContain('This field is required');
    expect(one(form, '[data-testid=sep-cart]')!.textContent).toContain('This field is required');
    await type(one(form, '[data-testid=sep-name] input') as HTMLInputElement, 'Summer reserve');
    await typeDate(one(form, '[data-testid=sep-start]'), '2099-01-01T00:00');
    await typeDate(one(form, '[data-testid=sep-end-at]'), '2098-01-01T00:00');
    expect(one(form, '[data-testid=sep-end-at]')!.textContent).toContain('The end must be after the start');
    await typeDate(one(form, '[data-testid=sep-end-at]'), '2099-03-31T00:00');
    await type(one(form, '[data-testid=sep-cart] select') as HTMLSelectElement, 'ct_1');
    expect(one(form, '[data-testid=sep-cart]')!.textContent).not.toContain('This field is required');
    expect(sentOf('separate.create')).toEqual([]);
    await press(one(form, '[data-testid=sep-header-next]'));
    await flush();
    await flush();
    expect(sentOf('separate.create')[0].args.body).toMatchObject({ name: 'Summer reserve', cartId: 'ct_1', autoStart: false, remark: '' });
    expect(location.history?.at(-1)).toBe('/setting/sp_1?step=groups');
  });
});

describe('isolation form, groups and lines', () => {
  it('chooses groups, adds skus by a pasted list (unknown and repeated codes named), checks then saves the lines and opens the isolation', async () => {
    reset(detail('draft', { lines: [], warehouseGroups: [], lineCount: 0, totalQty: 0, version: 1 }));
    const { location } = await show(<SettingScreen params={{ id: 'sp_1' }} />, '/setting/sp_1?step=groups');
    await flush();
    const groups = all(document.body, '[data-testid=sep-group] input') as HTMLInputElement[];
    expect(groups.length).toBe(2);
    // the shop's own group is proposed
    expect(groups.map((g) => g.checked)).toEqual([true, false]);
    await press(groups[1]);
    // before any sku is in the lines a group shows its warehouses only (an ICU plural)
    expect(one(document.body, '[data-testid=sep-group-choice]')!.textContent).toContain('North America · 2 warehouses');
    await paste(one(document.body, '[data-testid=sep-skus-input]')!, 'SKU-003\nNOPE-9, SKU-003');
    expect(sentOf('common.lookupResolve')[0].args).toEqual({ params: { kind: 'sku' }, body: { codes: ['SKU-003', 'NOPE-9'] } });
    const report = one(document.body, '[data-testid=sep-skus-report]')!.textContent;
    expect(report).toContain('Not found: NOPE-9');
    expect(report).toContain('Repeated or already added: SKU-003');
    expect(report).toContain('1 code added.');
    // the group's available stock is that of the grid's skus (30 + 12 shown in the cells)
    expect(one(document.body, '[data-testid=sep-group-choice]')!.textContent).toContain('North America · 2 warehouses, 30 available');
    // a quantity above the cell's stock is named in the cell as it is typed, once, and Save waits
    await type(one(document.body, 'input[aria-label="Quantity of SKU-003 in North America"]') as HTMLInputElement, '31');
    expect(all(document.body, '.field-error').map((e) => e.textContent)).toEqual(['More than the stock available']);
    expect((one(document.body, '[data-testid=sep-lines-save]') as HTMLButtonElement).disabled).toBe(true);
    await type(one(document.body, 'input[aria-label="Quantity of SKU-003 in North America"]') as HTMLInputElement, '20');
    await type(one(document.body, 'input[aria-label="Quantity of SKU-003 in Europe"]') as HTMLInputElement, '5');
    await press(one(document.body, '[data-testid=sep-lines-save]'));
    await flush();
    await flush();
    expect(sent.map((s) => s.id).filter((id) => id.startsWith('separate.group'))).toEqual(['separate.groupCheck', 'separate.groupSubmit']);
    expect(sentOf('separate.groupSubmit')[0].args.body).toEqual({
      id: 'sp_1',
      version: 1,
      warehouseGroupIds: [groupA.id, groupB.id],
      lines: [
        { skuId: 'sku_3', warehouseGroupId: groupA.id, qty: 20 },
        { skuId: 'sku_3', warehouseGroupId: groupB.id, qty: 5 },
      ],
    });
    await flush();
    expect(location.history?.at(-1)).toBe('/separate/sp_1');
  });
});

describe('isolation history screen', () => {
  it('lists every change with its actor (the automatic job when none) and the automatic runs', async () => {
    reset(detail('inEffect'));
    await show(<HistoryScreen params={{ id: 'sp_1' }} />, '/seq/sp_1');
    await flush();
    const actors = all(document.body, '[data-testid=hist-entry] [data-testid=hist-actor]').map((a) => a.textContent);
    expect(actors).toEqual(['Grace Lin', 'Automatic job']);
    expect(all(document.body, '[data-testid=hist-entry]').map((e) => e.dataset.action)).toEqual(['create', 'start']);
    expect(all(document.body, '[data-testid=hist-run]').length).toBe(1);
  });
});
