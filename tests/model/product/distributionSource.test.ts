// The distribution settings in the generic detail machine (distributionSource.ts): the form's
// values of saved settings, the client-side rule (the contract's, judged as typed: decision 030)
// holding a save back with the problem's name on the field, the save's body carrying the values as
// typed and the version read, and a stale answer offering a reload.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { saveDistributionSettings, type DistributionSettings } from '../../../src/contract/product/distribution';
import { detailMachine } from '../../../src/machines/generic/detail.machine';
import { DISTRIBUTION_ID, distributionSource } from '../../../src/machines/product/distributionSource';
import { CallError } from '../../../src/services';
import { flush } from '../replay';

const saved: DistributionSettings = { offered: true, discountPercent: 12.5, version: 3, updatedAt: '2026-02-01T00:00:00.000Z', updatedBy: 'Lin Wei' };

describe('distribution settings source', () => {
  it('checks the discount as typed, saves the typed values with the version read and offers a reload when stale', async () => {
    const bodies: unknown[] = [];
    let stale = false;
    const source = {
      ...distributionSource,
      load: async () => ({ ...saved }),
      save: async (request: Parameters<typeof distributionSource.save>[0]) =>
        distributionSource.save(request, {
          signal: new AbortController().signal,
          call: (async (_endpoint: unknown, args: { body: unknown }) => {
            bodies.push(args.body);
            if (stale) throw new CallError('envelope', 'PRODUCT_DISTRIBUTION_STALE', 'changed by someone else');
            return { ...saved, ...(args.body as object), discountPercent: 7.25, version: 4 };
          }) as never,
        }),
    };
    const actor = createActor(detailMachine, { input: { id: DISTRIBUTION_ID, source } }).start();
    await flush();
    actor.send({ type: 'detail.editRequested' });
    expect(actor.getSnapshot().context.values).toEqual({ offered: true, discountPercent: '12.5' });

    for (const [typed, problem] of [['', 'required'], [' 7', 'notNumber'], ['100', 'outOfRange']] as const) {
      actor.send({ type: 'detail.fieldChanged', name: 'discountPercent', value: typed });
      actor.send({ type: 'detail.submitted' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.fieldErrors).toEqual({ discountPercent: problem });
    }
    expect(bodies).toEqual([]);
    // not offered, an empty discount is fine (sent as none)
    actor.send({ type: 'detail.fieldChanged', name: 'offered', value: false });
    actor.send({ type: 'detail.fieldChanged', name: 'discountPercent', value: '' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'detail.fieldChanged', name: 'offered', value: true });
    actor.send({ type: 'detail.fieldChanged', name: 'discountPercent', value: '7.25' });
    actor.send({ type: 'detail.submitted' });
    await flush();
    expect(bodies).toEqual([{ offered: true, discountPercent: '7.25', version: 3 }]);
    expect(saveDistributionSettings.body?.safeParse(bodies[0]).success).toBe(true);
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context.detail).toMatchObject({ discountPercent: 7.25, version: 4 });

    stale = true;
    actor.send({ type: 'detail.editRequested' });
    actor.send({ type: 'detail.submitted' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.stale).toBe(true);
    actor.stop();
  });
});
