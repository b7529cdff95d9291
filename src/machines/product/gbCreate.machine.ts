// Creating a goods-base product (/product/createGbProduct; docs/domain/products.md "Goods-base
// product"): the category (picked from the platform's tree) and its attributes, title, brand, master
// sku, supply price, tax code (the supplier's, the default first) and 1 to 8 images, each uploaded
// when chosen through the goods-base image upload with a progress bar. Readiness (gbReadinessGaps)
// names what is missing before anything is sent; the create carries the request id the form was
// started with (input), so a retry or a double click makes one product.
//   loading     the category tree and the supplier's tax codes (invoke 'load'). Done -> editing
//               (the default tax code chosen); failure -> loadFailed.
//   loadFailed  gb.retry -> loading.
//   editing     gb.changed, gb.attributeChanged edit (a new category keeps the values of the
//               attributes it shares with the old one); gb.imageRemoved drops an image.
//               gb.imageChosen -> uploading when the file is an image of at most 5 MB and fewer
//               than 8 are held, else context.imageProblem. gb.submitRequested -> creating when
//               nothing is missing, else context.showProblems (the view names each gap).
//   uploading   upload (invoke 'upload'; it reports gb.uploadProgress); tag 'busy'. Done ->
//               editing with the image added; failure -> editing with context.imageError (the
//               server's words: not an image by its content, too large).
//   creating    create (invoke 'create'); tag 'busy'; a second submit is not handled here, so a
//               double click sends one call. Done -> done (context.created; announceCreated);
//               failure -> editing with context.error (the server names what is missing).
//   done        final: the screen opens the product.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { getTaxRates, IMAGE_MAX_BYTES, type TaxRate } from '../../contract/common';
import { uploadGbImage } from './gbImageUpload';
import { createGb, GB_IMAGES_MAX, gbReadinessGaps, type GbDetail, type GbGap, type GbImage, type GbInput } from '../../contract/product/goods-base';
import { getCategoryAttributes, type Category } from '../../contract/product/new-product';
import { toMachineError, type MachineError } from '../support/errors';
import { priceOf } from './applyForm.machine';

export type GbField = 'categoryCode' | 'title' | 'brand' | 'skuCode' | 'supplyPrice' | 'taxCode';
export type ImageProblem = 'notImage' | 'tooLarge' | 'tooMany';

export interface GbCreateContext {
  requestId: string;
  categories: Category[];
  taxRates: TaxRate[];
  categoryCode: string;
  title: string;
  brand: string;
  skuCode: string;
  /** As typed. */
  supplyPrice: string;
  taxCode: string;
  attributes: Record<string, string>;
  images: GbImage[];
  /** The upload under way: its file name and progress. */
  uploading: { fileName: string; loaded: number; total: number } | null;
  imageProblem: ImageProblem | null;
  imageError: MachineError | null;
  showProblems: boolean;
  created: GbDetail | null;
  error: MachineError | null;
}

export type GbCreateEvent =
  | { type: 'gb.retry' }
  | { type: 'gb.changed'; field: GbField; value: string }
  | { type: 'gb.attributeChanged'; code: string; value: string }
  | { type: 'gb.imageChosen'; file: File }
  | { type: 'gb.imageRemoved'; id: string }
  | { type: 'gb.uploadProgress'; loaded: number; total: number }
  | { type: 'gb.submitRequested' };

export const gbInputOf = (c: GbCreateContext): GbInput => ({
  categoryCode: c.categoryCode,
  title: c.title.trim(),
  brand: c.brand.trim(),
  skuCode: c.skuCode.trim(),
  supplyPrice: priceOf(c.supplyPrice),
  taxCode: c.taxCode,
  attributes: Object.fromEntries(Object.entries(c.attributes).filter(([, v]) => v.trim() !== '')),
  imageIds: c.images.map((i) => i.id),
});

export const gbFormGaps = (c: GbCreateContext): GbGap[] => gbReadinessGaps({ ...gbInputOf(c), imageCount: c.images.length }, c.categories, c.taxRates);

