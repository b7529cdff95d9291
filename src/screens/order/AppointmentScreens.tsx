// /order/appointmentCreate: choose the orders of a delivery appointment (a filter counted by the
// count call, the bookable candidates, a selection) and create the draft; the screen then moves
// to /order/appointmentInfo/<form number>, which loads it by its form number: a draft's form
// (warehouse, date and slot, carrier, packages) and submit; a submitted one's print sheet and
// cancel while its slot has not started; arrived and cancelled ones read only. Thin views over
// appointment.machine.ts; the server decides what is allowed (detail.can).
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { Checkbox, Input, Label, TextField as RacTextField } from 'react-aria-components';
import { Link, Redirect, useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { appointmentCarriers, appointmentSlots, type AppointmentDetail } from '../../contract/order/appointments';
import { appointmentMachine, problemsOf, sourceWarehouses, type SourceWarehouse } from '../../machines/order/appointment.machine';
import type { AppointmentField } from '../../machines/order/appointmentForm';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DateTimeField } from '../../ui/DateTimeField';
import { DangerZone } from '../../ui/DangerZone';
import { DescriptionList } from '../../ui/DescriptionList';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { SelectField, TextField } from '../../ui/FormField';
import { LoadIndicator } from '../../ui/LoadIndicator';
import { Section } from '../../ui/Section';
import { useCanManage, ViewOnlyNote } from '../access';
import { formatQty, formatTime } from '../format';
import { AppointmentBadge, AppointmentOrders, carrierLabels, PrintSheet, problemLabels } from './appointmentParts';
import { errorText } from '../errorText';
import { LoadFailure } from '../LoadGate';

type Ref = ActorRefFrom<typeof appointmentMachine>;
const sameSources = (a: SourceWarehouse[], b: SourceWarehouse[]) => a.length === b.length && a.every((w, i) => w.code === b[i].code && w.orders === b[i].orders);
const topState = (s: { value: unknown }) => (typeof s.value === 'string' ? s.value : Object.keys(s.value as object)[0]);

export function AppointmentCreateScreen() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const canManage = useCanManage();
  const ref = useActorRef(
    appointmentMachine.provide({ actions: { announceCreated: (_, p) => navigate(`/appointmentInfo/${encodeURIComponent(p.formNo)}`, { replace: true }) } }),
    { input: { formNo: null } },
  );
  return (
    <section className="detail-screen appointment-screen" aria-labelledby="appointment-create-title" data-testid="appointment-create">
      <h2 id="appointment-create-title">{t`New delivery appointment`}</h2>
      <nav aria-label={t`Order pages`}>
        <Link href="/list" data-testid="appointment-back">
          {t`Back to the orders`}
        </Link>
      </nav>
      <p className="screen-intro">{t`Choose the orders to deliver to a platform warehouse. Only orders awaiting shipment or partly shipped, and in no other open appointment, can be booked.`}</p>
      {canManage ? <ChooseOrders ref_={ref} /> : <ViewOnlyNote />}
    </section>
  );
}

