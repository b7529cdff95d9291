// /order/platformOrder and /order/platformOrderInfo/:id: purchase orders the platform placed on the
// supplier for its own warehouses. The list is the generic list over the server table
// order.platformOrder; the order shows its lines, and while it is new the quantity to confirm per
// line (starting at what was ordered), "Confirm quantities" and "Reject" (with a required reason),
// each in a dialog; the notice when someone else decided first. A thin view over
// platformOrder.machine.ts.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { PO_REASON_MAX, platformOrderStatusSchema, type PlatformOrderStatus } from '../../contract/order/platform-orders';
import { draftProblems, isNew, platformOrderMachine } from '../../machines/order/platformOrder.machine';
import { platformOrderResource } from '../../resources/order/platform-orders';
import { platformOrderStatusLabels } from '../../contract/order/labels';
import type { AnyResource } from '../../resources/types';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DescriptionList } from '../../ui/DescriptionList';
import { NumberField, TextAreaField } from '../../ui/FormField';
import { RefusalDialog } from '../../ui/RefusalDialog';
import { Section } from '../../ui/Section';
import { StatusBadge, type BadgeTone } from '../../ui/StatusBadge';
import { Toolbar } from '../../ui/Toolbar';
import { ViewOnlyNote, useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { ListScreen } from '../generic/ListScreen';
import { badgeCell } from '../generic/cells';
import { formatQty, formatTime } from '../format';
import { errorText } from '../errorText';
import { LoadGate } from '../LoadGate';
import { formatMoney } from '../../contract/kernel/rules';
import { TableScroll } from '../../ui/TableScroll';

type PoRef = ActorRefFrom<typeof platformOrderMachine>;

const tones: Record<PlatformOrderStatus, BadgeTone> = {
  new: 'warning',
  confirmed: 'success',
  partiallyConfirmed: 'info',
  rejected: 'danger',
  delivered: 'success',
  closed: 'neutral',
};

export function PlatformOrderBadge({ status, testId }: { status: PlatformOrderStatus; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <StatusBadge tone={tones[status]} testId={testId}>
      {platformOrderStatusLabels.text(status, i18n.locale)}
    </StatusBadge>
  );
}

export function PlatformOrderListScreen() {
  const { t } = useLingui();
  return (
    <ListScreen
      resource={platformOrderResource as unknown as AnyResource}
      intro={t`Purchase orders the platform places on you to stock its own warehouses. Open a new one to confirm the quantities you will deliver, or reject it with a reason.`}
      cells={{ status: badgeCell(platformOrderStatusSchema, PlatformOrderBadge) }}
    />
  );
}

export function PlatformOrderInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  if (!id) return <Redirect to="/platformOrder" replace />;
  return <PlatformOrderView key={id} id={id} />;
}

function PlatformOrderView({ id }: { id: string }) {
  const { t } = useLingui();
  const toast = useSuccessToast();
  const po = useActorRef(
    platformOrderMachine.provide({
      actions: {
        announceDone: ({ context }, { decision }) => {
          const subject = context.detail ? t`Purchase order ${context.detail.poNo}` : undefined;
          if (decision === 'confirm') toast.done(t`Confirmed`, { subject });
          else toast.say('common.message.rejectSuccess', { subject });
        },
      },
    }),
    { input: { id } },
  );
  const state = useSelector(po, (s) => (s.matches('loadFailed') ? 'loadFailed' : s.context.detail ? 'shown' : 'loading'));
  const error = useSelector(po, (s) => s.context.error);
  const poNo = useSelector(po, (s) => s.context.detail?.poNo);
  return (
    <section className="detail-screen" aria-labelledby="po-title" data-testid="platform-order">
      <h2 id="po-title">{poNo ? t`Platform order ${poNo}` : t`Platform order`}</h2>
      <nav aria-label={t`Platform order pages`}>
        <Link href="/platformOrder" data-testid="po-back">
          {t`Back to the list`}
        </Link>
      </nav>
      <LoadGate failed={state === 'loadFailed'} back={{ href: '/platformOrder' }} loading={state === 'loading'} error={error} failedText={t`The platform order could not be loaded.`} onRetry={() => po.send({ type: 'po.retry' })} errorTestId="po-load-error" loadingTestId="po-loading">
        {() => <Shown po={po} />}
      </LoadGate>
    </section>
  );
}

