// Appointment machine (/order/appointmentCreate, /order/appointmentInfo/:id): orders are counted and
// chosen (a filter recounts and keeps the choice; nothing chosen shows a problem), the draft is
// created, its form checked (warehouse offered, date and slot not past, slot and carrier from the
// lists, whole packages 1..999) and submitted with the version read; a submitted one prints and
// cancels while allowed; stale answers lead to a reload; failures can be retried. Paths cover every
// state and transition for a new appointment and for one opened by its form number.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { call, CallError } from '../../../src/services';
import type { AnyEndpoint } from '../../../src/contract/kernel/endpoint';
import {
  AppointmentErrorCode,
  countAppointmentOrders,
  countAppointmentOrdersOld,
  createAppointment,
  getAppointmentOrders,
  submitAppointment,
} from '../../../src/contract/order/appointments';
import { appointmentMachine, oldCountBody, problemsOf, sourceWarehouses, type AppointmentInput, type SubmitInput } from '../../../src/machines/order/appointment.machine';
import { formBody, formProblems, valuesOf, type AppointmentValues } from '../../../src/machines/order/appointmentForm';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures, type ModelPath } from '../coverage';
import { flush, replayPath } from '../replay';
import { appointment, fromShenzhen, NOW, order, printData } from './appointment-fixtures';

vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

type Snap = ReturnType<typeof appointmentMachine.getInitialSnapshot>;
type Path = ModelPath<typeof appointmentMachine>;

const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');
const stale = new CallError('envelope', AppointmentErrorCode.versionStale, 'Appointment AP1 was changed by someone else.');
const refused = new CallError('envelope', AppointmentErrorCode.ordersNotEligible, '1 order cannot be booked: PO00000003 (not awaiting shipment).');

const detail = appointment;
const printed = printData();

/** The next field change toward a valid form (one at a time keeps the graph small); one wrong value first. */
function nextFieldChanges(v: AppointmentValues) {
  const change = (field: keyof AppointmentValues, value: string) => ({ type: 'appointment.fieldChanged' as const, field, value });
  if (!v.date) return [change('date', '2026-03-04'), change('date', '2026-03-01')];
  if (v.date < '2026-03-02') return [change('date', '2026-03-04')];
  if (!v.slot) return [change('slot', '10:00-12:00')];
  if (!v.carrier) return [change('carrier', 'UPS')];
  if (!v.packages) return [change('packages', '3'), change('packages', '1000')];
  if (v.packages !== '3') return [change('packages', '3')];
  return [];
}

const events: EventFixtures<typeof appointmentMachine> = {
  'appointment.filterChanged': (s) => (s.context.filter.delayShip ? [] : [{ type: 'appointment.filterChanged', filter: { delayShip: true } }]),
  'appointment.orderToggled': (s) =>
    s.context.selected.length === 0 ? [{ type: 'appointment.orderToggled', orderId: 'od-1', selected: true }] : [{ type: 'appointment.orderToggled', orderId: 'od-1', selected: false }],
  'appointment.allToggled': (s) => (s.context.selected.length < 2 ? [{ type: 'appointment.allToggled', selected: true }] : [{ type: 'appointment.allToggled', selected: false }]),
  'appointment.ordersConfirmed': [{ type: 'appointment.ordersConfirmed' }],
  'appointment.warehousesConfirmed': [{ type: 'appointment.warehousesConfirmed' }],
  'appointment.warehousesDismissed': [{ type: 'appointment.warehousesDismissed' }],
  'appointment.fieldChanged': (s) => nextFieldChanges(s.context.values),
  'appointment.formSubmitted': [{ type: 'appointment.formSubmitted' }],
  'appointment.cancelRequested': [{ type: 'appointment.cancelRequested' }],
  'appointment.cancelConfirmed': [{ type: 'appointment.cancelConfirmed' }],
  'appointment.cancelDismissed': [{ type: 'appointment.cancelDismissed' }],
  'appointment.printRequested': [{ type: 'appointment.printRequested' }],
  'appointment.printClosed': [{ type: 'appointment.printClosed' }],
  'appointment.retry': [{ type: 'appointment.retry' }],
  'appointment.reloadRequested': [{ type: 'appointment.reloadRequested' }],
};

