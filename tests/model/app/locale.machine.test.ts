// Locale machine: reload (off, 1 s, on) and language switch (off, changeLang, storeLang, on) of
// spec section 4, through every state and transition.
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import { CallError } from '../../../src/services';
import type { Language } from '../../../src/contract/common/common';
import { LANG_KEY, localeMachine } from '../../../src/machines/app/locale.machine';
import { SESSION_SYSTEM_ID } from '../../../src/machines/app/session.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';

const input = { lang: 'en' as Language };
const rejected = new CallError('envelope', 'USER_UNSUPPORTED_LANGUAGE', 'language not supported');

const events: EventFixtures<typeof localeMachine> = {
  'app.reloadRequested': [{ type: 'app.reloadRequested' }],
  'lang.changeRequested': [
    { type: 'lang.changeRequested', lang: 'en' },
    { type: 'lang.changeRequested', lang: 'zh-CN' },
  ],
  'lang.adopted': [
    { type: 'lang.adopted', lang: 'en' },
    { type: 'lang.adopted', lang: 'zh-CN' },
  ],
};
const actors: ActorFixtures<typeof localeMachine> = {
  // the server answers with the language it stored: the requested one
  changeLang: { done: (s) => [{ lang: s.context.requestedLang ?? s.context.lang }], error: [rejected] },
};

const paths = modelPaths(localeMachine, { input, events, actors });
const runtime = emptyVisits();

/** Logs the effects in order, with the reload state each one saw. */
function instrumented() {
  const log: string[] = [];
  const machine = localeMachine.provide({
    actions: {
      storeLang: ({ context }, params) => log.push(`storeLang ${params.lang} reloading=${context.reloading}`),
      announceLang: (_, params) => log.push(`announceLang ${params.lang}`),
    },
  });
  return { log, machine };
}

