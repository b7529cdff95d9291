// Receipt info machine (order detail, ReceiptSection): the receipt is read; the header is edited
// and the new line checked with the server's rules before anything is sent; a line is removed, the
// receipt cleared after a confirmation; each change is sent once with the version read and answers
// the receipt as it is; a stale version asks for a reload, any other refusal shows its message.
// A completed or cancelled order offers no change.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { call, CallError } from '../../../src/services';
import type { AnyEndpoint } from '../../../src/contract/kernel/endpoint';
import { addReceiptLine, clearReceiptInfo, ReceiptErrorCode, removeReceiptLine, saveReceiptInfo, type ReceiptInfo } from '../../../src/contract';
import { headerProblems, lineProblems } from '../../../src/machines/order/receiptForm';
import { receiptMachine, runReceiptCall, type ReceiptCall, type ReceiptRunInput } from '../../../src/machines/order/receipt.machine';
import type { ActorFixtures, EventFixtures } from '../coverage';
import { modelTests } from '../model-suite';
import { flush } from '../replay';
import { failure } from './fixtures';

vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

type Snap = ReturnType<typeof receiptMachine.getInitialSnapshot>;
const input = { orderId: 'od_1', today: '2026-03-02' };
const skus = [
  { sku: 'HB-TOWEL-01', name: 'Bath towel', qty: 2 },
  { sku: 'HB-MUG-02', name: 'Mug', qty: 3 },
];
const header = { invoiceNo: 'PI-2026-0001', invoiceDate: '2026-03-01', sellerTaxId: '91330106MA2B3C4D5E', currency: 'USD' };
const base = { orderId: 'od_1', supplierOrderId: 'PO00000001', skus, updatedAt: null, updatedBy: null };
const none: ReceiptInfo = { ...base, status: 'awaitingShipment', editable: true, version: 0, header: null, lines: [] };
const withLine: ReceiptInfo = {
  ...base,
  status: 'awaitingShipment',
  editable: true,
  version: 2,
  header,
  lines: [{ id: 'rl_1', sku: 'HB-TOWEL-01', qty: 2, unitPrice: 4.2, hsCode: '6302600000', originCountry: 'CN' }],
};
const locked: ReceiptInfo = { ...withLine, status: 'completed', editable: false };
const stale = new CallError('envelope', ReceiptErrorCode.versionStale, 'The receipt info of order PO00000001 was changed by someone else.');
const refused = new CallError('envelope', ReceiptErrorCode.locked, 'Order PO00000001 is completed.');

const events: EventFixtures<typeof receiptMachine> = {
  'receipt.retry': [{ type: 'receipt.retry' }],
  'receipt.reloadRequested': [{ type: 'receipt.reloadRequested' }],
  'receipt.editRequested': [{ type: 'receipt.editRequested' }],
  'receipt.addLineRequested': [{ type: 'receipt.addLineRequested' }],
  'receipt.removeRequested': [{ type: 'receipt.removeRequested', lineId: 'rl_1' }],
  'receipt.clearRequested': [{ type: 'receipt.clearRequested' }],
  'receipt.headerChanged': [
    { type: 'receipt.headerChanged', field: 'invoiceNo', value: 'PI-7' },
    { type: 'receipt.headerChanged', field: 'sellerTaxId', value: 'TAX-7' },
    { type: 'receipt.headerChanged', field: 'currency', value: 'dollars' },
  ],
  'receipt.lineChanged': [
    { type: 'receipt.lineChanged', field: 'hsCode', value: '851762' },
    { type: 'receipt.lineChanged', field: 'unitPrice', value: '1.5' },
    { type: 'receipt.lineChanged', field: 'qty', value: '99' },
  ],
  'receipt.saved': [{ type: 'receipt.saved' }],
  'receipt.confirmed': [{ type: 'receipt.confirmed' }],
  'receipt.dismissed': [{ type: 'receipt.dismissed' }],
};

const actors: ActorFixtures<typeof receiptMachine> = {
  loadReceipt: { done: [none, withLine, locked], error: [failure] },
  runReceipt: { done: [withLine], error: [stale, refused] },
};