function Shown({ po }: { po: PoRef }) {
  const { t, i18n } = useLingui();
  const canManage = useCanManage();
  const detail = useSelector(po, (s) => s.context.detail);
  const decidedElsewhere = useSelector(po, (s) => s.matches('alreadyDecided'));
  const reloading = useSelector(po, (s) => s.matches({ alreadyDecided: 'reloading' }));
  const done = useSelector(po, (s) => s.matches('done'));
  const busy = useSelector(po, (s) => s.hasTag('busy'));
  const canConfirm = useSelector(po, (s) => s.can({ type: 'po.confirmRequested' }));
  const canReject = useSelector(po, (s) => s.can({ type: 'po.rejectRequested' }));
  const open = useSelector(po, (s) => isNew(s.context.detail));
  const error = useSelector(po, (s) => s.context.error);
  const failed = useSelector(po, (s) => s.matches('failed'));
  if (!detail) return null;
  const locale = i18n.locale;
  const money = (amount: number) => formatMoney(amount, detail.currency);
  return (
    <>
      {canManage ? null : <ViewOnlyNote />}
      {decidedElsewhere ? (
        <div className="notice warning" role="alert" data-testid="po-decided-elsewhere">
          <p>{reloading ? t`Someone else decided or changed this platform order first. Reloading it…` : t`Someone else decided or changed this platform order first. Nothing was changed by you; it is shown as it is now.`}</p>
          {error ? <p>{errorText(error)}</p> : null}
          <Button variant="secondary" onPress={() => po.send({ type: 'po.dismissed' })} isDisabled={reloading} testId="po-decided-ok">
            {t`OK`}
          </Button>
        </div>
      ) : null}
      {done ? (
        <p className="notice success" role="status" data-testid="po-done">
          {t`Decision recorded.`}
        </p>
      ) : null}
      <Toolbar ariaLabel={t`Decisions`} testId="po-actions">
        {canManage && open ? (
          <>
            <Button isDisabled={!canConfirm} onPress={() => po.send({ type: 'po.confirmRequested' })} testId="po-confirm">
              {t`Confirm quantities`}
            </Button>
            <Button variant="danger" isDisabled={!canReject} onPress={() => po.send({ type: 'po.rejectRequested' })} testId="po-reject">
              {t`Reject`}
            </Button>
          </>
        ) : null}
        <Button variant="secondary" isPending={busy} onPress={() => po.send({ type: 'po.reloadRequested' })} testId="po-reload">
          {t`Reload`}
        </Button>
      </Toolbar>
      <DescriptionList
        testId="po-fields"
        items={[
          { key: 'poNo', label: t`PO no.`, value: detail.poNo },
          { key: 'status', label: t`Status`, value: <PlatformOrderBadge status={detail.status} testId="po-status" /> },
          { key: 'warehouse', label: t`Platform warehouse`, value: `${detail.warehouseName} (${detail.warehouseCode})` },
          { key: 'address', label: t`Deliver to`, value: detail.warehouseAddress },
          { key: 'orderedAt', label: t`Ordered at`, value: formatTime(detail.orderedAt, locale) },
          { key: 'expected', label: t`Deliver by`, value: detail.expectedDelivery },
          { key: 'amount', label: t`Amount`, value: money(detail.amount) },
          ...(detail.remark ? [{ key: 'remark', label: t`Remark`, value: detail.remark }] : []),
          ...(detail.decidedAt ? [{ key: 'decided', label: t`Decided`, value: `${formatTime(detail.decidedAt, locale)} · ${detail.decidedBy ?? t`the platform`}` }] : []),
          ...(detail.rejectReason ? [{ key: 'rejectReason', label: t`Rejection reason`, value: <span data-testid="po-reject-reason">{detail.rejectReason}</span> }] : []),
        ]}
      />
      <Lines po={po} canManage={canManage} />
      <DecisionDialog po={po} />
      <RefusalDialog
        isOpen={failed}
        title={t`Not done`}
        message={errorText(error, t`The server refused the action.`)}
        reloadLabel={t`Reload`}
        backLabel={t`Back to the platform order`}
        onReload={() => po.send({ type: 'po.reloadRequested' })}
        onBack={() => po.send({ type: 'po.dismissed' })}
        testId="po-failed"
      />
    </>
  );
}

