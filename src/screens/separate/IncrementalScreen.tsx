// /separate/incremental/:id: the incremental separations of one isolation. While the isolation is
// in effect (and no job works on it), a new increment is made from sku codes and quantities per
// group (the allocation grid), a created one's quantities are edited, synced (the automatic job
// isolates it; polled until done) or cancelled, a synced one terminated. A thin view over
// increments.machine.ts.
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import type { Increment } from '../../contract/separate/separation';
import { incrementsMachine, type IncrementsContext } from '../../machines/separate/increments.machine';
import { isProcessing, anySyncing, incrementActions, type IncrementAction } from '../../machines/separate/rules';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Toolbar } from '../../ui/Toolbar';
import { useSuccessToast } from '../appContext';
import { formatQty, formatTime } from '../format';
import { IncrementEditor, type IncrementsRef } from './IncrementEditor';
import { ControlNote, IncrementBadge, ProcessingNotice, SeparationBadge, useCanControl } from './parts';
import { incrementActionLabels, incrementActionQuestions } from './texts';
import { errorText } from '../errorText';
import { incrementDoneText, isolationSubject } from './toasts';
import { TableScroll } from '../../ui/TableScroll';

export function IncrementalScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  if (!id) return <Redirect to="/control" replace />;
  return <Increments key={id} id={id} />;
}