const editing = (s: Snap) => s.matches('editingHeader') || s.matches('addingLine') || s.matches('submitting');
const serializeState = (s: Snap) =>
  JSON.stringify({
    v: s.value,
    info: s.context.info ? [s.context.info.version, s.context.info.editable] : null,
    pending: s.context.pending,
    form: editing(s) ? [s.context.pending === 'save' ? s.context.header : s.context.pending === 'add' ? s.context.line : s.context.lineId, s.context.showProblems] : null,
    e: s.matches('failed') || s.matches('stale') || s.matches('loadFailed') ? (s.context.error?.code ?? null) : null,
  });

describe('receipt info machine', () => {
  afterEach(() => vi.mocked(call).mockReset());

  modelTests(receiptMachine, {
    input,
    events,
    actors,
    serializeState,
    invoked: ['loadReceipt', 'runReceipt'],
    coverage: { states: 10, transitions: 24 },
    replay: (path) => {
      const done: ReceiptCall[] = [];
      const machine = receiptMachine.provide({ actions: { announceDone: (_, p) => void done.push(p.action) } });
      return {
        machine,
        onStep: (step, i, { actor, pending, calls }) => {
          const s = actor.getSnapshot();
          const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
          const t = step.event.type;
          expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('submitting'));
          if (s.matches('viewing')) {
            const info = s.context.info!;
            // a completed or cancelled order offers no change
            expect(s.can({ type: 'receipt.editRequested' })).toBe(info.editable);
            expect(s.can({ type: 'receipt.clearRequested' })).toBe(info.editable && info.version > 0);
            expect(s.can({ type: 'receipt.addLineRequested' })).toBe(info.editable && !!info.header);
            expect(s.can({ type: 'receipt.removeRequested', lineId: 'rl_1' })).toBe(info.editable && info.lines.length > 0);
            expect(s.can({ type: 'receipt.removeRequested', lineId: 'rl_unknown' })).toBe(false);
            expect(s.context.pending).toBeNull();
          }
          if (t === 'receipt.editRequested') expect(s.context.header).toEqual(before?.context.info?.header ?? { invoiceNo: '', invoiceDate: '2026-03-02', sellerTaxId: '', currency: 'USD' });
          if (t === 'receipt.addLineRequested') expect(s.context.line).toEqual({ sku: 'HB-MUG-02', qty: '3', unitPrice: '', hsCode: '', originCountry: 'CN' });
          if (t === 'receipt.saved' && before?.matches('editingHeader')) expect(s.value).toBe(headerProblems(s.context.header).length ? 'editingHeader' : 'submitting');
          if (t === 'receipt.saved' && before?.matches('addingLine')) {
            const problems = lineProblems(s.context.line, s.context.info);
            expect(s.value).toBe(Object.keys(problems).length ? 'addingLine' : 'submitting');
            if (s.context.line.qty === '99') expect(problems.qty).toBe('qtyExceeded');
            if (s.value === 'addingLine') expect(s.context.showProblems).toBe(true);
          }
          if (s.matches('submitting')) {
            const sent = pending.get('runReceipt')?.input as ReceiptRunInput;
            expect([sent.action, sent.orderId, sent.version]).toEqual([s.context.pending, 'od_1', s.context.info?.version]);
            if (sent.action === 'save') expect(saveReceiptInfo.body?.safeParse({ orderId: sent.orderId, version: sent.version, header: sent.header }).success).toBe(true);
            if (sent.action === 'add') expect(sent.line).toEqual({ sku: 'HB-MUG-02', qty: 3, unitPrice: 1.5, hsCode: '851762', originCountry: 'CN' });
            if (sent.action === 'add') expect(addReceiptLine.body?.safeParse({ orderId: sent.orderId, version: sent.version, line: sent.line }).success).toBe(true);
            if (sent.action === 'remove') expect(sent.lineId).toBe('rl_1');
            for (const type of ['receipt.confirmed', 'receipt.saved', 'receipt.clearRequested', 'receipt.editRequested'] as const) expect(s.can({ type })).toBe(false);
            expect(s.can({ type: 'receipt.removeRequested', lineId: 'rl_1' })).toBe(false);
          }
          // one call per valid save, confirmation or remove
          const sends = path.steps.slice(1, i + 1).filter((x) => x.state.matches('submitting') && !x.event.type.startsWith('xstate.')).length;
          expect(calls.runReceipt?.length ?? 0).toBe(sends);
          if (t === 'xstate.done.actor.runReceipt') expect([s.value, done.at(-1), s.context.info]).toEqual(['viewing', before?.context.pending, withLine]);
          if (t === 'xstate.error.actor.runReceipt') {
            const code = (step.event as unknown as { error: { code: string } }).error.code;
            expect(s.value).toBe(code === ReceiptErrorCode.versionStale ? 'stale' : 'failed');
            expect(s.context.error?.code).toBe(code);
          }
        },
      };
    },
  });

  it('a double click on save sends one call', async () => {
    const sent: ReceiptRunInput[] = [];
    const machine = receiptMachine.provide({
      actors: {
        loadReceipt: fromPromise(async () => withLine),
        runReceipt: fromPromise<ReceiptInfo, ReceiptRunInput>(async ({ input: i }) => {
          sent.push(i);
          return { ...withLine, version: 3 };
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    await flush();
    actor.send({ type: 'receipt.editRequested' });
    actor.send({ type: 'receipt.headerChanged', field: 'invoiceNo', value: 'PI-8' });
    actor.send({ type: 'receipt.saved' });
    actor.send({ type: 'receipt.saved' });
    await flush();
    expect(sent).toEqual([{ action: 'save', orderId: 'od_1', version: 2, header: { ...header, invoiceNo: 'PI-8' } }]);
    expect(actor.getSnapshot().context.info?.version).toBe(3);
    actor.stop();
  });

  it('checks a line by the server’s rules: sku on the order, at most ordered, once per sku, HS code, country', () => {
    const line = { sku: 'HB-MUG-02', qty: '3', unitPrice: '1.5', hsCode: '851762', originCountry: 'cn' };
    expect(lineProblems(line, withLine)).toEqual({});
    expect(lineProblems({ ...line, sku: 'NOPE' }, withLine)).toEqual({ sku: 'skuNotOnOrder' });
    expect(lineProblems({ ...line, sku: 'HB-TOWEL-01', qty: '1' }, withLine)).toEqual({ sku: 'duplicateSku' });
    expect(lineProblems({ ...line, qty: '4' }, withLine)).toEqual({ qty: 'qtyExceeded' });
    expect(lineProblems({ ...line, qty: '1.5', unitPrice: '' }, withLine)).toEqual({ qty: 'invalid', unitPrice: 'invalid' });
    expect(lineProblems({ ...line, hsCode: '12345', originCountry: 'CHN' }, withLine)).toEqual({ hsCode: 'invalid', originCountry: 'invalid' });
    expect(headerProblems({ ...header, invoiceDate: '2026-02-30x', currency: 'us' })).toEqual(['invoiceDate', 'currency']);
  });

  it('default actors: each change calls its endpoint as a save call with input its schema accepts', async () => {
    const seen: Array<[AnyEndpoint, Record<string, unknown>, unknown]> = [];
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint, args: Record<string, unknown>, opts: unknown) => {
      seen.push([ep, args, opts]);
      return Promise.resolve(withLine);
    }) as never);
    const signal = new AbortController().signal;
    const ref = { orderId: 'od_1', version: 7 };
    await runReceiptCall({ action: 'save', ...ref, header }, signal);
    await runReceiptCall({ action: 'add', ...ref, line: { sku: 'HB-MUG-02', qty: 1, unitPrice: 2, hsCode: '851762', originCountry: 'CN' } }, signal);
    await runReceiptCall({ action: 'remove', ...ref, lineId: 'rl_1' }, signal);
    await runReceiptCall({ action: 'clear', ...ref }, signal);
    expect(seen.map(([ep]) => ep)).toEqual([saveReceiptInfo, addReceiptLine, removeReceiptLine, clearReceiptInfo]);
    for (const [ep, args, opts] of seen) {
      expect(opts).toEqual({ signal, save: true });
      expect(ep.body?.safeParse(args.body).success, ep.id).toBe(true);
    }
  });
});