describe('locale machine', () => {
  it('paths from xstate/graph visit every state and take every transition', () => {
    const report = assertCoverage(localeMachine, visitedBy(localeMachine, paths, input));
    expect(report).toEqual({ states: 4, transitions: 6 });
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_name, path) => {
    const { log, machine } = instrumented();
    let logAtRequest = 0;
    await replayPath(machine, path, {
      input,
      invoked: ['changeLang'],
      visits: runtime,
      onStep: (step, i, { actor, pending }) => {
        const ctx = actor.getSnapshot().context;
        const prev = i > 0 ? path.steps[i - 1].state.context : undefined;
        if (step.event.type === 'lang.changeRequested') {
          // reload off first, then the server call with the requested language
          expect(ctx.reloading).toBe(true);
          expect(pending.get('changeLang')?.input).toEqual({ lang: ctx.requestedLang });
          expect(ctx.error).toBeNull();
          logAtRequest = log.length;
        }
        if (step.event.type === 'xstate.done.actor.changeLang') {
          const requested = prev?.requestedLang;
          expect(ctx).toMatchObject({ lang: requested, reloading: false, error: null });
          expect(log.slice(logAtRequest)).toEqual([`storeLang ${requested} reloading=true`, `announceLang ${requested}`]);
        }
        if (step.event.type === 'xstate.error.actor.changeLang') {
          expect(ctx.lang).toBe(prev?.lang);
          expect(ctx.reloading).toBe(false);
          expect(ctx.error).toEqual({ code: 'USER_UNSUPPORTED_LANGUAGE', message: 'language not supported', kind: 'envelope' });
          expect(log.length, 'nothing stored or announced').toBe(logAtRequest);
        }
        if (step.event.type === 'app.reloadRequested') expect(ctx.reloading).toBe(true);
        if (step.event.type.startsWith('xstate.after.reloadDelay')) expect(ctx.reloading).toBe(false);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(localeMachine, runtime, 'replays');
  });

  it('runs the spec sequence: reload off -> changeLang -> storeLang -> reload on', async () => {
    const log: string[] = [];
    const machine = localeMachine.provide({
      actors: {
        changeLang: fromPromise(async ({ input: i }) => {
          log.push(`changeLang ${i.lang} reloading=${actor.getSnapshot().context.reloading}`);
          return { lang: i.lang };
        }),
      },
      actions: { storeLang: ({ context }, p) => log.push(`storeLang ${p.lang} reloading=${context.reloading}`), announceLang: () => {} },
    });
    const actor = createActor(machine, { input });
    actor.subscribe((s) => {
      const last = log.at(-1);
      const line = `reload ${s.context.reloading ? 'off' : 'on'}`;
      if (last !== line) log.push(line);
    });
    actor.start();
    actor.send({ type: 'lang.changeRequested', lang: 'zh-CN' });
    await flush();
    expect(log).toEqual(['reload on', 'changeLang zh-CN reloading=true', 'reload off', 'storeLang zh-CN reloading=true', 'reload on']);
    expect(actor.getSnapshot().context.lang).toBe('zh-CN');
  });

  it('adopts the language the server holds without calling it, then reloads', () => {
    const changeLang = vi.fn(async ({ input: i }: { input: { lang: Language } }) => i);
    const stored: Language[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      localeMachine.provide({ actors: { changeLang: fromPromise(changeLang) }, actions: { storeLang: (_, p) => stored.push(p.lang), announceLang: () => {} } }),
      { input, clock },
    );
    actor.start();
    actor.send({ type: 'lang.adopted', lang: 'en' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'lang.adopted', lang: 'zh-CN' });
    expect(actor.getSnapshot().context).toMatchObject({ lang: 'zh-CN', reloading: true });
    expect(stored).toEqual(['zh-CN']);
    clock.increment(1000);
    expect(actor.getSnapshot().context.reloading).toBe(false);
    expect(changeLang).not.toHaveBeenCalled();
  });

  it('ignores a change to the current language and changes while switching', async () => {
    const changeLang = vi.fn(async ({ input: i }: { input: { lang: Language } }) => i);
    const actor = createActor(localeMachine.provide({ actors: { changeLang: fromPromise(changeLang) }, actions: { storeLang: () => {}, announceLang: () => {} } }), { input });
    actor.start();
    expect(actor.getSnapshot().can({ type: 'lang.changeRequested', lang: 'en' })).toBe(false);
    actor.send({ type: 'lang.changeRequested', lang: 'en' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.reloading).toBe(false);
    actor.send({ type: 'lang.changeRequested', lang: 'zh-CN' });
    actor.send({ type: 'lang.changeRequested', lang: 'en' });
    await flush();
    expect(changeLang).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.lang).toBe('zh-CN');
  });

  it('turns the reload flag back on exactly 1 s after a reload request', () => {
    const clock = new SimulatedClock();
    const actor = createActor(localeMachine, { input, clock }).start();
    actor.send({ type: 'app.reloadRequested' });
    expect(actor.getSnapshot().context.reloading).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    clock.increment(999);
    expect(actor.getSnapshot().context.reloading).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().context.reloading).toBe(false);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('keeps the error until the next attempt', async () => {
    let fail = true;
    const machine = localeMachine.provide({
      actors: {
        changeLang: fromPromise(async ({ input: i }) => {
          if (fail) throw rejected;
          return i;
        }),
      },
      actions: { storeLang: () => {}, announceLang: () => {} },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'lang.changeRequested', lang: 'zh-CN' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ lang: 'en', reloading: false, error: { code: 'USER_UNSUPPORTED_LANGUAGE' } });
    actor.send({ type: 'app.reloadRequested' });
    expect(actor.getSnapshot().context.error).not.toBeNull();
    fail = false;
    const again = createActor(machine, { input, snapshot: undefined }).start();
    again.send({ type: 'lang.changeRequested', lang: 'zh-CN' });
    expect(again.getSnapshot().context.error).toBeNull();
  });

  it('aborts the server call when the actor stops mid-switch', () => {
    let signal: AbortSignal | undefined;
    const machine = localeMachine.provide({
      actors: { changeLang: fromPromise(({ signal: s }) => ((signal = s), new Promise<{ lang: Language }>(() => {}))) },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'lang.changeRequested', lang: 'zh-CN' });
    expect(signal?.aborted).toBe(false);
    actor.stop();
    expect(signal?.aborted).toBe(true);
  });

  it('default storeLang writes localStorage and announceLang tells the session actor of the system', async () => {
    const store = new Map<string, string>();
    vi.stubGlobal('window', { localStorage: { setItem: (k: string, v: string) => store.set(k, v), getItem: (k: string) => store.get(k) ?? null } });
    try {
      const sessionEvents: EventObject[] = [];
      const root = createMachine({
        invoke: [
          { src: localeMachine.provide({ actors: { changeLang: fromPromise(async ({ input: i }) => i) } }), systemId: 'locale', input },
          { src: fromCallback<EventObject>(({ receive }) => receive((e) => void sessionEvents.push(e))), systemId: SESSION_SYSTEM_ID },
        ],
      });
      const actor = createActor(root).start();
      actor.system.get('locale').send({ type: 'lang.changeRequested', lang: 'zh-CN' });
      await flush();
      expect(store.get(LANG_KEY)).toBe('zh-CN');
      expect(sessionEvents).toEqual([{ type: 'session.langChanged', lang: 'zh-CN' }]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
