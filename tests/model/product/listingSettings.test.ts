// The listing settings machine (the platform product record's "Listing settings" section): the
// agreement dialog comes first while the platform's agreement is not accepted, and nothing is
// saved before it; nothing is sent while the handling days have a problem; a save carries the
// version read; a stale save asks for a reload; a save refused for a missing agreement reloads.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { saveListingSettings, type AgreementState, type ListingSettings } from '../../../src/contract/product/listing-settings';
import { listingSettingsMachine, type ListingData } from '../../../src/machines/product/listingSettings.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { failure } from './fixtures';

type Snap = ReturnType<typeof listingSettingsMachine.getInitialSnapshot>;
const PLATFORM = 'AMAZON';
const settings = (over: Partial<ListingSettings> = {}): ListingSettings => ({
  platformCode: PLATFORM,
  platformName: 'Amazon',
  handlingDays: 3,
  warehouseId: null,
  warehouseName: null,
  autoApplyFormula: true,
  version: 0,
  updatedAt: null,
  updatedBy: null,
  ...over,
});
const agreement = (accepted: boolean): AgreementState => ({ platformCode: PLATFORM, version: 1, text: 'Supplier agreement', accepted, acceptedAt: accepted ? '2026-03-01T00:00:00.000Z' : null, acceptedBy: accepted ? 'Lin Wei' : null });
const warehouses = [{ id: 'wh-1', code: 'SZ-BA01', name: 'Shenzhen', country: 'CN' }];
const notAccepted: ListingData = { settings: settings(), agreement: agreement(false), warehouses };
const accepted: ListingData = { settings: settings({ version: 2, handlingDays: 5 }), agreement: agreement(true), warehouses };

const events: EventFixtures<typeof listingSettingsMachine> = {
  'listing.retry': [{ type: 'listing.retry' }],
  'listing.opened': [{ type: 'listing.opened' }],
  'listing.accepted': [{ type: 'listing.accepted' }],
  'listing.fieldChanged': [
    { type: 'listing.fieldChanged', field: 'handlingDays', value: '0' },
    { type: 'listing.fieldChanged', field: 'handlingDays', value: '7' },
    { type: 'listing.fieldChanged', field: 'warehouseId', value: 'wh-1' },
  ],
  'listing.autoApplyChanged': [{ type: 'listing.autoApplyChanged', value: false }],
  'listing.saved': [{ type: 'listing.saved' }],
  'listing.closed': [{ type: 'listing.closed' }],
  'listing.reloadRequested': [{ type: 'listing.reloadRequested' }],
};

const actors: ActorFixtures<typeof listingSettingsMachine> = {
  load: { done: [notAccepted, accepted], error: [failure] },
  accept: { done: [agreement(true)], error: [new CallError('envelope', 'PRODUCT_LISTING_STALE', 'a new version')] },
  save: {
    done: [settings({ version: 3, handlingDays: 7 })],
    error: [new CallError('envelope', 'PRODUCT_LISTING_STALE', 'changed by someone else'), new CallError('envelope', 'PRODUCT_LISTING_AGREEMENT', 'accept first'), failure],
  },
};

const serializeState = (s: Snap) =>
  JSON.stringify({ v: s.value, f: s.context.form, p: s.context.problem, e: s.context.error?.code ?? null, a: s.context.data?.agreement.accepted ?? null, ver: s.context.data?.settings.version ?? null });

const paths = modelPaths(listingSettingsMachine, { events, actors, serializeState, input: { platformCode: PLATFORM } });
const runtime = emptyVisits();

describe('listing settings machine', () => {
  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(listingSettingsMachine, visitedBy(listingSettingsMachine, paths, { platformCode: PLATFORM }))).toMatchObject({ states: 9 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let announced = 0;
    const machine = listingSettingsMachine.provide({ actions: { announceSaved: () => void announced++ } });
    await replayPath(machine, path, {
      input: { platformCode: PLATFORM },
      invoked: ['load', 'accept', 'save'],
      visits: runtime,
      onStep: (_step, i, { actor, pending }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe((['loading', 'accepting', 'saving'] as const).some((x) => s.matches(x)));
        // the editor opens only with the agreement accepted
        if (s.matches('editing') || s.matches('saving')) expect(s.context.data?.agreement.accepted).toBe(true);
        const save = pending.get('save');
        if (save) {
          const input = save.input as { platformCode: string; form: { handlingDays: string; warehouseId: string; autoApplyFormula: boolean }; version: number };
          expect(s.context.problem).toBeNull();
          expect(saveListingSettings.body?.safeParse({ platformCode: input.platformCode, handlingDays: Number(input.form.handlingDays), warehouseId: input.form.warehouseId || null, autoApplyFormula: input.form.autoApplyFormula, version: input.version }).success).toBe(true);
          expect(input.version).toBe(s.context.data?.settings.version);
        }
        const steps = path.steps.slice(1, i + 1);
        expect(announced).toBe(steps.filter((x) => (x.event.type as string) === 'xstate.done.actor.save').length);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(listingSettingsMachine, runtime, 'replays');
  });

  it('asks for the agreement first, then saves once with the values typed', async () => {
    const sent: unknown[] = [];
    const machine = listingSettingsMachine.provide({
      actors: {
        load: fromPromise(async () => notAccepted),
        accept: fromPromise(async () => agreement(true)),
        save: fromPromise(async ({ input }) => {
          sent.push(input);
          return settings({ version: 1, handlingDays: 4 });
        }),
      },
    });
    const actor = createActor(machine, { input: { platformCode: PLATFORM } }).start();
    await flush();
    actor.send({ type: 'listing.opened' });
    expect(actor.getSnapshot().value).toBe('agreement');
    actor.send({ type: 'listing.accepted' });
    await flush();
    expect(actor.getSnapshot().context.form).toEqual({ handlingDays: '3', warehouseId: '', autoApplyFormula: true });
    actor.send({ type: 'listing.fieldChanged', field: 'handlingDays', value: '31' });
    actor.send({ type: 'listing.saved' });
    expect(actor.getSnapshot().context.problem).toBe('outOfRange');
    actor.send({ type: 'listing.fieldChanged', field: 'handlingDays', value: '4' });
    actor.send({ type: 'listing.saved' });
    actor.send({ type: 'listing.saved' });
    await flush();
    expect(sent).toEqual([{ platformCode: PLATFORM, form: { handlingDays: '4', warehouseId: '', autoApplyFormula: true }, version: 0 }]);
    expect(actor.getSnapshot().value).toBe('ready');
    actor.stop();
  });
});