function ChooseOrders({ ref_: ref }: { ref_: Ref }) {
  const { t, i18n } = useLingui();
  const state = useSelector(ref, (s) => (s.matches('choosing') ? (Object.values(s.value)[0] as string) : topState(s)));
  const count = useSelector(ref, (s) => s.context.count);
  const candidates = useSelector(ref, (s) => s.context.candidates);
  const selected = useSelector(ref, (s) => s.context.selected);
  const canCreate = useSelector(ref, (s) => s.can({ type: 'appointment.ordersConfirmed' }));
  const sources = useSelector(ref, (s) => (s.matches({ choosing: 'confirmingWarehouses' }) || s.matches('creating') ? sourceWarehouses(s.context) : []), sameSources);
  const error = useSelector(ref, (s) => s.context.error);
  const busy = useSelector(ref, (s) => s.hasTag('busy'));
  const filter = useSelector(ref, (s) => s.context.filter);

  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    ref.send({
      type: 'appointment.filterChanged',
      filter: {
        ...(text('warehouseCode') ? { warehouseCode: text('warehouseCode') } : {}),
        ...(text('supplierOrderId') ? { supplierOrderId: text('supplierOrderId') } : {}),
        ...(text('sku') ? { sku: text('sku') } : {}),
        ...(data.get('delayShip') ? { delayShip: true } : {}),
      },
    });
  };

  const hintId = 'appointment-create-hint';
  if (state === 'failed')
    return <ErrorState message={errorText(error, t`The orders could not be counted.`)} retryLabel={t`Retry`} onRetry={() => ref.send({ type: 'appointment.retry' })} testId="appointment-count-failed" />;
  return (
    <>
      <form noValidate className="appointment-filter" onSubmit={apply} aria-label={t`Which orders`} data-testid="appointment-filter">
        <RacTextField name="warehouseCode" defaultValue={filter.warehouseCode ?? ''} className="field text-field">
          <Label className="field-label">{t`Shipping warehouse code`}</Label>
          <Input className="input" data-testid="appointment-filter-warehouse" />
        </RacTextField>
        <RacTextField name="supplierOrderId" defaultValue={filter.supplierOrderId ?? ''} className="field text-field">
          <Label className="field-label">{t`Supplier order no.`}</Label>
          <Input className="input" data-testid="appointment-filter-order" />
        </RacTextField>
        <RacTextField name="sku" defaultValue={filter.sku ?? ''} className="field text-field">
          <Label className="field-label">{t`SKU`}</Label>
          <Input className="input" />
        </RacTextField>
        <Checkbox name="delayShip" value="1" defaultSelected={!!filter.delayShip} className="checkbox" data-testid="appointment-filter-late">
          <span className="checkbox-box" aria-hidden="true">
            <svg viewBox="0 0 18 18" className="checkbox-mark">
              <polyline points="3.5 9.5 7.5 13 14.5 5" />
            </svg>
          </span>
          <span className="checkbox-label">{t`Late to ship only`}</span>
        </Checkbox>
        <Button type="submit" variant="secondary" isPending={state === 'counting'} testId="appointment-filter-apply">
          {t`Search`}
        </Button>
      </form>
      <LoadIndicator active={busy} label={t`Loading`} />
      <p role="status" data-testid="appointment-count">
        {count ? t`${formatQty(count.matched, i18n.locale)} orders match; ${formatQty(count.eligible, i18n.locale)} can be booked.` : null}
      </p>
      {error ? (
        <p role="alert" className="form-error" data-testid="appointment-error">
          {errorText(error)}
        </p>
      ) : null}
      {state === 'ready' && candidates.length === 0 ? (
        <EmptyState title={t`No order can be booked`} description={t`No bookable order matches. Change the filter.`} testId="appointment-candidates-empty" />
      ) : (
        <AppointmentOrders
          orders={candidates}
          label={t`Orders that can be booked`}
          testId="appointment-candidates"
          loadingText={state === 'counting' ? t`Loading the orders…` : undefined}
          selection={{
            selected,
            onToggle: (orderId, on) => ref.send({ type: 'appointment.orderToggled', orderId, selected: on }),
            onToggleAll: (on) => ref.send({ type: 'appointment.allToggled', selected: on }),
          }}
        />
      )}
      <div className="form-actions">
        <span data-testid="appointment-selected">{t`${plural(selected.length, { one: '# order selected', other: '# orders selected' })}`}</span>
        <Button
          onPress={() => ref.send({ type: 'appointment.ordersConfirmed' })}
          isDisabled={!canCreate && state !== 'creating'}
          isPending={state === 'creating'}
          aria-describedby={selected.length === 0 ? hintId : undefined}
          testId="appointment-create-submit"
        >
          {t`Create the appointment`}
        </Button>
        {selected.length === 0 ? (
          <span id={hintId} className="field-description" data-testid="appointment-create-hint">
            {t`Select at least one order to create the appointment.`}
          </span>
        ) : null}
      </div>
      <ConfirmDialog
        isOpen={sources.length > 1}
        title={t`Book orders from ${plural(sources.length, { one: '# warehouse', other: '# warehouses' })}?`}
        message={t`The chosen orders ship from ${sources.map((w) => `${w.name} (${w.code})`).join(', ')}. They are all booked to one destination, so each warehouse's parcels must reach it in the same slot.`}
        confirmLabel={t`Create the appointment`}
        cancelLabel={t`Change the choice`}
        busyLabel={t`Creating…`}
        busy={state === 'creating'}
        onConfirm={() => ref.send({ type: 'appointment.warehousesConfirmed' })}
        onCancel={() => ref.send({ type: 'appointment.warehousesDismissed' })}
        testId="appointment-warehouses-dialog"
      />
    </>
  );
}

