// Calls in flight (services/activity): call() counts itself from the moment it is called, and
// listeners hear one "busy" for a burst of calls and one "idle" when the last one settles,
// answered, failed or aborted. The load indicator waits on it (navigation machine).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, callsInFlight, subscribeActivity } from '../../../src/services';
import { envelope, item, setup, stubFetch } from './helpers';

describe('calls in flight', () => {
  let seen: boolean[];
  let off: () => void;
  beforeEach(() => {
    setup();
    seen = [];
    off = subscribeActivity((busy) => seen.push(busy));
  });
  afterEach(() => {
    off();
    vi.unstubAllGlobals();
  });

  it('a call is in flight synchronously, and a burst is one busy and one idle', async () => {
    const answers: Array<() => void> = [];
    stubFetch(() => new Promise<Response>((resolve) => answers.push(() => resolve(envelope('0', { id: '1', qty: 1 })))));
    const a = call(item, { params: { id: '1' } });
    expect(callsInFlight()).toBe(1);
    expect(seen).toEqual([true]);
    const b = call(item, { params: { id: '2' } });
    expect(callsInFlight()).toBe(2);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[0]();
    await a;
    expect(seen).toEqual([true]);
    answers[1]();
    await b;
    expect(callsInFlight()).toBe(0);
    expect(seen).toEqual([true, false]);
  });

  it('a failed call, and one refused before it is sent, end too', async () => {
    stubFetch(() => envelope('BIZ_X', null, 'no'));
    await expect(call(item, { params: { id: '1' } })).rejects.toMatchObject({ code: 'BIZ_X' });
    // an invalid input is refused before anything is sent
    await expect(call(item, { params: { id: '' } } as never)).rejects.toBeTruthy();
    expect(callsInFlight()).toBe(0);
    expect(seen).toEqual([true, false, true, false]);
  });

  it('an aborted call ends', async () => {
    stubFetch((req) => new Promise<Response>((_resolve, reject) => req.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    const ctl = new AbortController();
    const p = call(item, { params: { id: '1' } }, { signal: ctl.signal });
    expect(callsInFlight()).toBe(1);
    ctl.abort();
    await expect(p).rejects.toMatchObject({ kind: 'aborted' });
    expect(callsInFlight()).toBe(0);
  });
});
