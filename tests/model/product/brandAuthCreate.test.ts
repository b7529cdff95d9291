// The "Add authorization" machine (brandAuthCreate.machine.ts): nothing is sent while the form has
// a problem (required fields, a reversed or passed period, a licensed brand without licensor, no
// document); a file that cannot be a document (type, size, a sixth) is refused before it is sent;
// each document chosen is uploaded once; one draft per confirmation (a double click sends one); a
// refusal keeps the form and marks the fields the server named.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createBrandAuth, type BrandAuthDetail, type BrandDocument, type BrandOption } from '../../../src/contract/product/brand';
import { brandAuthCreateMachine, brandFormProblems, documentProblem, type BrandForm } from '../../../src/machines/product/brandAuthCreate.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { failure } from './fixtures';

type Snap = ReturnType<typeof brandAuthCreateMachine.getInitialSnapshot>;
const TODAY = '2026-03-02';
const brands: BrandOption[] = [{ brandName: 'Solace', brandCode: 'SOLACE', productCount: 300, status: 'draft' }];
const doc: BrandDocument = { id: 'bd_1', fileName: 'certificate.pdf', contentType: 'application/pdf', size: 812, url: '/back/api/scm-app/supplier/product/brand/document/bd_1' };
// plain objects with a File's name and size: the graph tells events apart by their JSON, which a File has none of
const pdf = { name: 'certificate.pdf', size: 8 } as unknown as File;
const exe = { name: 'setup.exe', size: 2 } as unknown as File;
const created = { id: 'ba_1', brandCode: 'SOLACE', status: 'draft', version: 1 } as BrandAuthDetail;
const invalid = new CallError('envelope', 'PRODUCT_BRAND_INVALID', 'Valid to has already passed.', { fields: ['validTo'] });

const events: EventFixtures<typeof brandAuthCreateMachine> = {
  'brand.opened': [{ type: 'brand.opened', today: TODAY }],
  'brand.retry': [{ type: 'brand.retry' }],
  'brand.fieldChanged': [
    { type: 'brand.fieldChanged', field: 'brandName', value: 'Solace' },
    { type: 'brand.fieldChanged', field: 'trademarkNo', value: 'TM123' },
    { type: 'brand.fieldChanged', field: 'registrant', value: 'Solace Brands Ltd.' },
  ],
  'brand.fileChosen': [
    { type: 'brand.fileChosen', file: pdf },
    { type: 'brand.fileChosen', file: exe },
  ],
  'brand.documentRemoved': [{ type: 'brand.documentRemoved', id: 'bd_1' }],
  'brand.submitted': [{ type: 'brand.submitted' }],
  'brand.closed': [{ type: 'brand.closed' }],
};

const actors: ActorFixtures<typeof brandAuthCreateMachine> = {
  loadBrands: { done: [brands], error: [failure] },
  upload: { done: [doc], error: [new CallError('envelope', 'PRODUCT_BRAND_DOCUMENT_TYPE', 'A document must be a PDF, PNG, JPEG or WebP file.')] },
  create: { done: [created], error: [invalid] },
};

const serializeState = (s: Snap) =>
  JSON.stringify({
    v: s.value,
    // abstracted so the graph stays small: whether the required texts are filled, whether there is a document
    f: [s.context.brandName, s.context.trademarkNo, s.context.registrant].every(Boolean),
    d: s.context.documents.length > 0,
    pr: s.context.problems,
    e: s.context.error?.code ?? null,
  });

const paths = modelPaths(brandAuthCreateMachine, { events, actors, serializeState });
const runtime = emptyVisits();

