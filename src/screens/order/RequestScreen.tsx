// /order/cancelInfo/:id, returnInfo/:id, refundInfo/:id: one request and its audit. The request,
// its order and lines; the decisions the audit machine offers (snapshot.can); for a return still
// awaiting its decision, its lines edited (quantity, restockable, remove, add a shipped sku) and
// saved before deciding; the notice when someone else decided first. A thin view over
// requestAudit.machine.ts. Keyboard: the request opens with focus on its first decision (else the
// heading); after a decision focus goes to the heading (ui/focus.ts).
import { useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import { flagsOfKind, type AuditFlag, type RequestDetail, type RequestKind } from '../../contract/order/requests';
import type { MessageKey } from '../../contract/kernel/messages';
import { requestAuditMachine } from '../../machines/order/requestAudit.machine';
import { addableSkus, draftProblem, isDirty, isOpen, shippedOf } from '../../machines/order/rules';
import { flagLabels } from '../../resources/order/labels';
import { customerReasonLabels, requestKindLabels } from '../../contract/order/labels';
import { requestListPath } from '../../resources/order/requests';
import { Button } from '../../ui/Button';
import { DescriptionList } from '../../ui/DescriptionList';
import { CheckboxField, NumberField, SelectField } from '../../ui/FormField';
import { Section } from '../../ui/Section';
import { Toolbar } from '../../ui/Toolbar';
import { ViewOnlyNote, useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { formatQty, formatTime } from '../format';
import { OrderBadge, RequestBadge } from './parts';
import { OrderLinesTable } from './OrderLinesTable';
import { DecisionDialog, FailedDialog, type AuditRef } from './RequestDialogs';
import { errorText } from '../errorText';
import { LoadGate } from '../LoadGate';
import { formatMoney } from '../../contract/kernel/rules';
import { TableScroll } from '../../ui/TableScroll';
import { firstEnabled, useFocusAfter, useFocusOnOpen } from '../../ui/focus';


const doneMessages: Record<AuditFlag, MessageKey> = {
  approve: 'common.message.approveSuccess',
  reject: 'common.message.rejectSuccess',
  confirm: 'common.message.submit',
  cancel: 'common.message.cancelSuccess',
};

function requestScreen(kind: RequestKind) {
  return function RequestInfoScreen({ params }: { params: Record<string, string | undefined> }) {
    const id = params.id ? decodeURIComponent(params.id) : null;
    if (!id) return <Redirect to={requestListPath(kind)} replace />;
    return <RequestView key={id} kind={kind} id={id} />;
  };
}
export const CancelInfoScreen = requestScreen('cancel');
export const ReturnInfoScreen = requestScreen('return');
export const RefundInfoScreen = requestScreen('refund');

function RequestView({ kind, id }: { kind: RequestKind; id: string }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const requestSubject = (detail: { requestNo: string } | null) => (detail ? t`Request ${detail.requestNo}` : undefined);
  const audit = useActorRef(
    requestAuditMachine.provide({
      actions: {
        announceDone: ({ context }, { flag }) => toast.say(doneMessages[flag], { subject: requestSubject(context.detail) }),
        announceSaved: ({ context }) => toast.saved({ subject: requestSubject(context.detail) }),
      },
    }),
    { input: { kind, id } },
  );
  const state = useSelector(audit, (s) => (s.matches('loadFailed') ? 'loadFailed' : s.context.detail ? 'shown' : 'loading'));
  const error = useSelector(audit, (s) => s.context.error);
  const detail = useSelector(audit, (s) => s.context.detail);
  const title = requestKindLabels.text(kind, i18n.locale);
  return (
    <section className="detail-screen" aria-labelledby="request-title" data-testid={`request-${kind}`}>
      <h2 id="request-title">{detail ? `${title} ${detail.requestNo}` : title}</h2>
      <nav aria-label={t`Request pages`}>
        <Link href={requestListPath(kind)} data-testid="request-back">
          {t`Back to the list`}
        </Link>
      </nav>
      <LoadGate failed={state === 'loadFailed'} back={{ href: requestListPath(kind) }} loading={state === 'loading'} error={error} failedText={t`The request could not be loaded.`} onRetry={() => audit.send({ type: 'audit.retry' })} errorTestId="request-load-error" loadingTestId="request-loading">
        {() => <Shown audit={audit} />}
      </LoadGate>
    </section>
  );
}

function Shown({ audit }: { audit: AuditRef }) {
  const { t, i18n } = useLingui();
  const canManage = useCanManage();
  const detail = useSelector(audit, (s) => s.context.detail);
  const decidedElsewhere = useSelector(audit, (s) => s.matches('alreadyDecided'));
  const reloading = useSelector(audit, (s) => s.matches({ alreadyDecided: 'reloading' }));
  const error = useSelector(audit, (s) => s.context.error);
  if (!detail) return null;
  const locale = i18n.locale;
  const time = (v: string | null) => formatTime(v, locale);
  const money = (amount: number, currency: string) => formatMoney(amount, currency);
  return (
    <>
      {canManage ? null : <ViewOnlyNote />}
      {decidedElsewhere ? (
        <div className="notice warning" role="alert" data-testid="request-decided-elsewhere">
          <p>{reloading ? t`Someone else decided or changed this request first. Reloading it…` : t`Someone else decided or changed this request first. Nothing was changed by you; it is shown as it is now.`}</p>
          {error ? <p>{errorText(error)}</p> : null}
          <Button variant="secondary" onPress={() => audit.send({ type: 'audit.dismissed' })} isDisabled={reloading} testId="request-decided-ok">
            {t`OK`}
          </Button>
        </div>
      ) : null}
      {detail.overdue ? (
        <p className="notice warning" role="status" data-testid="request-overdue">
          {t`The decision deadline has passed: decide now, or the platform decides.`}
        </p>
      ) : null}
      <Decisions audit={audit} canManage={canManage} />
      <DescriptionList
        testId="request-fields"
        items={[
          { key: 'requestNo', label: t`Request no.`, value: detail.requestNo },
          { key: 'status', label: t`Status`, value: <RequestBadge status={detail.status} testId="request-status" /> },
          {
            key: 'order',
            label: t`Order`,
            value: (
              <Link href={`/info/${encodeURIComponent(detail.order.id)}`} data-testid="request-order-link">
                {detail.order.supplierOrderId}
              </Link>
            ),
          },
          { key: 'orderStatus', label: t`Order status`, value: <OrderBadge status={detail.order.status} testId="request-order-status" /> },
          { key: 'shop', label: t`Shop`, value: detail.order.cartName },
          { key: 'reason', label: t`Customer's reason`, value: customerReasonLabels.textOfAny(detail.reason, i18n.locale) },
          ...(detail.refund ? [{ key: 'amount', label: t`Amount`, value: <span data-testid="request-amount">{money(detail.refund.amount, detail.refund.currency)}</span> }] : []),
          { key: 'requestedAt', label: t`Requested at`, value: time(detail.requestedAt) },
          { key: 'deadline', label: t`Decide by`, value: time(detail.decisionDeadline) },
          ...(detail.decidedAt ? [{ key: 'decided', label: t`Decided`, value: `${time(detail.decidedAt)} · ${detail.decidedByName ?? t`the platform`}` }] : []),
          ...(detail.rejectReason ? [{ key: 'rejectReason', label: t`Reject reason`, value: <span data-testid="request-reject-reason">{detail.rejectReason}</span> }] : []),
        ]}
      />
      {detail.kind === 'return' ? <ReturnLines audit={audit} canManage={canManage} /> : null}
      <OrderLines detail={detail} />
      <DecisionDialog audit={audit} />
      <FailedDialog audit={audit} />
    </>
  );
}

/** The decisions the machine offers now (view-only users see none). */
function Decisions({ audit, canManage }: { audit: AuditRef; canManage: boolean }) {
  const { t, i18n } = useLingui();
  const kind = useSelector(audit, (s) => s.context.kind);
  const offered = useSelector(audit, (s) => flagsOfKind[s.context.kind].filter((flag) => s.can({ type: 'audit.decisionRequested', flag })));
  const busy = useSelector(audit, (s) => s.hasTag('busy'));
  const done = useSelector(audit, (s) => s.matches('done'));
  const open = useSelector(audit, (s) => isOpen(s.context.detail));
  const dirty = useSelector(audit, (s) => isDirty(s.context.detail, s.context.draft));
  const decisions = useRef<HTMLDivElement | null>(null);
  const firstDecision = () => firstEnabled(decisions.current, '[data-decision]');
  // opened: the first decision (else the heading); decided: the next decision, else the heading
  useFocusOnOpen(true, firstDecision);
  const phase = useSelector(audit, (s) => (s.matches('submitting') ? 'submitting' : s.matches('done') ? 'done' : s.matches('confirming') ? 'confirming' : 'other'));
  useFocusAfter(phase, 'submitting', 'done', firstDecision);
  // the question dismissed: back to the decision that asked (the buttons were hidden meanwhile)
  const asked = useRef<AuditFlag | null>(null);
  useFocusAfter(phase, 'confirming', 'other', () => (asked.current ? firstEnabled(decisions.current, `[data-decision="${asked.current}"]`) : null) ?? firstDecision());
  return (
    <>
      {done ? (
        <p className="notice success" role="status" data-testid="request-done">
          {t`Decision recorded.`}
        </p>
      ) : null}
      {canManage && open && dirty ? (
        <p className="notice info" role="note" data-testid="request-unsaved">
          {t`Save the return's lines before deciding.`}
        </p>
      ) : null}
      <div ref={decisions}>
        <Toolbar ariaLabel={t`Decisions`} testId="request-actions">
          {canManage
            ? offered.map((flag) => (
                <Button
                  key={flag}
                  data-decision={flag}
                  variant={flag === 'reject' || flag === 'cancel' ? 'danger' : 'primary'}
                  onPress={() => {
                    asked.current = flag;
                    audit.send({ type: 'audit.decisionRequested', flag });
                  }}
                  testId={`request-action-${flag}`}
                >
                  {i18n._(flagLabels[kind][flag]!)}
                </Button>
              ))
            : null}
          <Button variant="secondary" isPending={busy} onPress={() => audit.send({ type: 'audit.reloadRequested' })} testId="request-reload">
            {t`Reload`}
          </Button>
        </Toolbar>
      </div>
    </>
  );
}

/** A return's lines: editable (quantity, restockable, remove, add a shipped sku, save) while awaiting the decision. */
function ReturnLines({ audit, canManage }: { audit: AuditRef; canManage: boolean }) {
  const { t, i18n } = useLingui();
  const detail = useSelector(audit, (s) => s.context.detail);
  const draft = useSelector(audit, (s) => s.context.draft);
  const editable = useSelector(audit, (s) => canManage && (s.matches('reviewing') || s.matches('saving')) && isOpen(s.context.detail));
  const canAdd = useSelector(audit, (s) => canManage && s.matches('reviewing') && isOpen(s.context.detail) && !isDirty(s.context.detail, s.context.draft));
  const canSave = useSelector(audit, (s) => s.can({ type: 'return.saveRequested' }));
  const saving = useSelector(audit, (s) => s.matches('saving') || s.matches('addingSku'));
  if (!detail) return null;
  const locale = i18n.locale;
  const problem = isDirty(detail, draft) ? draftProblem(detail, draft) : null;
  const skuOf = (skuId: string) => detail.order.lines.find((l) => l.skuId === skuId);
  const addable = addableSkus(detail, draft);
  return (
    <Section title={t`Lines to return (${draft.length})`} testId="request-return-lines">
      {draft.length === 0 ? <p data-testid="request-return-empty">{t`No lines: add a shipped SKU.`}</p> : null}
      <TableScroll label={t`Lines to return`}>
        <table className="record-table" aria-label={t`Lines to return`}>
          <thead>
            <tr>
              <th scope="col">{t`SKU`}</th>
              <th scope="col">{t`Name`}</th>
              <th scope="col">{t`Shipped`}</th>
              <th scope="col">{t`Quantity to return`}</th>
              <th scope="col">{t`Restockable`}</th>
              {editable ? <th scope="col">{t`Remove`}</th> : null}
            </tr>
          </thead>
          <tbody>
            {draft.map((d) => {
              const line = skuOf(d.skuId);
              const shipped = shippedOf(detail, d.skuId);
              return (
                <tr key={d.skuId} data-testid="request-return-line">
                  <th scope="row" translate="no">
                    {line?.sku ?? d.skuId}
                  </th>
                  <td translate="no">{line?.skuName ?? ''}</td>
                  <td>{formatQty(shipped, locale)}</td>
                  <td>
                    {editable ? (
                      <NumberField
                        label={t`Quantity of ${line?.sku ?? d.skuId}`}
                        value={d.qty}
                        minValue={1}
                        maxValue={shipped}
                        onChange={(v) => audit.send({ type: 'return.lineChanged', skuId: d.skuId, qty: v ?? 0, restockable: d.restockable })}
                        testId={`request-return-qty-${line?.sku ?? d.skuId}`}
                      />
                    ) : (
                      formatQty(d.qty, locale)
                    )}
                  </td>
                  <td>
                    {editable ? (
                      <CheckboxField
                        label={t`Restockable`}
                        value={d.restockable}
                        onChange={(v) => audit.send({ type: 'return.lineChanged', skuId: d.skuId, qty: d.qty, restockable: v })}
                        testId={`request-return-restockable-${line?.sku ?? d.skuId}`}
                      />
                    ) : d.restockable ? (
                      t`Yes`
                    ) : (
                      t`No`
                    )}
                  </td>
                  {editable ? (
                    <td>
                      <Button variant="secondary" onPress={() => audit.send({ type: 'return.lineRemoved', skuId: d.skuId })} testId={`request-return-remove-${line?.sku ?? d.skuId}`}>
                        {t`Remove`}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      {problem ? (
        <p className="field-error" role="alert" data-testid="request-return-problem">
          {problem === 'noLines' ? t`A return needs at least one line.` : t`Each quantity must be between 1 and what shipped.`}
        </p>
      ) : null}
      {editable || canAdd ? (
        <Toolbar ariaLabel={t`Return lines`} testId="request-return-tools">
          {canSave || isDirty(detail, draft) ? (
            <Button onPress={() => audit.send({ type: 'return.saveRequested' })} isDisabled={!canSave} isPending={saving} testId="request-return-save">
              {t`Save return`}
            </Button>
          ) : null}
          {canAdd && addable.length ? (
            <SelectField
              label={t`Add a shipped SKU`}
              value={null}
              placeholder={t`Choose a SKU`}
              options={addable.map((l) => ({ value: l.skuId, label: `${l.sku} · ${l.skuName}`, data: true }))}
              onChange={(skuId) => (skuId ? audit.send({ type: 'return.skuAdded', skuId, qty: 1, restockable: true }) : undefined)}
              testId="request-return-add"
            />
          ) : null}
        </Toolbar>
      ) : null}
    </Section>
  );
}

function OrderLines({ detail }: { detail: RequestDetail }) {
  const { t } = useLingui();
  return (
    <Section title={t`Lines of the order (${detail.order.lines.length})`} testId="request-order-lines">
      <OrderLinesTable lines={detail.order.lines} />
    </Section>
  );
}
