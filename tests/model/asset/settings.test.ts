// The asset settings forms (buffer, warehouse cost, cart fees, logistics cost, asset defaults)
// run in the generic detail machine through settingSourceOf(): read by the owner's id, edited,
// checked with the spec's rules (isBufferQty, isRatio2, isCostAmount, isFeePercent, digits only)
// before the server, saved with the version read; no create and no delete. The cart record
// (cartEditResource: view and edit only, not in the registry) is checked the same way.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { call, CallError } from '../../../src/services';
import type { AnyEndpoint } from '../../../src/contract/kernel/endpoint';
import { detailMachine, validateValues } from '../../../src/machines/generic/detail.machine';
import { detailInputOf } from '../../../src/machines/generic/resource';
import { settingSourceOf } from '../../../src/machines/asset/sources';
import { settingSources, bufferSetting, warehouseCost, cartCost, assetSetting, logisticsCost } from '../../../src/resources/asset/settings';
import { cartEditResource } from '../../../src/resources/asset';
import type { AnyResource } from '../../../src/resources/types';
import { flush } from '../replay';

vi.mock(import('@lingui/core/macro'), () => import('../lingui-macro') as never);
vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn(), getOptions: vi.fn().mockResolvedValue([]) }));

describe.each(settingSources.map((s) => [s.key, s] as const))('settings form %s', (_key, setting) => {
  const { id, detail, values } = setting.examples;
  const source = settingSourceOf(setting);

  afterEach(() => vi.mocked(call).mockReset());

  it('rules: the record and the valid example pass; the invalid example fails with keys', () => {
    expect(validateValues(source.schema, source.fromDetail(detail))).toEqual({});
    expect(validateValues(source.schema, values.valid)).toEqual({});
    const errors = validateValues(source.schema, values.invalid);
    expect(Object.keys(errors).length).toBeGreaterThan(0);
    for (const m of Object.values(errors)) expect(m).toMatch(/^[A-Za-z0-9_.]+$/);
    for (const f of setting.fields.filter((x) => !x.viewOnly)) expect(Object.keys(source.fromDetail(null))).toContain(f.name);
    expect(setting.idOf(detail)).toBe(id);
  });

  it('loads by id, saves the edited values with the version read, through bodies the endpoints accept', async () => {
    const seen: Array<[AnyEndpoint, Record<string, unknown>, { signal?: AbortSignal; save?: boolean; quiet?: boolean }]> = [];
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint, args: Record<string, unknown>, opts: never) => {
      seen.push([ep, args, opts]);
      return Promise.resolve(detail);
    }) as never);
    const actor = createActor(detailMachine, { input: { id, source } }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('viewing');
    actor.send({ type: 'detail.editRequested' });
    for (const [name, value] of Object.entries(values.invalid)) actor.send({ type: 'detail.fieldChanged', name, value });
    actor.send({ type: 'detail.submitted' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(Object.keys(actor.getSnapshot().context.fieldErrors).length).toBeGreaterThan(0);
    for (const [name, value] of Object.entries(values.valid)) actor.send({ type: 'detail.fieldChanged', name, value });
    actor.send({ type: 'detail.submitted' });
    await flush();
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(seen).toHaveLength(2);
    const [[getEp, getArgs, getOpts], [saveEp, saveArgs, saveOpts]] = seen;
    expect(getEp.method).toBe('GET');
    expect(getOpts).toMatchObject({ quiet: true });
    expect(saveEp.method).toBe('PUT');
    expect(saveOpts).toMatchObject({ save: true });
    if (getEp.params) expect(getEp.params.safeParse(getArgs.params).success).toBe(true);
    if (saveEp.params) expect(saveArgs.params).toEqual({ id });
    expect(saveEp.body?.safeParse(saveArgs.body).success, JSON.stringify(saveArgs.body)).toBe(true);
    expect((saveArgs.body as { version: number }).version).toBe(detail.version);
    expect(getEp.response.safeParse(detail).success).toBe(true);
    // a setting cannot be deleted
    actor.send({ type: 'detail.deleteRequested' });
    actor.send({ type: 'detail.deleteConfirmed' });
    await flush();
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context.error).toMatchObject({ message: '', detail: expect.stringMatching(/not supported/) });
  });

  it('a stale version keeps the edits and the server code', async () => {
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint) => (ep.method === 'GET' ? Promise.resolve(detail) : Promise.reject(new CallError('envelope', 'ASSET_STALE_VERSION', 'changed meanwhile')))) as never);
    const actor = createActor(detailMachine, { input: { id, source } }).start();
    await flush();
    actor.send({ type: 'detail.editRequested' });
    for (const [name, value] of Object.entries(values.valid)) actor.send({ type: 'detail.fieldChanged', name, value });
    actor.send({ type: 'detail.submitted' });
    await flush();
    const s = actor.getSnapshot();
    expect(s.value).toBe('editing');
    expect(s.context.error?.code).toBe('ASSET_STALE_VERSION');
    expect(s.context.stale, 'the asset code means "changed by someone else" (the form offers a reload)').toBe(true);
    expect(s.context.values).toMatchObject(values.valid);
  });
});