function Lines({ po, canManage }: { po: PoRef; canManage: boolean }) {
  const { t, i18n } = useLingui();
  const detail = useSelector(po, (s) => s.context.detail);
  const draft = useSelector(po, (s) => s.context.draft);
  const editable = useSelector(po, (s) => canManage && s.matches('reviewing') && isNew(s.context.detail));
  if (!detail) return null;
  const locale = i18n.locale;
  const problems = editable ? draftProblems(detail, draft) : [];
  const nothing = problems.some((p) => p.kind === 'nothingConfirmed');
  return (
    <Section title={t`Lines (${detail.lines.length})`} testId="po-lines">
      {nothing ? (
        <p className="notice warning" role="alert" data-testid="po-nothing">
          {t`Confirm at least one unit, or reject the order with a reason.`}
        </p>
      ) : null}
      <TableScroll>
        <table className="record-table" data-testid="po-lines-table">
          <caption className="visually-hidden">{t`Lines of the platform order`}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t`SKU`}</th>
              <th scope="col">{t`Ordered`}</th>
              <th scope="col">{t`Unit cost`}</th>
              <th scope="col">{t`Confirmed`}</th>
              <th scope="col">{t`Received`}</th>
            </tr>
          </thead>
          <tbody>
            {detail.lines.map((l) => {
              const problem = problems.find((p) => p.kind !== 'nothingConfirmed' && 'lineId' in p && p.lineId === l.id);
              return (
                <tr key={l.id} data-testid="po-line" data-sku={l.sku}>
                  <td>{l.lineNo}</td>
                  <th scope="row" translate="no">
                    {l.sku} <span className="order-sku-name">{l.skuName}</span>
                  </th>
                  <td>{formatQty(l.orderedQty, locale)}</td>
                  <td>{formatMoney(l.unitCost, detail.currency)}</td>
                  <td>
                    {editable ? (
                      <NumberField
                        label={t`Confirm: quantity of ${l.sku} (line ${l.lineNo})`}
                        className="po-qty"
                        value={draft[l.id] ?? null}
                        onChange={(v) => po.send({ type: 'po.qtyChanged', lineId: l.id, qty: v ?? Number.NaN })}
                        minValue={0}
                        maxValue={l.orderedQty}
                        step={1}
                        errorMessage={problem ? t`A whole number from 0 to ${l.orderedQty}.` : null}
                        testId="po-line-qty"
                      />
                    ) : l.confirmedQty === null ? (
                      '-'
                    ) : (
                      formatQty(l.confirmedQty, locale)
                    )}
                  </td>
                  <td>{formatQty(l.receivedQty, locale)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </Section>
  );
}

function DecisionDialog({ po }: { po: PoRef }) {
  const { t, i18n } = useLingui();
  const decision = useSelector(po, (s) => (s.matches('confirming') || s.matches('submitting') ? s.context.decision : null));
  const busy = useSelector(po, (s) => s.matches('submitting'));
  const reason = useSelector(po, (s) => s.context.reason);
  const problem = useSelector(po, (s) => s.context.reasonProblem);
  const total = useSelector(po, (s) => Object.values(s.context.draft).reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0));
  const ordered = useSelector(po, (s) => s.context.detail?.orderedQty ?? 0);
  const locale = i18n.locale;
  return (
    <ConfirmDialog
      isOpen={!!decision}
      title={decision === 'reject' ? t`Reject the platform order` : t`Confirm quantities`}
      message={
        decision === 'reject'
          ? t`The platform is told you will not deliver this order. This cannot be undone.`
          : t`You confirm ${formatQty(total, locale)} of ${formatQty(ordered, locale)} units ordered. The platform plans its warehouse on these quantities; this cannot be undone.`
      }
      confirmLabel={decision === 'reject' ? t`Reject` : t`Confirm`}
      cancelLabel={t`Back`}
      busyLabel={t`Working…`}
      isDanger={decision === 'reject'}
      busy={busy}
      onConfirm={() => po.send({ type: 'po.confirmed' })}
      onCancel={() => po.send({ type: 'po.dismissed' })}
      testId="po-dialog"
    >
      {decision === 'reject' ? (
        <TextAreaField
          label={t`Reason`}
          description={t`Required. The platform sees it.`}
          value={reason}
          onChange={(v) => po.send({ type: 'po.reasonChanged', value: v })}
          errorMessage={problem === 'required' ? t`A reason is required to reject a platform order.` : null}
          isRequired
          isDisabled={busy}
          maxLength={PO_REASON_MAX}
          rows={3}
          testId="po-reason"
        />
      ) : null}
    </ConfirmDialog>
  );
}
