// Order exception machine (/order/abnormalInfo/:id) on the record-with-actions kit: "Resolve" is
// offered only while the exception is open; a blank or too long note is not sent; the resolution
// is sent once with the version read; someone else's change (stale, already resolved) asks for a
// reload; any other refusal goes back to the note (record-actions-suite.ts checks the kit's rules).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { call, CallError } from '../../../src/services';
import { abnormalRowSchema, AbnormalErrorCode, getAbnormal, RESOLUTION_MAX, resolveAbnormal, type AbnormalRow } from '../../../src/contract';
import { abnormalMachine, abnormalSpec } from '../../../src/machines/order/abnormal.machine';
import { recordActionsModelTests } from '../generic/record-actions-suite';
import { flush } from '../replay';
import { failure } from './fixtures';

vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

const record = (status: AbnormalRow['status'], version = 1): AbnormalRow => ({
  id: 'x_1',
  orderId: 'od_1',
  supplierOrderId: 'PO00000485',
  cartName: 'Harbor - Amazon US',
  orderStatus: 'partShipped',
  shipDeadline: '2026-03-03T10:00:00.000Z',
  kind: 'customsHold',
  status,
  raisedAt: '2026-02-28T11:00:00.000Z',
  resolution: status === 'resolved' ? 'Papers sent' : '',
  resolvedAt: status === 'resolved' ? '2026-03-01T09:00:00.000Z' : null,
  resolvedBy: status === 'resolved' ? 'Grace Lin' : null,
  version,
});

describe('order exception machine', () => {
  afterEach(() => vi.mocked(call).mockReset());

  it('the fixtures are answers the contract accepts', () => {
    expect(abnormalRowSchema.parse(record('open'))).toEqual(record('open'));
    expect(abnormalRowSchema.parse(record('resolved', 2))).toEqual(record('resolved', 2));
  });

  recordActionsModelTests({
    spec: abnormalSpec,
    machine: abnormalMachine,
    key: 'x_1',
    loaded: [record('open'), record('resolved', 2)],
    submitted: [record('resolved', 2)],
    stale: new CallError('envelope', AbnormalErrorCode.alreadyResolved, 'This exception is already resolved.'),
    refused: new CallError('envelope', 'SYS_INVALID_REQUEST', 'resolution: too long'),
    loadFailure: failure,
    notes: ['Papers sent to customs', '   ', 'x'.repeat(RESOLUTION_MAX + 1)],
    coverage: { states: 9, transitions: 16 },
    bodyAccepted: (i) => resolveAbnormal.body?.safeParse({ id: i.key, version: i.version, resolution: i.note }).success === true,
  });

  it('the spec reads the exception and resolves it with bodies their schemas accept', async () => {
    const seen: unknown[][] = [];
    vi.mocked(call).mockImplementation(((ep: unknown, args: unknown, opts: unknown) => {
      seen.push([ep, args, opts]);
      return Promise.resolve(ep === getAbnormal ? record('open') : record('resolved', 2));
    }) as never);
    const actor = createActor(abnormalMachine, { input: { key: 'x_1' } }).start();
    await flush();
    actor.send({ type: 'record.actionRequested', action: 'resolve' });
    actor.send({ type: 'record.noteChanged', value: ' Papers sent ' });
    actor.send({ type: 'record.confirmed' });
    await flush();
    expect(seen.map(([ep]) => ep)).toEqual([getAbnormal, resolveAbnormal]);
    expect(seen[1][1]).toEqual({ body: { id: 'x_1', version: 1, resolution: 'Papers sent' } });
    expect((seen[1][2] as { save: boolean }).save).toBe(true);
    expect(actor.getSnapshot().context.record?.status).toBe('resolved');
    actor.stop();
  });
});
