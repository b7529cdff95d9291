// Adding a brand authorization (docs/domain/products.md, "Brand authorization"): the brand (one of
// the tenant's products' brands), the trademark, the registrant, the licensor when licensed, the
// validity period and one to five evidence documents, each uploaded when chosen; then the draft is
// added and the screen opens its record (where it is submitted).
//   closed      nothing shown. brand.opened {today} -> loading.
//   loading     the brand list (invoke 'loadBrands'); tag 'busy'. Done -> editing (context.brands;
//               valid from today, to a year on); failure -> loadFailed.
//   loadFailed  context.error; brand.retry -> loading; brand.closed -> closed.
//   editing     brand.fieldChanged keeps a field (and clears its problem); brand.fileChosen {file}
//               -> uploading when the file is one a document may be (documentProblem() finds
//               none, fewer than five documents), else stays with problems.documents;
//               brand.documentRemoved {id} drops one; brand.submitted -> creating when
//               brandFormProblems() finds none, else stays with context.problems; brand.closed -> closed.
//   uploading   upload (invoke 'upload'); tag 'busy'. Done -> editing with the document added;
//               failure -> editing with context.error (the server checked its content).
//   creating    create (invoke 'create'); tag 'busy'. Only reachable from editing with a valid
//               form, so a double click sends one call. Done -> done (context.created;
//               announceCreated); failure -> editing with context.error, and the fields the
//               server named (PRODUCT_BRAND_INVALID data.fields) marked 'refused'.
//   done        brand.closed -> closed.
import { assign, fromPromise, setup } from 'xstate';
import { call, upload } from '../../services';
import {
  BRAND_DOCUMENT_EXTENSIONS,
  BRAND_DOCUMENT_MAX_BYTES,
  BRAND_DOCUMENTS_MAX,
  BRAND_TEXT_MAX,
  createBrandAuth,
  listBrands,
  uploadBrandDocument,
  type BrandAuthDetail,
  type BrandAuthType,
  type BrandDocument,
  type BrandOption,
} from '../../contract/product/brand';
import { toMachineError, type MachineError } from '../support/errors';

export type BrandField = 'brandName' | 'authType' | 'trademarkNo' | 'registrant' | 'licensor' | 'validFrom' | 'validTo';
export type BrandProblemField = BrandField | 'documents';
export type BrandProblem = 'required' | 'tooLong' | 'reversed' | 'past' | 'fileType' | 'fileSize' | 'tooMany' | 'refused';

export interface BrandForm {
  brandName: string;
  authType: BrandAuthType;
  trademarkNo: string;
  registrant: string;
  licensor: string;
  validFrom: string;
  validTo: string;
  documents: BrandDocument[];
}

export interface BrandCreateContext extends BrandForm {
  today: string;
  brands: BrandOption[];
  file: File | null;
  problems: Partial<Record<BrandProblemField, BrandProblem>>;
  created: BrandAuthDetail | null;
  error: MachineError | null;
}

export type BrandCreateEvent =
  | { type: 'brand.opened'; today: string }
  | { type: 'brand.retry' }
  | { type: 'brand.fieldChanged'; field: BrandField; value: string }
  | { type: 'brand.fileChosen'; file: File }
  | { type: 'brand.documentRemoved'; id: string }
  | { type: 'brand.submitted' }
  | { type: 'brand.closed' };

/** Why a chosen file cannot be a document, before sending it (the server checks its content too). */
export function documentProblem(file: { name: string; size: number }, count: number): BrandProblem | null {
  if (count >= BRAND_DOCUMENTS_MAX) return 'tooMany';
  const name = file.name.toLowerCase();
  if (!BRAND_DOCUMENT_EXTENSIONS.some((ext) => name.endsWith(ext))) return 'fileType';
  if (file.size <= 0 || file.size > BRAND_DOCUMENT_MAX_BYTES) return 'fileSize';
  return null;
}

/** What is wrong with the form before anything is sent. */
export function brandFormProblems(form: BrandForm, today: string): Partial<Record<BrandProblemField, BrandProblem>> {
  const problems: Partial<Record<BrandProblemField, BrandProblem>> = {};
  for (const field of ['brandName', 'trademarkNo', 'registrant'] as const) {
    if (!form[field].trim()) problems[field] = 'required';
    else if (form[field].trim().length > BRAND_TEXT_MAX) problems[field] = 'tooLong';
  }
  if (form.authType === 'licensed' && !form.licensor.trim()) problems.licensor = 'required';
  else if (form.licensor.trim().length > BRAND_TEXT_MAX) problems.licensor = 'tooLong';
  if (!form.validFrom) problems.validFrom = 'required';
  if (!form.validTo) problems.validTo = 'required';
  else if (form.validFrom && form.validTo < form.validFrom) problems.validTo = 'reversed';
  else if (form.validTo < today) problems.validTo = 'past';
  if (!form.documents.length) problems.documents = 'required';
  return problems;
}

