// /order/ship/:id: ship an order, whole or in part, as one shipment: the quantity per line (what
// is left, to start with), the carrier and the tracking number; a summary to confirm; then the
// order opens again. A thin view over ship.machine.ts.
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Link, Redirect, useLocation } from 'wouter';
import { pickedLines, shipProblems } from '../../machines/order/lines';
import { shipMachine } from '../../machines/order/ship.machine';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SelectField, TextField } from '../../ui/FormField';
import { Section } from '../../ui/Section';
import { useSuccessToast } from '../appContext';
import { LineQtyTable } from './LineQtyTable';
import { OrderBadge } from './parts';
import { formProblemText } from './texts';
import { errorText } from '../errorText';
import { LoadFailure } from '../LoadGate';

export function ShipScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  if (!id) return <Redirect to="/list" replace />;
  return <Ship key={id} id={id} />;
}

function Ship({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const [, navigate] = useLocation();
  const ship = useActorRef(shipMachine, { input: { id } });
  const snap = useSelector(ship, (s) => s);
  const { order, carriers, qtys, carrierCode, trackingNo, showProblems, error } = snap.context;
  const infoHref = `/info/${encodeURIComponent(id)}`;
  const shipped = snap.matches('shipped');
  // once: the machine's final state
  useEffect(() => {
    if (!shipped) return;
    // the order's page opens next: the toast goes along
    toast.done(t`Shipped`, { subject: order ? t`Order ${order.supplierOrderId}` : undefined, follows: true });
    navigate(infoHref);
    // toast and navigate are new each render; only the arrival in "shipped" matters
  }, [shipped]);

  const busy = snap.matches('submitting');
  const problems = order && showProblems ? shipProblems(order, qtys, carrierCode, trackingNo) : [];
  const lines = pickedLines(qtys);
  const units = lines.reduce((s, l) => s + l.qty, 0);
  return (
    <section className="detail-screen" aria-labelledby="order-ship-title" data-testid="order-ship">
      <h2 id="order-ship-title">{order ? t`Ship order ${order.supplierOrderId}` : t`Ship an order`}</h2>
      <nav aria-label={t`Order pages`}>
        <Link href={infoHref} data-testid="order-ship-back">
          {t`Back to the order`}
        </Link>
      </nav>
      {snap.matches('loadFailed') ? (
        <LoadFailure error={error} failedText={t`The order could not be loaded.`} onRetry={() => ship.send({ type: 'ship.retry' })} back={{ href: '/list', label: t`Back to the orders` }} testId="order-ship-load-error" />
      ) : snap.matches('loading') || !order ? (
        <p className="state" role="status" data-testid="order-ship-loading">
          {t`Loading…`}
        </p>
      ) : snap.matches('notShippable') ? (
        <div role="status" data-testid="order-ship-not-shippable">
          <p>
            {t`This order cannot be shipped now:`} <OrderBadge status={order.status} />
          </p>
          <Button variant="secondary" onPress={() => ship.send({ type: 'ship.reloadRequested' })} testId="order-ship-reload">
            {t`Reload`}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            ship.send({ type: 'ship.submitted' });
          }}
        >
          <p>
            {t`Ship what you send in one parcel now; the rest stays to ship later (or to cancel).`} <OrderBadge status={order.status} testId="order-ship-status" />
          </p>
          {snap.matches('stale') ? (
            <div className="notice" role="alert" data-testid="order-ship-stale">
              <p>{errorText(error, t`The order was changed by someone else.`)}</p>
              <Button onPress={() => ship.send({ type: 'ship.reloadRequested' })} testId="order-ship-stale-reload">
                {t`Reload the order`}
              </Button>
            </div>
          ) : null}
          {problems.length ? (
            <ul className="form-problems" role="alert" data-testid="order-ship-problems">
              {problems.map((p) => (
                <li key={p}>{formProblemText(i18n, p)}</li>
              ))}
            </ul>
          ) : null}
          <Section title={t`What ships`} testId="order-ship-lines-section">
            <LineQtyTable
              order={order}
              qtys={qtys}
              showProblems={showProblems}
              disabled={busy}
              verb={t`Ship`}
              caption={t`Quantities to ship per line`}
              onQty={(lineId, value) => ship.send({ type: 'ship.qtyChanged', lineId, value })}
              testId="order-ship-lines"
            />
          </Section>
          <Section title={t`Logistics`} testId="order-ship-logistics">
            <SelectField
              label={t`Carrier`}
              value={carrierCode || null}
              onChange={(v) => ship.send({ type: 'ship.carrierChanged', value: v ?? '' })}
              options={carriers.map((c) => ({ value: c.code, label: c.name }))}
              placeholder={t`Choose a carrier`}
              errorMessage={problems.includes('noCarrier') ? formProblemText(i18n, 'noCarrier') : null}
              isRequired
              isDisabled={busy}
              testId="order-ship-carrier"
            />
            <TextField
              label={t`Tracking number`}
              value={trackingNo}
              onChange={(v) => ship.send({ type: 'ship.trackingChanged', value: v })}
              errorMessage={problems.includes('badTracking') ? formProblemText(i18n, 'badTracking') : null}
              maxLength={40}
              isRequired
              isDisabled={busy}
              testId="order-ship-tracking"
            />
          </Section>
          <div className="actions">
            <Button type="submit" isDisabled={busy || snap.matches('stale')} testId="order-ship-submit">
              {t`Ship`}
            </Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        isOpen={snap.matches('confirming') || busy}
        title={t`Ship this parcel?`}
        message={t`${plural(units, { one: '# unit', other: '# units' })} on ${plural(lines.length, { one: '# line', other: '# lines' })}, by ${carriers.find((c) => c.code === carrierCode)?.name ?? carrierCode}, tracking number ${trackingNo.trim()}.`}
        confirmLabel={t`Ship`}
        cancelLabel={t`Back`}
        busyLabel={t`Shipping…`}
        busy={busy}
        onConfirm={() => ship.send({ type: 'ship.confirmed' })}
        onCancel={() => ship.send({ type: 'ship.dismissed' })}
        testId="order-ship-confirm"
      />
      <ConfirmDialog
        isOpen={snap.matches('failed')}
        title={t`Not shipped`}
        message={errorText(error, t`The server refused the shipment.`)}
        confirmLabel={t`Back to the form`}
        cancelLabel={t`Back to the order`}
        onConfirm={() => ship.send({ type: 'ship.dismissed' })}
        onCancel={() => navigate(infoHref)}
        testId="order-ship-failed"
      />
    </section>
  );
}
