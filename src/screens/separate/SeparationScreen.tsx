// /separate/separate/:id: one isolation. Its header and status, the actions its status allows (the
// separation machine decides through snapshot.can; none while an automatic job works on it, when
// the isolationProcessing warning shows and the job is polled), the end-time edit, the lines with
// quantity, held and available stock, the warehouse groups, the last check's problems, and links
// to the incremental separations, the history and (draft or checked) the form. A thin view over
// separation.machine.ts.
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Redirect, useLocation } from 'wouter';
import type { SeparationLine } from '../../contract/separate/separation';
import { isProcessing, lifecycleActions, mayEditLines } from '../../machines/separate/rules';
import { separationMachine } from '../../machines/separate/separation.machine';
import { Button } from '../../ui/Button';
import { DescriptionList } from '../../ui/DescriptionList';
import { Section } from '../../ui/Section';
import { Toolbar } from '../../ui/Toolbar';
import { DataTable } from '../../ui/table/DataTable';
import { useSuccessToast } from '../appContext';
import { optionLabel } from '../generic/labels';
import { useDictionaries } from '../generic/useDictionaries';
import { formatQty, formatTime } from '../format';
import { ControlNote, ProcessingNotice, SeparationBadge, useCanControl } from './parts';
import { ActionConfirm, EndTimeDialog, FailedDialog, type SeparationRef } from './SeparationDialogs';
import { actionLabels, dangerousActions } from './texts';
import { errorText } from '../errorText';
import { LoadFailure } from '../LoadGate';
import { isolationSubject, separationDoneText } from './toasts';

const fitHeight = (rows: number) => Math.min(420, 48 + rows * 40);
const platformDictionary = ['platform'];

export function SeparationScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  if (!id) return <Redirect to="/control" replace />;
  return <SeparationDetailView key={id} id={id} />;
}