const inAYear = (today: string) => `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;

const empty: BrandCreateContext = {
  today: '',
  brands: [],
  brandName: '',
  authType: 'owner',
  trademarkNo: '',
  registrant: '',
  licensor: '',
  validFrom: '',
  validTo: '',
  documents: [],
  file: null,
  problems: {},
  created: null,
  error: null,
};

type CreateInput = Omit<BrandForm, 'documents'> & { documentIds: string[] };
const createInputOf = (c: BrandCreateContext): CreateInput => ({
  brandName: c.brandName.trim(),
  authType: c.authType,
  trademarkNo: c.trademarkNo.trim(),
  registrant: c.registrant.trim(),
  licensor: c.authType === 'licensed' ? c.licensor.trim() : '',
  validFrom: c.validFrom,
  validTo: c.validTo,
  documentIds: c.documents.map((d) => d.id),
});

/** The fields a PRODUCT_BRAND_INVALID refusal names (data.fields), as the form's. */
function refusedFields(error: unknown): Partial<Record<BrandProblemField, BrandProblem>> {
  const fields = ((error as { data?: unknown } | null)?.data as { fields?: unknown } | null | undefined)?.fields;
  if (!Array.isArray(fields)) return {};
  return Object.fromEntries(fields.map((f) => [f === 'documentIds' ? 'documents' : String(f), 'refused' as const]));
}

export const brandAuthCreateMachine = setup({
  types: {
    context: {} as BrandCreateContext,
    events: {} as BrandCreateEvent,
    children: {} as { loadBrands: 'loadBrands'; upload: 'upload'; create: 'create' },
  },
  actors: {
    loadBrands: fromPromise<BrandOption[]>(async ({ signal }) => (await call(listBrands, {}, { signal, quiet: true })).items),
    upload: fromPromise<BrandDocument, { file: File }>(({ input, signal }) => {
      const form = new FormData();
      form.set('file', input.file);
      return upload(uploadBrandDocument, form, {}, { signal, save: true });
    }),
    create: fromPromise<BrandAuthDetail, CreateInput>(({ input, signal }) => call(createBrandAuth, { body: input }, { signal, save: true })),
  },
  actions: {
    /** The draft was added (provided by the screen: a toast, its record opened). */
    announceCreated: () => {},
  },
  guards: {
    fileFits: ({ context, event }) => event.type === 'brand.fileChosen' && documentProblem(event.file, context.documents.length) === null,
    valid: ({ context }) => Object.keys(brandFormProblems(context, context.today)).length === 0,
  },
}).createMachine({
  id: 'brandAuthCreate',
  context: empty,
  initial: 'closed',
  states: {
    closed: {
      on: { 'brand.opened': { target: 'loading', actions: assign(({ event }) => ({ ...empty, today: event.today, validFrom: event.today, validTo: inAYear(event.today) })) } },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadBrands',
        src: 'loadBrands',
        onDone: { target: 'editing', actions: assign({ brands: ({ event }) => event.output, error: null }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    loadFailed: {
      on: { 'brand.retry': 'loading', 'brand.closed': 'closed' },
    },
    editing: {
      on: {
        'brand.fieldChanged': {
          actions: assign(({ context, event }) => ({ [event.field]: event.value, problems: { ...context.problems, [event.field]: undefined }, error: null })),
        },
        'brand.fileChosen': [
          { guard: 'fileFits', target: 'uploading', actions: assign(({ context, event }) => ({ file: event.file, problems: { ...context.problems, documents: undefined }, error: null })) },
          { actions: assign(({ context, event }) => ({ problems: { ...context.problems, documents: documentProblem(event.file, context.documents.length) ?? undefined } })) },
        ],
        'brand.documentRemoved': { actions: assign(({ context, event }) => ({ documents: context.documents.filter((d) => d.id !== event.id) })) },
        'brand.submitted': [
          { guard: 'valid', target: 'creating', actions: assign({ error: null }) },
          { actions: assign({ problems: ({ context }) => brandFormProblems(context, context.today) }) },
        ],
        'brand.closed': 'closed',
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({ file: context.file as File }),
        onDone: { target: 'editing', actions: assign(({ context, event }) => ({ documents: [...context.documents, event.output], file: null })) },
        onError: { target: 'editing', actions: assign(({ event }) => ({ file: null, error: toMachineError(event.error) })) },
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'create',
        src: 'create',
        input: ({ context }) => createInputOf(context),
        onDone: { target: 'done', actions: [assign({ created: ({ event }) => event.output }), 'announceCreated'] },
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => ({ error: toMachineError(event.error), problems: { ...context.problems, ...refusedFields(event.error) } })),
        },
      },
    },
    done: {
      on: { 'brand.closed': 'closed' },
    },
  },
});