export function AppointmentInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const formNo = params.id ? decodeURIComponent(params.id) : null;
  if (!formNo) return <Redirect to="/appointmentCreate" replace />;
  return <Info key={formNo} formNo={formNo} />;
}

function Info({ formNo }: { formNo: string }) {
  const { t } = useLingui();
  const ref = useActorRef(appointmentMachine, { input: { formNo } });
  const state = useSelector(ref, topState);
  const detail = useSelector(ref, (s) => s.context.detail);
  const error = useSelector(ref, (s) => s.context.error);
  const sheet = useSelector(ref, (s) => s.context.print);
  if (sheet && state === 'printing') return <PrintSheet sheet={sheet} onClose={() => ref.send({ type: 'appointment.printClosed' })} />;
  return (
    <section className="detail-screen appointment-screen" aria-labelledby="appointment-info-title" data-testid="appointment-info">
      <h2 id="appointment-info-title">{t`Delivery appointment ${formNo}`}</h2>
      <nav aria-label={t`Order pages`}>
        <Link href="/list" data-testid="appointment-back">
          {t`Back to the orders`}
        </Link>
      </nav>
      <LoadIndicator active={state === 'loading'} label={t`Loading`} />
      {state === 'loadFailed' ? (
        <LoadFailure
          error={error}
          failedText={t`The appointment could not be loaded.`}
          onRetry={() => ref.send({ type: 'appointment.retry' })}
          back={{ href: '/list', label: t`Back to the orders` }}
          testId="appointment-load-failed"
        />
      ) : null}
      {state === 'stale' ? (
        <ErrorState message={errorText(error, t`Someone else changed this appointment.`)} retryLabel={t`Reload`} onRetry={() => ref.send({ type: 'appointment.reloadRequested' })} testId="appointment-stale" />
      ) : null}
      {detail && state !== 'loading' && state !== 'loadFailed' && state !== 'stale' ? <Appointment ref_={ref} detail={detail} state={state} /> : null}
    </section>
  );
}

function Appointment({ ref_: ref, detail, state }: { ref_: Ref; detail: AppointmentDetail; state: string }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const canManage = useCanManage();
  const error = useSelector(ref, (s) => s.context.error);
  const filling = state === 'filling' || state === 'submitting' || (state === 'confirmingCancel' && detail.status === 'draft') || (state === 'cancelling' && detail.status === 'draft');
  return (
    <>
      <p>
        <AppointmentBadge status={detail.status} testId="appointment-status" />{' '}
        {detail.status !== 'draft' ? (
          <Button variant="secondary" onPress={() => ref.send({ type: 'appointment.reloadRequested' })} testId="appointment-reload">
            {t`Reload`}
          </Button>
        ) : null}
      </p>
      {canManage ? null : <ViewOnlyNote />}
      {error && state !== 'filling' ? (
        <p role="alert" className="form-error" data-testid="appointment-error">
          {errorText(error)}
        </p>
      ) : null}
      {filling && canManage ? (
        <FillForm ref_={ref} detail={detail} busy={state === 'submitting'} />
      ) : (
        <Section title={t`Delivery`} testId="appointment-delivery">
          <DescriptionList
            testId="appointment-fields"
            items={[
              { key: 'warehouse', label: t`Warehouse`, value: detail.warehouse ? `${detail.warehouse.name} (${detail.warehouse.code})` : '' },
              { key: 'slot', label: t`Date and slot`, value: detail.date ? `${detail.date} ${detail.slot ?? ''}` : '' },
              { key: 'carrier', label: t`Carrier`, value: detail.carrier ? i18n._(carrierLabels[detail.carrier]) : '' },
              { key: 'packages', label: t`Packages`, value: detail.packages === null ? '' : formatQty(detail.packages, locale) },
              { key: 'received', label: t`Packages received`, value: detail.receivedPackages === null ? '' : formatQty(detail.receivedPackages, locale) },
              { key: 'created', label: t`Created`, value: `${formatTime(detail.createdAt, locale)} ${detail.createdBy}` },
              { key: 'submitted', label: t`Submitted`, value: detail.submittedAt ? `${formatTime(detail.submittedAt, locale)} ${detail.submittedBy}` : '' },
              { key: 'cancelled', label: t`Cancelled`, value: detail.cancelledAt ? `${formatTime(detail.cancelledAt, locale)} ${detail.cancelledBy}` : '' },
            ]}
          />
        </Section>
      )}
      {detail.can.print ? (
        <div className="form-actions">
          <Button onPress={() => ref.send({ type: 'appointment.printRequested' })} isPending={state === 'printing'} testId="appointment-print-open">
            {t`Print the delivery sheet`}
          </Button>
        </div>
      ) : null}
      <Section title={t`Orders (${detail.orders.length}), ${formatQty(detail.totalQty, locale)} units`} testId="appointment-orders-section">
        <AppointmentOrders orders={detail.orders} label={t`Orders of the appointment`} testId="appointment-orders" />
      </Section>
      {detail.can.cancel && canManage ? (
        <DangerZone
          title={t`Cancel the appointment`}
          description={t`Cancelling gives up the booked slot; the orders can then be booked again. It cannot be undone.`}
          testId="appointment-danger-zone"
        >
          <Button variant="danger" onPress={() => ref.send({ type: 'appointment.cancelRequested' })} testId="appointment-cancel">
            {t`Cancel the appointment…`}
          </Button>
        </DangerZone>
      ) : null}
      <ConfirmDialog
        isOpen={state === 'confirmingCancel' || state === 'cancelling'}
        title={t`Cancel the appointment?`}
        message={t`Appointment ${detail.formNo} is cancelled and its orders can be booked again.`}
        confirmLabel={t`Cancel the appointment`}
        cancelLabel={t`Keep it`}
        busyLabel={t`Cancelling…`}
        isDanger
        busy={state === 'cancelling'}
        onConfirm={() => ref.send({ type: 'appointment.cancelConfirmed' })}
        onCancel={() => ref.send({ type: 'appointment.cancelDismissed' })}
        testId="appointment-cancel-dialog"
      />
    </>
  );
}

