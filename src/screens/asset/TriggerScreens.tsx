// /asset/trigger/diff: what the allotment would push to the channels (per cart and sku, pushed
// and new quantity), for all warehouse groups or one, applied after a confirmation with the
// token of the diff shown (triggerApply machine: a diff that changed meanwhile is read again and
// the user told). /asset/trigger: the trigger records; a record's lines open in a dialog.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { triggerApplyMachine } from '../../machines/asset/triggerApply.machine';
import { queryMachine } from '../../machines/asset/query.machine';
import type { Row } from '../../machines/generic/types';
import { triggerRecordsResource } from '../../resources/asset';
import { triggerRecord, type TriggerRecord } from '../../resources/asset/queries';
import type { AnyResource } from '../../resources/types';
import type { TriggerLine } from '../../contract/inventory';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DescriptionList } from '../../ui/DescriptionList';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { SelectField } from '../../ui/FormField';
import { Section } from '../../ui/Section';
import { StatusBadge, type BadgeTone } from '../../ui/StatusBadge';
import { Toolbar } from '../../ui/Toolbar';
import { DataTable, type DataColumn } from '../../ui/table/DataTable';
import { useSuccessToast } from '../appContext';
import { AssetList } from './AssetList';
import { formatDateTime } from './AssetForm';
import { t, titles } from './texts';
import { useCanManage, ViewOnlyNote } from '../access';
import { errorText } from '../errorText';

const l = {
  scope: msg`Warehouse groups`,
  allGroups: msg`All warehouse groups`,
  apply: msg`Apply`,
  applying: msg`Applying…`,
  confirmTitle: msg`Push these quantities to the channels?`,
  confirmMessage: msg`The quantities shown are sent to the carts' platforms and recorded. Changes made since you opened this page are not pushed.`,
  changed: msg`The diff changed after you opened it (allotment, bindings or stock). It has been read again: review it and apply again.`,
  applied: msg`Pushed. The trigger record lists every line.`,
  appliedEmpty: msg`Nothing to push: the groups are marked as pushed.`,
  records: msg`Trigger records`,
  review: msg`Review and apply the trigger`,
  generatedAt: msg`Read at`,
  lines: msg`Lines`,
  empty: msg`Nothing to push: the channels have the current allotment.`,
  summary: msg`Summary`,
  groups: msg`Warehouse groups in scope`,
  modified: msg`Modified, not pushed`,
  synced: msg`Pushed`,
  group: msg`Warehouse group`,
  cart: msg`Cart`,
  sku: msg`SKU`,
  skuName: msg`Product`,
  change: msg`Change`,
  oldQty: msg`Pushed quantity`,
  newQty: msg`New quantity`,
  allotment: msg`Allotment`,
  ratio: msg`ratio`,
  fixed: msg`fixed`,
  details: msg`Lines`,
  recordTitle: msg`Trigger record`,
  close: msg`Close`,
  pushedBy: msg`Pushed by`,
  pushedAt: msg`Pushed at`,
};

const changeLabels: Record<TriggerLine['change'], MessageDescriptor> = { new: msg`New`, increase: msg`Increase`, decrease: msg`Decrease`, release: msg`Release` };
const changeTones: Record<TriggerLine['change'], BadgeTone> = { new: 'info', increase: 'success', decrease: 'warning', release: 'neutral' };

function useLineColumns(): DataColumn<Row>[] {
  const { i18n } = useLingui();
  const line = (r: Row) => r as unknown as TriggerLine;
  const qty = (v: number | null) => (v === null ? '-' : new Intl.NumberFormat(i18n.locale).format(v));
  const allot = (r: TriggerLine) => (r.mode === null || r.value === null ? '-' : r.mode === 'ratio' ? `${r.value}% (${i18n._(l.ratio)})` : `${r.value} (${i18n._(l.fixed)})`);
  return [
    { key: 'warehouseGroupName', title: i18n._(l.group), width: 160, data: true },
    { key: 'cartName', title: i18n._(l.cart), width: 200, render: (r) => `${line(r).cartName} (${line(r).cartCode})`, text: (r) => line(r).cartName, data: true },
    { key: 'sku', title: i18n._(l.sku), width: 160, rowHeader: true, data: true },
    { key: 'skuName', title: i18n._(l.skuName), width: 260, data: true },
    {
      key: 'change',
      title: i18n._(l.change),
      width: 110,
      render: (r) => <StatusBadge tone={changeTones[line(r).change]}>{i18n._(changeLabels[line(r).change])}</StatusBadge>,
      text: (r) => i18n._(changeLabels[line(r).change]),
    },
    { key: 'oldQty', title: i18n._(l.oldQty), width: 130, align: 'end', render: (r) => qty(line(r).oldQty), text: (r) => qty(line(r).oldQty), data: true },
    { key: 'newQty', title: i18n._(l.newQty), width: 130, align: 'end', render: (r) => qty(line(r).newQty), text: (r) => qty(line(r).newQty), data: true },
    { key: 'allotment', title: i18n._(l.allotment), width: 140, render: (r) => allot(line(r)), text: (r) => allot(line(r)) },
  ];
}