describe('brand authorization create machine', () => {
  it('form and file problems before anything is sent', () => {
    const form: BrandForm = { brandName: 'Solace', authType: 'owner', trademarkNo: 'TM1', registrant: 'R', licensor: '', validFrom: TODAY, validTo: '2027-03-02', documents: [doc] };
    expect(brandFormProblems(form, TODAY)).toEqual({});
    expect(brandFormProblems({ ...form, brandName: ' ', documents: [] }, TODAY)).toEqual({ brandName: 'required', documents: 'required' });
    expect(brandFormProblems({ ...form, authType: 'licensed' }, TODAY)).toEqual({ licensor: 'required' });
    expect(brandFormProblems({ ...form, validTo: '2026-03-01' }, TODAY)).toEqual({ validTo: 'reversed' });
    expect(brandFormProblems({ ...form, validFrom: '2026-01-01', validTo: '2026-03-01' }, TODAY)).toEqual({ validTo: 'past' });
    expect(brandFormProblems({ ...form, registrant: 'x'.repeat(101) }, TODAY)).toEqual({ registrant: 'tooLong' });
    expect(documentProblem({ name: 'scan.JPG', size: 10 }, 0)).toBeNull();
    expect(documentProblem({ name: 'setup.exe', size: 10 }, 0)).toBe('fileType');
    expect(documentProblem({ name: 'big.pdf', size: 5 * 1024 * 1024 + 1 }, 0)).toBe('fileSize');
    expect(documentProblem({ name: 'a.pdf', size: 10 }, 5)).toBe('tooMany');
  });

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(brandAuthCreateMachine, visitedBy(brandAuthCreateMachine, paths))).toEqual({ states: 8, transitions: 17 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let announced = 0;
    const machine = brandAuthCreateMachine.provide({ actions: { announceCreated: () => void announced++ } });
    await replayPath(machine, path, {
      invoked: ['loadBrands', 'upload', 'create'],
      visits: runtime,
      onStep: (step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('uploading') || s.matches('creating'));
        const create = pending.get('create');
        if (create) {
          expect(Object.keys(brandFormProblems(s.context, TODAY))).toEqual([]);
          expect(createBrandAuth.body?.safeParse(create.input).success).toBe(true);
        }
        const upload = pending.get('upload');
        if (upload) expect(documentProblem((upload.input as { file: File }).file, s.context.documents.length)).toBeNull();
        if (s.matches('creating')) expect(s.can({ type: 'brand.submitted' })).toBe(false);
        const creates = path.steps.slice(1, i + 1).filter((x) => x.event.type === 'brand.submitted' && x.state.matches('creating')).length;
        expect(calls.create?.length ?? 0).toBe(creates);
        expect(announced).toBe(path.steps.slice(1, i + 1).filter((x) => x.state.matches('done') && x.event.type.startsWith('xstate.done')).length);
        if (step.event.type === 'xstate.error.actor.create') expect(s.context.problems.validTo).toBe('refused');
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(brandAuthCreateMachine, runtime, 'replays');
  });

  it('a double click on add creates once, with the uploaded documents', async () => {
    const sent: unknown[] = [];
    const machine = brandAuthCreateMachine.provide({
      actors: {
        loadBrands: fromPromise(async () => brands),
        upload: fromPromise(async () => doc),
        create: fromPromise(async ({ input }) => {
          sent.push(input);
          return created;
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'brand.opened', today: TODAY });
    await flush();
    for (const [field, value] of [['brandName', 'Solace'], ['trademarkNo', ' TM123 '], ['registrant', 'Solace Brands Ltd.']] as const) actor.send({ type: 'brand.fieldChanged', field, value });
    actor.send({ type: 'brand.fileChosen', file: pdf });
    await flush();
    actor.send({ type: 'brand.submitted' });
    actor.send({ type: 'brand.submitted' });
    await flush();
    expect(sent).toEqual([{ brandName: 'Solace', authType: 'owner', trademarkNo: 'TM123', registrant: 'Solace Brands Ltd.', licensor: '', validFrom: TODAY, validTo: '2027-03-02', documentIds: ['bd_1'] }]);
    expect(actor.getSnapshot().value).toBe('done');
    actor.stop();
  });
});