function FillForm({ ref_: ref, detail, busy }: { ref_: Ref; detail: AppointmentDetail; busy: boolean }) {
  const { t, i18n } = useLingui();
  const values = useSelector(ref, (s) => s.context.values);
  const problems = useSelector(ref, (s) => (s.context.showProblems ? problemsOf(s.context) : {}));
  const error = useSelector(ref, (s) => s.context.error);
  const set = (field: AppointmentField) => (value: string | null) => ref.send({ type: 'appointment.fieldChanged', field, value: value ?? '' });
  const problem = (field: AppointmentField) => (problems[field] ? i18n._(problemLabels[problems[field]]) : null);
  return (
    <form noValidate
      className="appointment-form"
      aria-label={t`Delivery`}
      data-testid="appointment-form"
      onSubmit={(e) => {
        e.preventDefault();
        ref.send({ type: 'appointment.formSubmitted' });
      }}
    >
      <SelectField
        label={t`Platform warehouse`}
        value={values.warehouseId || null}
        onChange={set('warehouseId')}
        options={detail.warehouses.map((w) => ({ value: w.id, label: `${w.name} (${w.code})` }))}
        errorMessage={problem('warehouseId')}
        isRequired
        testId="appointment-warehouse"
      />
      <DateTimeField type="date" label={t`Delivery date`} value={values.date} onChange={set('date')} errorMessage={problem('date')} isRequired testId="appointment-date" />
      <SelectField
        label={t`Time slot`}
        value={values.slot || null}
        onChange={set('slot')}
        options={appointmentSlots.map((s) => ({ value: s, label: s }))}
        errorMessage={problem('slot')}
        isRequired
        testId="appointment-slot"
      />
      <SelectField
        label={t`Carrier`}
        value={values.carrier || null}
        onChange={set('carrier')}
        options={appointmentCarriers.map((c) => ({ value: c, label: i18n._(carrierLabels[c]) }))}
        errorMessage={problem('carrier')}
        isRequired
        testId="appointment-carrier"
      />
      <TextField label={t`Packages`} value={values.packages} onChange={set('packages')} errorMessage={problem('packages')} isRequired testId="appointment-packages" />
      {error ? (
        <p role="alert" className="form-error" data-testid="appointment-submit-error">
          {errorText(error)}
        </p>
      ) : null}
      <div className="form-actions">
        <Button type="submit" isPending={busy} testId="appointment-submit">
          {t`Submit the appointment`}
        </Button>
      </div>
    </form>
  );
}