function Increments({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const increments = useActorRef(
    incrementsMachine.provide({
      actions: {
        announceSaved: ({ context }) => toast.saved({ subject: isolationSubject(i18n, context.separation) }),
        announceDone: ({ context }, { action }) => toast.done(incrementDoneText(i18n, action), { subject: isolationSubject(i18n, context.separation) }),
      },
    }),
    { input: { separationId: id } },
  );
  const view = useSelector(increments, (s) => (s.matches('loadFailed') ? 'failed' : s.context.separation ? 'shown' : 'loading'));
  const separation = useSelector(increments, (s) => s.context.separation);
  const error = useSelector(increments, (s) => s.context.error);
  return (
    <section className="detail-screen sep-screen" aria-labelledby="inc-title" data-testid="separate-incremental">
      <h2 id="inc-title">
        {separation ? (
          // the isolation's name is data (translate="no"): someone typed it
          <Trans>
            Incremental separations of {separation.code} · <span translate="no">{separation.name}</span>
          </Trans>
        ) : (
          t`Incremental separations`
        )}
      </h2>
      <nav className="sep-links" aria-label={t`Isolation pages`}>
        <Link href={`/separate/${encodeURIComponent(id)}`} data-testid="inc-link-isolation">
          {t`Back to the isolation`}
        </Link>
        <Link href={`/seq/${encodeURIComponent(id)}`}>{t`History`}</Link>
      </nav>
      {view === 'failed' ? (
        <ErrorState message={errorText(error, t`The incremental separations could not be loaded.`)} retryLabel={t`Try again`} onRetry={() => increments.send({ type: 'increments.retry' })} testId="inc-load-error" />
      ) : view === 'loading' ? (
        <p className="state" role="status">
          {t`Loading…`}
        </p>
      ) : (
        <Shown increments={increments} />
      )}
    </section>
  );
}

function Shown({ increments }: { increments: IncrementsRef }) {
  const { t } = useLingui();
  const canControl = useCanControl();
  const separation = useSelector(increments, (s) => s.context.separation);
  const list = useSelector(increments, (s) => s.context.increments);
  const editing = useSelector(increments, (s) => s.matches('editing'));
  const canCreate = useSelector(increments, (s) => s.can({ type: 'increments.createRequested' }));
  const stale = useSelector(increments, (s) => s.matches('stale'));
  const busy = useSelector(increments, (s) => s.matches('loading'));
  if (!separation) return null;
  const working = isProcessing(separation) || anySyncing(list);
  return (
    <>
      <ControlNote />
      <p>
        {t`Status of the isolation:`} <SeparationBadge status={separation.status} testId="inc-separation-status" />{' '}
        {separation.status === 'inEffect' ? null : t`Increments can be added, synced and terminated only while the isolation is in effect.`}
      </p>
      <ProcessingNotice show={working} testId="inc-processing" />
      {stale ? (
        <div className="notice warning" role="alert" data-testid="inc-stale">
          <p>{t`Someone else changed this isolation or increment after you opened it. Reload to see the current state, then act again.`}</p>
          <Button variant="secondary" onPress={() => increments.send({ type: 'increments.reloadRequested' })} testId="inc-stale-reload">
            {t`Reload`}
          </Button>
        </div>
      ) : null}
      <Toolbar ariaLabel={t`Increment actions`} testId="inc-toolbar">
        {canControl && canCreate ? (
          <Button onPress={() => increments.send({ type: 'increments.createRequested' })} testId="inc-new">
            {t`New increment`}
          </Button>
        ) : null}
        <Button variant="secondary" isPending={busy} onPress={() => increments.send({ type: 'increments.reloadRequested' })} testId="inc-reload">
          {t`Reload`}
        </Button>
      </Toolbar>
      {editing ? <IncrementEditor increments={increments} /> : null}
      {list.length === 0 ? (
        <EmptyState title={t`No incremental separations yet`} description={t`An increment isolates more stock for the shop while the isolation is in effect.`} testId="inc-empty" />
      ) : (
        <IncrementTable increments={increments} list={list} canControl={canControl} />
      )}
      <IncrementConfirm increments={increments} />
      <IncrementFailed increments={increments} />
    </>
  );
}

function IncrementTable({ increments, list, canControl }: { increments: IncrementsRef; list: Increment[]; canControl: boolean }) {
  const { t, i18n } = useLingui();
  const allowed = useSelector(increments, (s) =>
    Object.fromEntries(
      s.context.increments.map((inc) => [
        inc.id,
        {
          actions: incrementActions.filter((action) => s.can({ type: 'increments.actionRequested', incrementId: inc.id, action })),
          edit: s.can({ type: 'increments.editRequested', incrementId: inc.id }),
        },
      ]),
    ),
  );
  const locale = i18n.locale;
  return (
    <TableScroll label={t`Incremental separations`}>
      <table className="sep-table" aria-label={t`Incremental separations`} data-testid="inc-list">
        <thead>
          <tr>
            <th scope="col">{t`Increment no.`}</th>
            <th scope="col">{t`Status`}</th>
            <th scope="col">{t`Lines`}</th>
            <th scope="col" className="num">
              {t`Quantity`}
            </th>
            <th scope="col">{t`Created`}</th>
            <th scope="col">{t`Synced`}</th>
            <th scope="col">{t`Actions`}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((inc) => (
            <tr key={inc.id} data-testid="inc-row" data-code={inc.code} data-status={inc.status}>
              <th scope="row">{inc.code}</th>
              <td>
                <IncrementBadge status={inc.status} testId="inc-status" />
                {inc.failureReason ? (
                  <p className="field-error" data-testid="inc-failure">
                    {inc.failureReason}
                  </p>
                ) : null}
              </td>
              <td>
                <ul className="sep-line-list">
                  {inc.lines.map((l) => (
                    <li key={`${l.skuId}|${l.warehouseGroupId}`}>
                      <Trans>
                        {l.sku} in <span translate="no">{l.warehouseGroupName}</span>: {formatQty(l.qty, locale)}
                      </Trans>
                    </li>
                  ))}
                </ul>
              </td>
              <td className="num">{formatQty(inc.totalQty, locale)}</td>
              <td>
                {formatTime(inc.createdAt, locale)} · <span translate="no">{inc.createdByName}</span>
              </td>
              <td>{formatTime(inc.syncedAt, locale)}</td>
              <td>
                {canControl ? (
                  <span className="row-actions">
                    {allowed[inc.id]?.edit ? (
                      <Button variant="quiet" onPress={() => increments.send({ type: 'increments.editRequested', incrementId: inc.id })} aria-label={t`Edit quantities of ${inc.code}`} testId="inc-edit">
                        {t`Edit quantities`}
                      </Button>
                    ) : null}
                    {(allowed[inc.id]?.actions ?? []).map((action: IncrementAction) => (
                      <Button
                        key={action}
                        variant={action === 'sync' ? 'secondary' : 'quiet'}
                        onPress={() => increments.send({ type: 'increments.actionRequested', incrementId: inc.id, action })}
                        aria-label={`${i18n._(incrementActionLabels[action])} ${inc.code}`}
                        testId={`inc-action-${action}`}
                      >
                        {i18n._(incrementActionLabels[action])}
                      </Button>
                    ))}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

const pendingOf = (c: IncrementsContext) => (c.pending ? { ...c.pending, code: c.increments.find((i) => i.id === c.pending?.incrementId)?.code ?? '' } : null);

function IncrementConfirm({ increments }: { increments: IncrementsRef }) {
  const { t, i18n } = useLingui();
  const open = useSelector(increments, (s) => s.matches('confirming') || s.matches('running'));
  const busy = useSelector(increments, (s) => s.matches('running'));
  const pending = useSelector(increments, (s) => pendingOf(s.context));
  return (
    <ConfirmDialog
      isOpen={open && !!pending}
      title={pending ? `${i18n._(incrementActionLabels[pending.action])} · ${pending.code}` : ''}
      message={pending ? i18n._(incrementActionQuestions[pending.action]) : ''}
      confirmLabel={pending ? i18n._(incrementActionLabels[pending.action]) : ''}
      cancelLabel={t`Back`}
      busyLabel={t`Working…`}
      isDanger={pending?.action !== 'sync'}
      busy={busy}
      onConfirm={() => increments.send({ type: 'increments.confirmed' })}
      onCancel={() => increments.send({ type: 'increments.dismissed' })}
      testId="inc-confirm"
    />
  );
}

function IncrementFailed({ increments }: { increments: IncrementsRef }) {
  const { t } = useLingui();
  const failed = useSelector(increments, (s) => s.matches('failed'));
  const error = useSelector(increments, (s) => s.context.error);
  if (!failed) return null;
  return (
    <div className="notice error" role="alert" data-testid="inc-failed">
      <p>{errorText(error, t`The server refused the action.`)}</p>
      <Button variant="secondary" onPress={() => increments.send({ type: 'increments.dismissed' })} testId="inc-failed-ok">
        {t`Back to the increments`}
      </Button>
    </div>
  );
}
