// Publishing a goods-base product to channels (docs/domain/products.md "Goods-base product"), from
// its record's "Publish to channels".
//   closed      nothing shown. publish.opened {id, version} -> choosing (no channel chosen).
//   choosing    publish.cartsChanged keeps the channels (shop codes) chosen and clears the
//               problem. publish.confirmed -> publishing with a channel chosen, else
//               context.noChannel. publish.closed -> closed.
//   publishing  publish (invoke 'publish'); tag 'busy'; a second confirm is not handled here, so a
//               double click sends one call. Done -> closed (context.published; announcePublished,
//               the screen reads the record again); failure -> choosing with context.error (the
//               platform's refusal: IMAGE_QUALITY, DUPLICATE_PRODUCT naming the channel; stale).
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { GB_CHANNELS_MAX, publishGb, type GbDetail } from '../../contract/product/goods-base';
import { toMachineError, type MachineError } from '../support/errors';

export interface GbPublishContext {
  id: string;
  version: number;
  cartCodes: string[];
  noChannel: boolean;
  published: GbDetail | null;
  error: MachineError | null;
}

export type GbPublishEvent =
  | { type: 'publish.opened'; id: string; version: number }
  | { type: 'publish.cartsChanged'; codes: string[] }
  | { type: 'publish.confirmed' }
  | { type: 'publish.closed' };

export const gbPublishMachine = setup({
  types: { context: {} as GbPublishContext, events: {} as GbPublishEvent, children: {} as { publish: 'publish' } },
  actors: {
    publish: fromPromise<GbDetail, { id: string; version: number; cartCodes: string[] }>(({ input, signal }) => call(publishGb, { body: input }, { signal, save: true })),
  },
  actions: {
    /** Provided by the screen: a toast and the record read again. */
    announcePublished: () => {},
  },
}).createMachine({
  id: 'gbPublish',
  context: { id: '', version: 0, cartCodes: [], noChannel: false, published: null, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'publish.opened': { target: 'choosing', actions: assign(({ event }) => ({ id: event.id, version: event.version, cartCodes: [], noChannel: false, error: null })) },
      },
    },
    choosing: {
      on: {
        'publish.cartsChanged': { actions: assign({ cartCodes: ({ event }) => event.codes.slice(0, GB_CHANNELS_MAX), noChannel: false, error: null }) },
        'publish.confirmed': [{ guard: ({ context }) => context.cartCodes.length > 0, target: 'publishing', actions: assign({ error: null }) }, { actions: assign({ noChannel: true }) }],
        'publish.closed': 'closed',
      },
    },
    publishing: {
      tags: ['busy'],
      invoke: {
        id: 'publish',
        src: 'publish',
        input: ({ context }) => ({ id: context.id, version: context.version, cartCodes: context.cartCodes }),
        onDone: { target: 'closed', actions: [assign({ published: ({ event }) => event.output }), 'announcePublished'] },
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
  },
});