function SeparationDetailView({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const [, navigate] = useLocation();
  const separation = useActorRef(
    separationMachine.provide({
      actions: {
        announceDone: ({ context }, { action }) => toast.done(separationDoneText(i18n, action), { subject: isolationSubject(i18n, context.detail) }),
        // the screen returns to the list: the toast goes along
        announceDeleted: ({ context }) => toast.deleted({ subject: isolationSubject(i18n, context.detail), follows: true }),
      },
    }),
    { input: { id } },
  );
  const state = useSelector(separation, (s) => (s.matches('loading') && !s.context.detail ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : s.matches('deleted') ? 'deleted' : 'shown'));
  const error = useSelector(separation, (s) => s.context.error);
  const detail = useSelector(separation, (s) => s.context.detail);
  useEffect(() => {
    if (state === 'deleted') navigate('/control');
  }, [state, navigate]);

  return (
    <section className="detail-screen sep-screen" aria-labelledby="sep-title" data-testid="separate-detail">
      <h2 id="sep-title">
        {detail ? (
          // the isolation's name is data (translate="no"): someone typed it
          <Trans>
            Isolation {detail.code} · <span translate="no">{detail.name}</span>
          </Trans>
        ) : (
          t`Stock isolation`
        )}
      </h2>
      <nav className="sep-links" aria-label={t`Isolation pages`}>
        <Link href="/control">{t`Back to the list`}</Link>
        <Link href={`/incremental/${encodeURIComponent(id)}`} data-testid="sep-link-incremental">
          {t`Incremental separations`}
        </Link>
        <Link href={`/seq/${encodeURIComponent(id)}`} data-testid="sep-link-history">
          {t`History`}
        </Link>
      </nav>
      {state === 'loadFailed' ? (
        <LoadFailure error={error} failedText={t`The isolation could not be loaded.`} onRetry={() => separation.send({ type: 'separation.retry' })} back={{ href: '/control' }} testId="sep-load-error" />
      ) : state === 'loading' || !detail ? (
        <p className="state" role="status" data-testid="sep-loading">
          {t`Loading…`}
        </p>
      ) : (
        <Shown separation={separation} />
      )}
    </section>
  );
}

function Shown({ separation }: { separation: SeparationRef }) {
  const { t, i18n } = useLingui();
  const canControl = useCanControl();
  const { options: dictionaries, failure: dictionariesFailure } = useDictionaries(platformDictionary);
  const detail = useSelector(separation, (s) => s.context.detail);
  const stale = useSelector(separation, (s) => s.matches('stale'));
  const error = useSelector(separation, (s) => s.context.error);
  if (!detail) return null;
  const locale = i18n.locale;
  const qty = (key: 'qty' | 'isolated' | 'available', title: string) => {
    const text = (l: SeparationLine) => formatQty(l[key], locale);
    return { key, title, width: 110, align: 'end' as const, render: text, text };
  };
  return (
    <>
      <ControlNote />
      <ProcessingNotice show={isProcessing(detail)} testId="sep-processing" />
      {dictionariesFailure}
      {stale ? (
        <div className="notice warning" role="alert" data-testid="sep-stale">
          <p>{t`Someone else changed this isolation after you opened it. Reload it to see its current state, then act again.`}</p>
          {error ? <p>{errorText(error)}</p> : null}
          <Button variant="secondary" onPress={() => separation.send({ type: 'separation.reloadRequested' })} testId="sep-stale-reload">
            {t`Reload`}
          </Button>
        </div>
      ) : null}
      <ActionsBar separation={separation} canControl={canControl} />
      <DescriptionList
        testId="sep-fields"
        items={[
          { key: 'code', label: t`Isolation no.`, value: detail.code },
          { key: 'status', label: t`Status`, value: <SeparationBadge status={detail.status} testId="sep-status" /> },
          { key: 'shop', label: t`Shop`, value: detail.cartName },
          { key: 'platform', label: t`Platform`, value: optionLabel(dictionaries, 'platform', detail.platformCode, locale) },
          { key: 'startAt', label: t`Start`, value: formatTime(detail.startAt, locale) },
          { key: 'abortedAt', label: t`End`, value: <span data-testid="sep-end">{formatTime(detail.abortedAt, locale)}</span> },
          { key: 'autoStart', label: t`Starts automatically`, value: detail.autoStart ? t`Yes` : t`No` },
          {
            key: 'totals',
            label: t`Quantity / held`,
            value: <span data-testid="sep-totals">{t`${formatQty(detail.totalQty, locale)} asked, ${formatQty(detail.totalIsolated, locale)} held`}</span>,
          },
          ...(detail.status === 'terminated'
            ? [{ key: 'restored', label: t`Stock at termination`, value: detail.restored ? t`Returned to the shared pool` : t`Kept held until recovered` }]
            : []),
          { key: 'remark', label: t`Remark`, value: detail.remark },
          { key: 'created', label: t`Created`, value: `${formatTime(detail.createdAt, locale)} · ${detail.createdByName}` },
          { key: 'updated', label: t`Updated`, value: `${formatTime(detail.updatedAt, locale)} · ${detail.updatedByName}` },
        ]}
      />
      {detail.checkProblems.length ? (
        <Section title={t`Lines short of stock at the last check`} testId="sep-check-problems">
          <ul>
            {detail.checkProblems.map((p) => (
              <li key={`${p.skuId}|${p.warehouseGroupId}`}>
                <Trans>
                  {p.sku} in <span translate="no">{p.warehouseGroupName}</span>: {formatQty(p.qty, locale)} asked, {formatQty(p.available, locale)} available.
                </Trans>{' '}
                {p.message}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title={t`Lines (${detail.lines.length})`} testId="sep-lines-section">
        {detail.lines.length === 0 ? (
          <p data-testid="sep-no-lines">{t`No lines yet. Edit the isolation to choose warehouse groups and SKUs.`}</p>
        ) : (
          <DataTable<SeparationLine>
            ariaLabel={t`Lines of the isolation`}
            rows={detail.lines}
            rowKey={(l) => l.id}
            height={fitHeight(detail.lines.length)}
            emptyText={t`No lines`}
            testId="sep-lines"
            columns={[
              { key: 'sku', title: t`SKU`, width: 150, data: true },
              { key: 'skuName', title: t`Name`, width: 220, data: true },
              { key: 'warehouseGroupName', title: t`Warehouse group`, width: 180, data: true },
              qty('qty', t`Quantity`),
              qty('isolated', t`Held`),
              qty('available', t`Available`),
            ]}
          />
        )}
      </Section>
      <Section title={t`Warehouse groups (${detail.warehouseGroups.length})`} testId="sep-groups">
        {detail.warehouseGroups.length === 0 ? (
          <p>{t`No warehouse group chosen yet.`}</p>
        ) : (
          <ul className="sep-chips">
            {detail.warehouseGroups.map((g) => (
              <li key={g.id}>
                <Trans>
                  <span translate="no">{g.name}</span> ({g.warehouseCount} warehouses)
                </Trans>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t`Incremental separations (${detail.increments.length})`} testId="sep-increments">
        <p>
          <Link href={`/incremental/${encodeURIComponent(detail.id)}`}>{t`Open the incremental separations`}</Link>
        </p>
      </Section>
      <ActionConfirm separation={separation} />
      <EndTimeDialog separation={separation} />
      <FailedDialog separation={separation} />
    </>
  );
}

/** The actions the machine offers now (view-only users see none of them). */
function ActionsBar({ separation, canControl }: { separation: SeparationRef; canControl: boolean }) {
  const { t, i18n } = useLingui();
  const offered = useSelector(separation, (s) => lifecycleActions.filter((action) => s.can({ type: 'separation.actionRequested', action })));
  const canEditEnd = useSelector(separation, (s) => s.can({ type: 'separation.endTimeEditRequested' }));
  const detail = useSelector(separation, (s) => s.context.detail);
  const busy = useSelector(separation, (s) => s.hasTag('busy'));
  return (
    <Toolbar ariaLabel={t`Isolation actions`} testId="sep-actions">
      {canControl
        ? offered.map((action) => (
            <Button
              key={action}
              variant={dangerousActions.has(action) ? 'danger' : action === 'check' || action === 'submit' || action === 'start' ? 'primary' : 'secondary'}
              onPress={() => separation.send({ type: 'separation.actionRequested', action })}
              testId={`sep-action-${action}`}
            >
              {i18n._(actionLabels[action])}
            </Button>
          ))
        : null}
      {canControl && canEditEnd ? (
        <Button variant="secondary" onPress={() => separation.send({ type: 'separation.endTimeEditRequested' })} testId="sep-edit-end">
          {i18n._(actionLabels.abortedTime)}
        </Button>
      ) : null}
      {canControl && detail && mayEditLines(detail) ? (
        <Link href={`/setting/${encodeURIComponent(detail.id)}`} className="button secondary" data-testid="sep-edit">
          {t`Edit`}
        </Link>
      ) : null}
      <Button variant="secondary" isPending={busy} onPress={() => separation.send({ type: 'separation.reloadRequested' })} testId="sep-reload">
        {t`Reload`}
      </Button>
    </Toolbar>
  );
}