const lineKey = (r: Row) => `${String(r.warehouseGroupId)}:${String(r.cartId)}:${String(r.skuId)}`;

const tt = {
  subject: msg`Trigger quantities`,
  applied: msg`Applied to the shops`,
};

export function TriggerDiff() {
  const { i18n } = useLingui();
  const canManage = useCanManage();
  const toast = useSuccessToast();
  const trigger = useActorRef(
    triggerApplyMachine.provide({
      actions: { announceApplied: () => toast.done(i18n._(tt.applied), { subject: i18n._(tt.subject) }) },
    }),
    { input: {} },
  );
  const state = useSelector(trigger, (s) => s.value);
  const diff = useSelector(trigger, (s) => s.context.diff);
  const groups = useSelector(trigger, (s) => s.context.groups);
  const scope = useSelector(trigger, (s) => s.context.warehouseGroupId);
  const error = useSelector(trigger, (s) => s.context.error);
  const changed = useSelector(trigger, (s) => s.context.changed);
  const result = useSelector(trigger, (s) => s.context.result);
  const busy = useSelector(trigger, (s) => s.hasTag('busy'));
  const canApply = useSelector(trigger, (s) => s.can({ type: 'trigger.applyRequested' }));
  const columns = useLineColumns();
  const asking = state === 'confirming' || state === 'applying';
  const count = (n: number | undefined) => new Intl.NumberFormat(i18n.locale).format(n ?? 0);
  return (
    <section aria-labelledby="trigger-diff-title" data-testid="trigger-diff">
      <h2 id="trigger-diff-title">{i18n._(titles.triggerDiff)}</h2>
      <ViewOnlyNote />
      <p>
        <Link href="/trigger" data-testid="link-trigger-records">
          {i18n._(l.records)}
        </Link>
      </p>
      <Toolbar ariaLabel={i18n._(t.actions)}>
        <SelectField
          label={i18n._(l.scope)}
          value={scope ?? '__all'}
          isDisabled={busy}
          options={[{ value: '__all', label: i18n._(l.allGroups) }, ...groups.map((g) => ({ value: g.id, label: g.name }))]}
          onChange={(v) => trigger.send({ type: 'trigger.scopeChanged', warehouseGroupId: v === '__all' || v === null ? null : v })}
          testId="trigger-scope"
        />
        <Button variant="secondary" isDisabled={busy} onPress={() => trigger.send({ type: state === 'failed' ? 'trigger.retry' : 'trigger.reloadRequested' })} testId="trigger-reload">
          {i18n._(t.reload)}
        </Button>
        {canManage ? (
          <Button isDisabled={!canApply} isPending={state === 'applying'} onPress={() => trigger.send({ type: 'trigger.applyRequested' })} testId="trigger-apply">
            {i18n._(state === 'applying' ? l.applying : l.apply)}
          </Button>
        ) : null}
      </Toolbar>
      {changed ? (
        <p className="state state-error" role="alert" data-testid="trigger-changed">
          {i18n._(l.changed)}
        </p>
      ) : null}
      {error && state !== 'failed' ? (
        <p className="state state-error" role="alert" data-testid="trigger-error">
          {errorText(error)}
        </p>
      ) : null}
      {state === 'applied' && result ? (
        <p className="state" role="status" data-testid="trigger-applied">
          {i18n._(result.recordId ? l.applied : l.appliedEmpty)} {result.recordId ? <Link href="/trigger">{i18n._(l.records)}</Link> : null}
        </p>
      ) : null}
      {state === 'failed' ? (
        <ErrorState message={errorText(error, i18n._(t.loadFailed))} retryLabel={i18n._(t.retry)} onRetry={() => trigger.send({ type: 'trigger.retry' })} />
      ) : state === 'loading' && !diff ? (
        <p className="state" role="status">
          {i18n._(t.loading)}
        </p>
      ) : diff ? (
        <>
          <Section title={i18n._(l.summary)} testId="trigger-summary">
            <DescriptionList
              columns={3}
              items={[
                { key: 'generatedAt', label: i18n._(l.generatedAt), value: formatDateTime(diff.generatedAt, i18n.locale) },
                { key: 'lines', label: i18n._(l.lines), value: <span data-testid="trigger-line-count">{count(diff.lines.length)}</span> },
                { key: 'new', label: i18n._(changeLabels.new), value: count(diff.newCount) },
                { key: 'increase', label: i18n._(changeLabels.increase), value: count(diff.increaseCount) },
                { key: 'decrease', label: i18n._(changeLabels.decrease), value: count(diff.decreaseCount) },
                { key: 'release', label: i18n._(changeLabels.release), value: count(diff.releaseCount) },
              ]}
            />
            {diff.groups.length ? (
              <ul className="area-list" aria-label={i18n._(l.groups)}>
                {diff.groups.map((g) => (
                  <li key={g.id}>
                    <span translate="no">{g.name}</span> <StatusBadge tone={g.modified ? 'warning' : 'success'}>{i18n._(g.modified ? l.modified : l.synced)}</StatusBadge> {count(g.lineCount)}
                  </li>
                ))}
              </ul>
            ) : null}
          </Section>
          {diff.lines.length === 0 ? (
            <EmptyState title={i18n._(l.empty)} testId="trigger-empty" />
          ) : (
            <DataTable<Row>
              ariaLabel={i18n._(l.lines)}
              columns={columns}
              rows={diff.lines as unknown as Row[]}
              rowKey={lineKey}
              loading={busy}
              loadingText={i18n._(t.loading)}
              emptyText={i18n._(l.empty)}
              testId="trigger-lines"
            />
          )}
        </>
      ) : null}
      <ConfirmDialog
        isOpen={asking}
        title={i18n._(l.confirmTitle)}
        message={`${i18n._(l.confirmMessage)} (${i18n._(l.lines)}: ${count(diff?.lines.length)})`}
        confirmLabel={i18n._(l.apply)}
        cancelLabel={i18n._(t.cancel)}
        busyLabel={i18n._(l.applying)}
        busy={state === 'applying'}
        onConfirm={() => trigger.send({ type: 'trigger.applyConfirmed' })}
        onCancel={() => trigger.send({ type: 'trigger.applyCancelled' })}
        testId="trigger-confirm"
      />
    </section>
  );
}

