// The inquiry reply machine (the inquiry record's "Reply"): nothing is sent while a quote breaks a
// rule (the money rule on the typed text, lead time 1..180, minimum quantity 1..wanted, valid until
// no earlier than the deadline), each problem kept on its line and field; a decline needs only its
// reason; the call carries every line once with the version read; a double click replies once; a
// refusal keeps the form with the server's words and puts the field it names on that field.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { replyInquiry } from '../../../src/contract/receipt';
import { inquiryReplyMachine, replyFormProblems, serverProblem, type ReplyFormLine } from '../../../src/machines/receipt/inquiryReply.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { inquiryRecord } from './inquiry-fixtures';

type Snap = ReturnType<typeof inquiryReplyMachine.getInitialSnapshot>;
const CLOSES = '2026-03-10T12:00:00.000Z';
const blank = (lineId: string, wanted: number): ReplyFormLine => ({ lineId, wanted, unitPrice: '', leadDays: null, minQty: null, validUntil: '', declineReason: null });
const LINES = [blank('l1', 40), blank('l2', 8)];
const opened = { type: 'reply.opened', no: 'PI260225002', version: 1, replyClosesAt: CLOSES, currency: 'USD', lines: LINES } as const;
const invalid = new CallError('envelope', 'RECEIPT_INQUIRY_REPLY_INVALID', 'Line 1: the lead time is out of range.', { lineId: 'l1', lineNo: 1, field: 'leadDays', problem: 'range' });

const events: EventFixtures<typeof inquiryReplyMachine> = {
  'reply.opened': [opened],
  'reply.lineChanged': [
    { type: 'reply.lineChanged', lineId: 'l1', unitPrice: '11.5', leadDays: 20, minQty: 5, validUntil: '2026-04-01' },
    { type: 'reply.lineChanged', lineId: 'l2', declineReason: 'CANNOT_SUPPLY' },
  ],
  'reply.submitted': [{ type: 'reply.submitted' }],
  'reply.closed': [{ type: 'reply.closed' }],
};

const actors: ActorFixtures<typeof inquiryReplyMachine> = {
  reply: { done: [inquiryRecord('replied', 2)], error: [invalid] },
};

const serializeState = (s: Snap) => JSON.stringify({ v: s.value, l: s.context.lines.map((l) => [l.unitPrice, l.declineReason]), p: s.context.problems, e: s.context.error?.code ?? null });
const paths = modelPaths(inquiryReplyMachine, { events, actors, serializeState });
const runtime = emptyVisits();

describe('inquiry reply machine', () => {
  it('form problems before anything is sent, one per line on its first wrong field', () => {
    const ok: ReplyFormLine = { lineId: 'l1', wanted: 40, unitPrice: '11.5', leadDays: 20, minQty: 5, validUntil: '2026-03-10', declineReason: null };
    const c = (l: Partial<ReplyFormLine>, currency = 'USD') => replyFormProblems({ lines: [{ ...ok, ...l }], replyClosesAt: CLOSES, currency });
    expect(c({})).toEqual({});
    expect(c({ unitPrice: '' })).toEqual({ l1: { field: 'unitPrice', problem: 'required' } });
    expect(c({ unitPrice: '1.123456' })).toEqual({ l1: { field: 'unitPrice', problem: 'money' } });
    expect(c({ unitPrice: '0' })).toEqual({ l1: { field: 'unitPrice', problem: 'money' } });
    expect(c({ unitPrice: '1.5' }, 'JPY')).toEqual({ l1: { field: 'unitPrice', problem: 'money' } });
    expect(c({ leadDays: 181 })).toEqual({ l1: { field: 'leadDays', problem: 'range' } });
    expect(c({ leadDays: 180, minQty: 41 })).toEqual({ l1: { field: 'minQty', problem: 'range' } });
    expect(c({ minQty: 40, validUntil: '2026-03-09' })).toEqual({ l1: { field: 'validUntil', problem: 'beforeDeadline' } });
    expect(c({ unitPrice: 'abc', leadDays: null, declineReason: 'PRICE_NOT_VIABLE' })).toEqual({});
    expect(serverProblem(invalid)).toEqual({ l1: { field: 'leadDays', problem: 'range' } });
    expect(serverProblem(new CallError('envelope', 'RECEIPT_INQUIRY_STALE', 'changed'))).toEqual({});
  });

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(inquiryReplyMachine, visitedBy(inquiryReplyMachine, paths))).toEqual({ states: 5, transitions: 8 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let announced = 0;
    const machine = inquiryReplyMachine.provide({ actions: { announceReplied: () => void announced++ } });
    await replayPath(machine, path, {
      invoked: ['reply'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('submitting'));
        const call = pending.get('reply');
        if (call) {
          expect(replyInquiry.body?.safeParse(call.input).success).toBe(true);
          expect((call.input as { lines: unknown[] }).lines).toHaveLength(LINES.length);
          expect(replyFormProblems(s.context)).toEqual({});
        }
        if (s.matches('submitting')) expect(s.can({ type: 'reply.submitted' })).toBe(false);
        const sent = path.steps.slice(1, i + 1).filter((x) => x.event.type === 'reply.submitted' && x.state.matches('submitting')).length;
        expect(calls.reply?.length ?? 0).toBe(sent);
        expect(announced).toBe(path.steps.slice(1, i + 1).filter((x) => x.state.matches('done') && x.event.type.startsWith('xstate.done')).length);
        if (step.event.type === 'reply.submitted' && s.matches('editing')) expect(s.context.problems).toEqual(replyFormProblems(s.context));
        if (step.event.type.startsWith('xstate.error')) expect(s.context.problems).toEqual({ l1: { field: 'leadDays', problem: 'range' } });
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(inquiryReplyMachine, runtime, 'replays');
  });

  it('a double click replies once, with every line (a decline sends only its reason)', async () => {
    const sent: unknown[] = [];
    const machine = inquiryReplyMachine.provide({
      actors: {
        reply: fromPromise(async ({ input }) => {
          sent.push(input);
          return inquiryRecord('replied', 2);
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send(opened);
    actor.send({ type: 'reply.lineChanged', lineId: 'l1', unitPrice: '11.5', leadDays: 20, minQty: 5, validUntil: '2026-04-01' });
    actor.send({ type: 'reply.lineChanged', lineId: 'l2', unitPrice: '9', declineReason: 'CANNOT_SUPPLY' });
    actor.send({ type: 'reply.submitted' });
    actor.send({ type: 'reply.submitted' });
    await flush();
    expect(sent).toEqual([
      {
        no: 'PI260225002',
        version: 1,
        lines: [
          { lineId: 'l1', declineReason: null, unitPrice: 11.5, leadDays: 20, minQty: 5, validUntil: '2026-04-01' },
          { lineId: 'l2', declineReason: 'CANNOT_SUPPLY', unitPrice: null, leadDays: null, minQty: null, validUntil: null },
        ],
      },
    ]);
    expect(actor.getSnapshot().value).toBe('done');
    actor.stop();
  });
});