const actors: ActorFixtures<typeof appointmentMachine> = {
  loadCandidates: {
    done: [
      { count: { matched: 10, eligible: 2 }, rows: [order(1), order(2)] },
      { count: { matched: 10, eligible: 2 }, rows: [order(1), fromShenzhen(order(2))] },
    ],
    error: [failure],
  },
  createAppointment: { done: [detail('draft')], error: [refused] },
  loadAppointment: { done: [detail('draft'), detail('submitted'), detail('arrived', { can: { submit: false, cancel: false, print: true } })], error: [failure] },
  submitAppointment: { done: [detail('submitted')], error: [stale, refused] },
  cancelAppointment: { done: [detail('cancelled', { can: { submit: false, cancel: false, print: false } })], error: [stale, failure] },
  loadPrint: { done: [printed], error: [failure] },
};

/** The graph's abstraction: the state, what the guards read, and the error code. */
const serializeState = (s: Snap) => {
  const c = s.context;
  const choosing = s.matches('choosing');
  const filling = s.matches('filling');
  return JSON.stringify({
    v: s.value,
    filter: choosing ? c.filter : null,
    selected: choosing ? c.selected.length : c.selected.length > 0,
    sources: choosing ? sourceWarehouses(c).length : null,
    status: c.detail?.status ?? null,
    can: c.detail?.can ?? null,
    values: filling ? problemsOf(c) : null,
    showProblems: filling && c.showProblems,
    e: c.error?.code ?? null,
  });
};

const inputs: Record<string, AppointmentInput> = {
  'a new appointment': { formNo: null, now: NOW },
  'one opened by its form number': { formNo: 'AP260302000001', now: NOW },
};
// opened by its form number, the choosing step does not exist; the form is explored from the new one
const opened: EventFixtures<typeof appointmentMachine> = { ...events, 'appointment.fieldChanged': [] };
const pathsOf = (input: AppointmentInput) => modelPaths(appointmentMachine, { input, events: input.formNo ? opened : events, actors, serializeState });
const cases: Array<[string, AppointmentInput, Path]> = Object.entries(inputs).flatMap(([name, input]) =>
  pathsOf(input).map((p, i) => [`${name} #${i + 1} ${describePath(p)}`, input, p] as [string, AppointmentInput, Path]),
);
const runtime = emptyVisits();
const busy = [{ choosing: 'counting' }, 'creating', 'loading', 'submitting', 'cancelling', { printing: 'loading' }] as const;