export function TriggerRecords() {
  const { i18n } = useLingui();
  const viewer = useActorRef(queryMachine, { input: { run: triggerRecord.run } });
  const open = useSelector(viewer, (s) => !s.matches('idle'));
  return (
    <>
      <p>
        <Link href="/trigger/diff" className="button" data-testid="link-trigger-diff">
          {i18n._(l.review)}
        </Link>
      </p>
      <AssetList
        resource={triggerRecordsResource as unknown as AnyResource}
        extraColumns={[
          {
            key: '__lines',
            title: i18n._(l.details),
            width: 120,
            render: (row) => (
              <Button
                variant="secondary"
                onPress={() => viewer.send({ type: 'query.run', with: { id: String(row.id) } })}
                aria-label={`${i18n._(t.view)}: ${formatDateTime(row.createdAt, i18n.locale)}`}
                testId="trigger-record-open"
              >
                {i18n._(t.view)}
              </Button>
            ),
            text: () => i18n._(t.view),
          },
        ]}
      />
      <ModalOverlay className="dialog-overlay" isOpen={open} isDismissable onOpenChange={(isOpen) => (isOpen ? undefined : viewer.send({ type: 'query.cleared' }))}>
        <Modal className="modal">
          <Dialog className="dialog" data-testid="trigger-record">
            <TriggerRecordView viewer={viewer} />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}

function TriggerRecordView({ viewer }: { viewer: ActorRefFrom<typeof queryMachine> }) {
  const { i18n } = useLingui();
  const state = useSelector(viewer, (s) => s.value);
  const record = useSelector(viewer, (s) => s.context.result as TriggerRecord | null);
  const error = useSelector(viewer, (s) => s.context.error);
  const columns = useLineColumns();
  return (
    <>
      <Heading slot="title">{i18n._(l.recordTitle)}</Heading>
      {state === 'failed' ? (
        <ErrorState message={errorText(error, i18n._(t.loadFailed))} retryLabel={i18n._(t.retry)} onRetry={() => viewer.send({ type: 'query.run' })} />
      ) : !record ? (
        <p className="state" role="status">
          {i18n._(t.loading)}
        </p>
      ) : (
        <>
          <DescriptionList
            items={[
              { key: 'createdAt', label: i18n._(l.pushedAt), value: formatDateTime(record.createdAt, i18n.locale) },
              { key: 'createdByName', label: i18n._(l.pushedBy), value: record.createdByName },
              { key: 'groupNames', label: i18n._(l.scope), value: record.groupNames },
              { key: 'lineCount', label: i18n._(l.lines), value: String(record.lineCount) },
            ]}
          />
          <DataTable<Row> ariaLabel={i18n._(l.lines)} columns={columns} rows={record.lines as unknown as Row[]} rowKey={lineKey} emptyText={i18n._(l.empty)} height={360} testId="trigger-record-lines" />
        </>
      )}
      <div className="actions">
        <Button variant="secondary" onPress={() => viewer.send({ type: 'query.cleared' })} testId="trigger-record-close" autoFocus>
          {i18n._(l.close)}
        </Button>
      </div>
    </>
  );
}