/** What is wrong with a chosen file before it is sent (the server checks the content). */
export function imageProblemOf(file: { type: string; size: number }, held: number): ImageProblem | null {
  if (held >= GB_IMAGES_MAX) return 'tooMany';
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** A request id for one form (the screen makes it once; the server keeps one product per id). */
export const newRequestId = () => (globalThis.crypto?.randomUUID ? globalThis.crypto.randomUUID() : `gb-${Date.now()}-${Math.random().toString(36).slice(2)}`);

type Loaded = { categories: Category[]; taxRates: TaxRate[] };

export const gbCreateMachine = setup({
  types: {
    context: {} as GbCreateContext,
    events: {} as GbCreateEvent,
    input: {} as { requestId: string },
    children: {} as { load: 'load'; upload: 'upload'; create: 'create' },
  },
  actors: {
    load: fromPromise<Loaded>(async ({ signal }) => {
      const [tree, taxRates] = await Promise.all([call(getCategoryAttributes, {}, { signal, quiet: true }), call(getTaxRates, {}, { signal, quiet: true })]);
      return { categories: tree.categories, taxRates };
    }),
    upload: uploadGbImage,
    create: fromPromise<GbDetail, GbInput & { requestId: string }>(({ input, signal }) => call(createGb, { body: input }, { signal, save: true })),
  },
  actions: {
    /** Provided by the screen: a toast and the product opened. */
    announceCreated: () => {},
  },
  guards: {
    ready: ({ context }) => gbFormGaps(context).length === 0,
  },
}).createMachine({
  id: 'gbCreate',
  context: ({ input }) => ({
    requestId: input.requestId,
    categories: [],
    taxRates: [],
    categoryCode: '',
    title: '',
    brand: '',
    skuCode: '',
    supplyPrice: '',
    taxCode: '',
    attributes: {},
    images: [],
    uploading: null,
    imageProblem: null,
    imageError: null,
    showProblems: false,
    created: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            categories: event.output.categories,
            taxRates: event.output.taxRates,
            taxCode: event.output.taxRates.find((r) => r.isDefault)?.taxCode ?? '',
            error: null,
          })),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    loadFailed: { on: { 'gb.retry': 'loading' } },
    editing: {
      on: {
        'gb.changed': {
          actions: assign(({ context, event }) => {
            if (event.field !== 'categoryCode') return { [event.field]: event.value, error: null };
            // a new category keeps the values of the attributes both have (a parent's, e.g. material)
            const codes = new Set((context.categories.find((c) => c.code === event.value)?.attributes ?? []).map((a) => a.code));
            return { categoryCode: event.value, attributes: Object.fromEntries(Object.entries(context.attributes).filter(([k]) => codes.has(k))), error: null };
          }),
        },
        'gb.attributeChanged': { actions: assign({ attributes: ({ context, event }) => ({ ...context.attributes, [event.code]: event.value }), error: null }) },
        'gb.imageRemoved': { actions: assign({ images: ({ context, event }) => context.images.filter((i) => i.id !== event.id), imageProblem: null, imageError: null }) },
        'gb.imageChosen': [
          {
            guard: ({ context, event }) => imageProblemOf(event.file, context.images.length) === null,
            target: 'uploading',
            actions: assign({ uploading: ({ event }) => ({ fileName: event.file.name, loaded: 0, total: event.file.size }), imageProblem: null, imageError: null }),
          },
          { actions: assign({ imageProblem: ({ context, event }) => imageProblemOf(event.file, context.images.length), imageError: null }) },
        ],
        'gb.submitRequested': [{ guard: 'ready', target: 'creating', actions: assign({ error: null }) }, { actions: assign({ showProblems: true }) }],
      },
    },
    uploading: {
      tags: ['busy'],
      on: {
        'gb.uploadProgress': { actions: assign({ uploading: ({ context, event }) => (context.uploading ? { ...context.uploading, loaded: event.loaded, total: event.total || context.uploading.total } : null) }) },
      },
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ event, self }) => ({
          file: (event as Extract<GbCreateEvent, { type: 'gb.imageChosen' }>).file,
          report: (loaded: number, total: number) => self.send({ type: 'gb.uploadProgress', loaded, total }),
        }),
        onDone: {
          target: 'editing',
          actions: assign({
            images: ({ context, event }) => [...context.images, { id: event.output.id, url: event.output.url, width: event.output.width, height: event.output.height, fileName: event.output.fileName }],
            uploading: null,
          }),
        },
        onError: { target: 'editing', actions: assign({ imageError: ({ event }) => toMachineError(event.error), uploading: null }) },
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'create',
        src: 'create',
        input: ({ context }) => ({ ...gbInputOf(context), requestId: context.requestId }),
        onDone: { target: 'done', actions: [assign({ created: ({ event }) => event.output }), 'announceCreated'] },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toMachineError(event.error), showProblems: true }) },
      },
    },
    done: { type: 'final' },
  },
});