describe('appointment machine', () => {
  afterEach(() => vi.mocked(call).mockReset());

  it('paths from xstate/graph (new, opened) visit every state and take every transition', () => {
    const visits = emptyVisits();
    for (const input of Object.values(inputs)) visitedBy(appointmentMachine, pathsOf(input), input, visits);
    const report = assertCoverage(appointmentMachine, visits);
    expect(report.states).toBeGreaterThanOrEqual(15);
  });

  it.each(cases)('replays %s', async (_name, input, path) => {
    const created: string[] = [];
    const machine = appointmentMachine.provide({ actions: { announceCreated: (_, p) => void created.push(p.formNo) } });
    await replayPath(machine, path, {
      input,
      invoked: ['loadCandidates', 'createAppointment', 'loadAppointment', 'submitAppointment', 'cancelAppointment', 'loadPrint'],
      visits: runtime,
      onStep: (step, i, { actor, pending }) => {
        const s = actor.getSnapshot();
        const before = i > 0 ? (path.steps[i - 1].state as Snap) : undefined;
        const t = step.event.type;
        const c = s.context;
        expect(s.hasTag('busy')).toBe(busy.some((b) => s.matches(b as never)));
        if (s.matches({ choosing: 'counting' })) expect(pending.get('loadCandidates')?.input).toEqual({ filter: c.filter, countShape: 'new' });
        if (t === 'appointment.filterChanged') expect(c.selected).toEqual(before?.context.selected);
        // Create is refused with nothing chosen (the screen disables it: snapshot.can)
        if (s.matches({ choosing: 'ready' })) expect(s.can({ type: 'appointment.ordersConfirmed' })).toBe(c.selected.length > 0);
        if (t === 'appointment.ordersConfirmed') expect(before?.context.selected.length).toBeGreaterThan(0);
        // orders from several warehouses are booked only after the warning names them
        if (s.matches({ choosing: 'confirmingWarehouses' })) expect(sourceWarehouses(c).map((w) => w.code)).toEqual(['US-LAX01', 'CN-SZX01']);
        if (t === 'appointment.ordersConfirmed' && s.matches('creating')) expect(sourceWarehouses(c)).toHaveLength(1);
        if (t === 'appointment.warehousesDismissed') expect([s.matches({ choosing: 'ready' }), c.selected]).toEqual([true, before?.context.selected]);
        if (s.matches('creating')) {
          const sent = pending.get('createAppointment')?.input as { orderIds: string[] };
          expect(sent.orderIds.length).toBeGreaterThan(0);
          expect(createAppointment.body?.safeParse(sent).success).toBe(true);
        }
        if (t === 'xstate.done.actor.createAppointment') expect(created).toEqual(['AP260302000001']);
        if (t === 'xstate.error.actor.createAppointment') expect([s.matches({ choosing: 'ready' }), c.error?.code]).toEqual([true, AppointmentErrorCode.ordersNotEligible]);
        if (s.matches('loading')) expect(pending.get('loadAppointment')?.input).toEqual({ formNo: 'AP260302000001' });
        if (t === 'appointment.formSubmitted' && s.matches('filling')) {
          expect(c.showProblems).toBe(true);
          expect(Object.keys(problemsOf(c)).length).toBeGreaterThan(0);
        }
        if (s.matches('submitting')) {
          const sent = pending.get('submitAppointment')?.input as SubmitInput;
          expect(sent).toEqual({ formNo: 'AP260302000001', version: 1, form: { warehouseId: 'wh_fba', date: '2026-03-04', slot: '10:00-12:00', carrier: 'UPS', packages: 3 } });
          expect(submitAppointment.body?.safeParse({ formNo: sent.formNo, version: sent.version, ...sent.form }).success).toBe(true);
        }
        if (s.matches('cancelling')) expect(pending.get('cancelAppointment')?.input).toEqual({ formNo: 'AP260302000001', version: before?.context.detail?.version });
        if (s.matches('confirmingCancel')) expect(c.detail?.can.cancel).toBe(true);
        if (s.matches('printing')) expect(c.detail?.can.print).toBe(true);
        if (s.matches({ printing: 'ready' })) expect(c.print).toEqual(printed);
        if (t.startsWith('xstate.error.actor.') && (step.event as unknown as { error: { code: string } }).error.code === AppointmentErrorCode.versionStale) expect(s.value).toBe('stale');
        if (s.matches('viewing')) expect(c.detail?.status).not.toBe('draft');
        if (s.matches('filling')) expect(c.detail?.status).toBe('draft');
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(appointmentMachine, runtime, 'replays');
  });

  it('form checks mirror the contract and the server', () => {
    const now = new Date(NOW);
    const ok: AppointmentValues = { warehouseId: 'wh_fba', date: '2026-03-04', slot: '10:00-12:00', carrier: 'UPS', packages: '3' };
    expect(formProblems(ok, ['wh_fba'], now)).toEqual({});
    expect(submitAppointment.body?.safeParse({ formNo: 'AP1', version: 1, ...formBody(ok) }).success).toBe(true);
    expect(formProblems({ warehouseId: '', date: '', slot: '', carrier: '', packages: '' }, ['wh_fba'], now)).toEqual({
      warehouseId: 'required',
      date: 'required',
      slot: 'required',
      carrier: 'required',
      packages: 'required',
    });
    expect(formProblems({ ...ok, warehouseId: 'wh_own', slot: '07:00-09:00', carrier: 'POST', packages: '1.5' }, ['wh_fba'], now)).toEqual({
      warehouseId: 'notOffered',
      slot: 'notOffered',
      carrier: 'notOffered',
      packages: 'packagesInvalid',
    });
    expect(['0', '1000', '-1', 'x'].map((p) => formProblems({ ...ok, packages: p }, ['wh_fba'], now).packages)).toEqual(Array(4).fill('packagesInvalid'));
    expect(formProblems({ ...ok, packages: '999' }, ['wh_fba'], now)).toEqual({});
    // today: the 08:00 slot has started at 08:00, the 10:00 one has not
    expect(formProblems({ ...ok, date: '2026-03-02', slot: '08:00-10:00' }, ['wh_fba'], now).date).toBe('datePast');
    expect(formProblems({ ...ok, date: '2026-03-02' }, ['wh_fba'], now)).toEqual({});
    expect(formProblems({ ...ok, date: '2026-03-01' }, ['wh_fba'], now).date).toBe('datePast');
    // a draft's only warehouse is chosen for it
    expect(valuesOf(detail('draft')).warehouseId).toBe('wh_fba');
    expect(valuesOf(detail('submitted'))).toEqual(ok);
  });

  it('default actors call the contract endpoints with input their schemas accept (new and old count shapes)', async () => {
    const seen: Array<[AnyEndpoint, Record<string, unknown>, { quiet?: boolean; signal?: AbortSignal }]> = [];
    vi.mocked(call).mockImplementation(((ep: AnyEndpoint, args: Record<string, unknown>, opts: never) => {
      seen.push([ep, args, opts]);
      if (ep === countAppointmentOrders || ep === countAppointmentOrdersOld) return Promise.resolve({ matched: 5, eligible: 2 });
      if (ep === getAppointmentOrders) return Promise.resolve({ rows: [order(1), order(2)], total: 2 });
      if (ep === createAppointment) return Promise.resolve(detail('draft'));
      if (ep === submitAppointment) return Promise.resolve(detail('submitted'));
      return Promise.reject(new Error(`unexpected ${ep.id}`));
    }) as never);
    for (const countShape of ['new', 'old'] as const) {
      const actor = createActor(appointmentMachine, { input: { formNo: null, countShape, now: NOW } }).start();
      await flush();
      actor.send({ type: 'appointment.filterChanged', filter: { warehouseCode: 'US-LAX01', orderTime: ['2026-02-20', null] } });
      await flush();
      expect(actor.getSnapshot().context.count).toEqual({ matched: 5, eligible: 2 });
      actor.send({ type: 'appointment.allToggled', selected: true });
      actor.send({ type: 'appointment.ordersConfirmed' });
      await flush();
      for (const [field, value] of [
        ['date', '2026-03-04'],
        ['slot', '10:00-12:00'],
        ['carrier', 'UPS'],
        ['packages', '3'],
      ] as const)
        actor.send({ type: 'appointment.fieldChanged', field, value });
      actor.send({ type: 'appointment.formSubmitted' });
      await flush();
      expect(actor.getSnapshot().value).toBe('viewing');
      actor.stop();
    }
    expect(seen.map(([ep]) => ep.id)).toEqual([
      ...['order.appointmentCount', 'order.appointmentOrders', 'order.appointmentCount', 'order.appointmentOrders', 'order.appointmentCreate', 'order.appointmentSubmit'],
      ...['order.appointmentCountOld', 'order.appointmentOrders', 'order.appointmentCountOld', 'order.appointmentOrders', 'order.appointmentCreate', 'order.appointmentSubmit'],
    ]);
    for (const [ep, args, opts] of seen) {
      expect(opts.signal).toBeInstanceOf(AbortSignal);
      expect(opts.quiet).toBe(true);
      if (ep.body) expect(ep.body.safeParse(args.body).success, ep.id).toBe(true);
    }
    expect(oldCountBody({ warehouseCode: 'US-LAX01', orderTime: ['2026-02-20', null] })).toEqual({ warehouse: 'US-LAX01', orderTimeFrom: '2026-02-20' });
    expect(seen.find(([ep]) => ep === createAppointment)?.[1]).toEqual({ body: { orderIds: ['od-1', 'od-2'] } });
  });
});