describe('the spec rules in the settings', () => {
  const errorsOf = (s: typeof bufferSetting, v: Record<string, unknown>) => validateValues(s.schema, { ...s.examples.values.valid, ...v });
  it('buffer quantity: digits only, not empty, at most 9 digits; ratio 0..100 with 2 decimals', () => {
    expect(errorsOf(bufferSetting, { bufferQty: '12a' })).toEqual({ bufferQty: 'asset.bufferQty' });
    expect(errorsOf(bufferSetting, { bufferQty: '' })).toEqual({ bufferQty: 'asset.bufferQty' });
    expect(errorsOf(bufferSetting, { bufferQty: '1234567890' })).toEqual({ bufferQty: 'asset.bufferQty' });
    expect(errorsOf(bufferSetting, { bufferQty: '0' })).toEqual({});
    expect(errorsOf(bufferSetting, { bufferRatio: '100.01' })).toEqual({ bufferRatio: 'asset.ratio' });
    expect(errorsOf(bufferSetting, { bufferRatio: '1.234' })).toEqual({ bufferRatio: 'asset.ratio' });
  });
  it('amounts: positive with up to 5 decimals, empty = not charged; fees above 0 and at most 100', () => {
    expect(errorsOf(warehouseCost, { inboundPerUnit: '0' })).toEqual({ inboundPerUnit: 'asset.amount' });
    expect(errorsOf(warehouseCost, { inboundPerUnit: '1.123456' })).toEqual({ inboundPerUnit: 'asset.amount' });
    expect(errorsOf(warehouseCost, { inboundPerUnit: '1.12345', returnPerUnit: '' })).toEqual({});
    expect(errorsOf(cartCost, { commissionPct: '100' })).toEqual({});
    expect(errorsOf(cartCost, { commissionPct: '0' })).toEqual({ commissionPct: 'asset.percent' });
    expect(errorsOf(logisticsCost, { additional: { fuelSurcharge: 'x' } })).toEqual({ additional: 'asset.amount' });
    expect(errorsOf(assetSetting, { lowStockThreshold: '2.5' })).toEqual({ lowStockThreshold: 'asset.integer' });
  });
});

describe('the cart record (view and edit only)', () => {
  const resource = cartEditResource as unknown as AnyResource;
  afterEach(() => vi.mocked(call).mockReset());

  it('reads with GET {id} and saves name, status and remark with the version read', async () => {
    const { detail, values } = resource.examples as Required<AnyResource['examples']>;
    const seen: Array<[AnyEndpoint, Record<string, unknown>]> = [];
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint, args: Record<string, unknown>) => {
      seen.push([ep, args]);
      return Promise.resolve(detail);
    }) as never);
    const actor = createActor(detailMachine, { input: detailInputOf(resource, 'cart-1') }).start();
    await flush();
    actor.send({ type: 'detail.editRequested' });
    for (const [name, value] of Object.entries(values!.invalid)) actor.send({ type: 'detail.fieldChanged', name, value });
    actor.send({ type: 'detail.submitted' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: 'required' });
    for (const [name, value] of Object.entries(values!.valid)) actor.send({ type: 'detail.fieldChanged', name, value });
    actor.send({ type: 'detail.submitted' });
    await flush();
    expect(seen.map(([ep]) => ep)).toEqual([resource.endpoints.get, resource.endpoints.update]);
    const body = seen[1][1].body;
    expect(resource.endpoints.update?.body?.safeParse(body).success).toBe(true);
    expect(body).toEqual({ name: 'Harbor Home US (main)', status: 'paused', remark: '', version: 2 });
    expect(resource.endpoints.get?.response.safeParse(detail).success).toBe(true);
  });
});
