// /inventory/group/info/:id?: one warehouse group. Viewing: its fields, push status, warehouses
// (with stock) and shops, links to the binding editor and the allotment; edit (name, remark) with
// the client rules (zod) before the server checks them again; delete with a confirmation (the
// server refuses while shops or allotments use the group and says why). Without an id: a new
// group. A thin view over the generic detail machine (useResourceDetail).
import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { InventoryErrorCode, type WarehouseGroupDetail } from '../../contract/inventory';
import { GROUP_NAME_MAX, GROUP_REMARK_MAX, warehouseGroupResource } from '../../resources/inventory/groups';
import { pushStatusLabels } from '../../resources/inventory/labels';
import type { AnyResource } from '../../resources/types';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DescriptionList } from '../../ui/DescriptionList';
import { ErrorState } from '../../ui/ErrorState';
import { TextAreaField, TextField } from '../../ui/FormField';
import { Section } from '../../ui/Section';
import { StatusBadge } from '../../ui/StatusBadge';
import { Toolbar } from '../../ui/Toolbar';
import { DataTable } from '../../ui/table/DataTable';
import { fieldErrorText } from '../generic/labels';
import { usePermissions } from '../generic/ListScreen';
import { useResourceDetail } from '../generic/useResourceDetail';
import { formatQty, formatTime } from './format';
import { GroupNav } from './GroupNav';

const resource = warehouseGroupResource as unknown as AnyResource;
type DetailRef = ReturnType<typeof useResourceDetail>;
type GroupWarehouse = WarehouseGroupDetail['warehouses'][number];
type GroupCart = WarehouseGroupDetail['carts'][number];

export function GroupInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  return <GroupInfo key={id ?? 'new'} id={id} />;
}

function GroupInfo({ id }: { id: string | null }) {
  const { t } = useLingui();
  const detail = useResourceDetail(resource, id);
  const state = useSelector(detail, (s) => s.value);
  const error = useSelector(detail, (s) => s.context.error);
  const record = useSelector(detail, (s) => s.context.detail as WarehouseGroupDetail | null);
  const creating = useSelector(detail, (s) => s.context.id === null);
  useLeaveGuard(detail);
  return (
    <section className="detail-screen" aria-labelledby="group-info-title" data-testid="group-info">
      <h2 id="group-info-title">{creating ? t`New warehouse group` : record ? t`Warehouse group · ${record.name}` : t`Warehouse group`}</h2>
      <GroupNav />
      <p>
        <Link href="/group">{t`Back to the list`}</Link>
      </p>
      {state === 'failed' ? (
        <ErrorState message={error?.message || t`The record could not be loaded.`} retryLabel={t`Try again`} onRetry={() => detail.send({ type: 'detail.retry' })} />
      ) : state === 'loading' ? (
        <p className="state" role="status">
          {t`Loading…`}
        </p>
      ) : state === 'viewing' || state === 'confirmingDelete' || state === 'deleting' ? (
        <Viewing detail={detail} />
      ) : (
        <Editing detail={detail} />
      )}
    </section>
  );
}

function Viewing({ detail }: { detail: DetailRef }) {
  const { t, i18n } = useLingui();
  const permissions = usePermissions();
  const record = useSelector(detail, (s) => s.context.detail as WarehouseGroupDetail | null);
  const error = useSelector(detail, (s) => s.context.error);
  const asking = useSelector(detail, (s) => s.matches('confirmingDelete') || s.matches('deleting'));
  const deleting = useSelector(detail, (s) => s.matches('deleting'));
  if (!record) return null;
  const allowed = !resource.permission || permissions.includes(resource.permission);
  const inUse = record.carts.length > 0 || record.allotmentCount > 0;
  const locale = i18n.locale;
  const sums = record.warehouses.reduce((acc, w) => ({ onHand: acc.onHand + w.onHand, locked: acc.locked + w.locked, available: acc.available + w.available }), { onHand: 0, locked: 0, available: 0 });
  return (
    <>
      <Toolbar ariaLabel={t`Actions`}>
        {allowed ? (
          <Button onPress={() => detail.send({ type: 'detail.editRequested' })} testId="detail-edit">
            {t`Edit`}
          </Button>
        ) : null}
        {allowed ? (
          <Button variant="danger" onPress={() => detail.send({ type: 'detail.deleteRequested' })} testId="detail-delete">
            {t`Delete`}
          </Button>
        ) : null}
        <Button variant="secondary" onPress={() => detail.send({ type: 'detail.reloadRequested' })} testId="detail-reload">
          {t`Reload`}
        </Button>
        <Link href={`/group/warehouse?group=${encodeURIComponent(record.id)}`} className="button secondary" data-testid="group-edit-warehouses">
          {t`Edit warehouses`}
        </Link>
        <Link href={`/inventory/allocation?group=${encodeURIComponent(record.id)}`} className="button secondary">
          {t`Allotment`}
        </Link>
      </Toolbar>
      {error && !asking ? (
        <p className="inv-notice error" role="alert" data-testid="detail-error">
          {error.message || t`The group could not be deleted.`}
        </p>
      ) : null}
      <DescriptionList
        testId="detail-fields"
        items={[
          { key: 'name', label: t`Group name`, value: record.name },
          { key: 'remark', label: t`Remark`, value: record.remark },
          {
            key: 'pushStatus',
            label: t`Push status`,
            value: (
              <StatusBadge tone={record.modified ? 'warning' : 'success'} testId="group-push-status">
                {i18n._(record.modified ? pushStatusLabels.modified : pushStatusLabels.synced)}
              </StatusBadge>
            ),
          },
          { key: 'modifiedAt', label: t`Modified at`, value: formatTime(record.modifiedAt, locale) },
          { key: 'lastPushedAt', label: t`Last pushed`, value: formatTime(record.lastPushedAt, locale) },
          { key: 'allotmentCount', label: t`Allotments`, value: formatQty(record.allotmentCount, locale) },
          { key: 'created', label: t`Created`, value: `${formatTime(record.createdAt, locale)} · ${record.createdByName}` },
          { key: 'updated', label: t`Updated`, value: `${formatTime(record.updatedAt, locale)} · ${record.updatedByName}` },
        ]}
      />
      <Section title={t`Warehouses (${record.warehouses.length})`} testId="group-warehouses">
        {record.warehouses.length === 0 ? (
          <p>{t`No warehouse is in this group yet. Add warehouses to sell their stock through the group.`}</p>
        ) : (
          <>
            <p>{t`Together: ${formatQty(sums.onHand, locale)} on hand, ${formatQty(sums.locked, locale)} locked, ${formatQty(sums.available, locale)} available.`}</p>
            <DataTable<GroupWarehouse>
              ariaLabel={t`Warehouses of the group`}
              rows={record.warehouses}
              rowKey={(w) => w.id}
              height={Math.min(360, 48 + record.warehouses.length * 40)}
              emptyText={t`No warehouses`}
              columns={[
                { key: 'code', title: t`Code`, width: 130 },
                { key: 'name', title: t`Name`, width: 240 },
                { key: 'country', title: t`Country`, width: 90 },
                { key: 'onHand', title: t`On hand`, width: 110, align: 'end', render: (w) => formatQty(w.onHand, locale), text: (w) => formatQty(w.onHand, locale) },
                { key: 'locked', title: t`Locked`, width: 110, align: 'end', render: (w) => formatQty(w.locked, locale), text: (w) => formatQty(w.locked, locale) },
                { key: 'available', title: t`Available`, width: 110, align: 'end', render: (w) => formatQty(w.available, locale), text: (w) => formatQty(w.available, locale) },
              ]}
            />
          </>
        )}
      </Section>
      <Section title={t`Shops drawing from this group (${record.carts.length})`} testId="group-carts">
        {record.carts.length === 0 ? (
          <p>{t`No shop draws its stock from this group.`}</p>
        ) : (
          <DataTable<GroupCart>
            ariaLabel={t`Shops of the group`}
            rows={record.carts}
            rowKey={(c) => c.id}
            height={Math.min(360, 48 + record.carts.length * 40)}
            emptyText={t`No shops`}
            columns={[
              { key: 'code', title: t`Shop code`, width: 170 },
              { key: 'name', title: t`Shop name`, width: 280 },
              { key: 'platformCode', title: t`Platform`, width: 110 },
              { key: 'siteCountry', title: t`Site`, width: 80 },
              {
                key: 'binding',
                title: t`Group binding`,
                width: 150,
                render: (c) => <Link href={`/group/shop?cart=${encodeURIComponent(c.id)}`} aria-label={t`Change the group binding of ${c.name}`}>{t`Change`}</Link>,
                text: () => t`Change`,
              },
            ]}
          />
        )}
      </Section>
      <ConfirmDialog
        isOpen={asking}
        isDanger
        title={t`Delete this warehouse group?`}
        message={
          inUse
            ? t`Shops or allotments still use this group: the deletion will be refused until its shops are moved and its allotments removed.`
            : t`The group is deleted and its warehouses become unbound. Allotment and trigger records keep its name.`
        }
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        busyLabel={t`Deleting…`}
        busy={deleting}
        errorMessage={error?.message ?? null}
        onConfirm={() => detail.send({ type: 'detail.deleteConfirmed' })}
        onCancel={() => detail.send({ type: 'detail.deleteCancelled' })}
        testId="detail-delete-confirm"
      />
    </>
  );
}

function Editing({ detail }: { detail: DetailRef }) {
  const { t, i18n } = useLingui();
  const values = useSelector(detail, (s) => s.context.values);
  const fieldErrors = useSelector(detail, (s) => s.context.fieldErrors);
  const saving = useSelector(detail, (s) => s.matches('saving'));
  const stale = useSelector(detail, (s) => s.context.stale || s.context.error?.code === InventoryErrorCode.groupVersionStale);
  const error = useSelector(detail, (s) => s.context.error);
  const leaving = useSelector(detail, (s) => s.matches('confirmingLeave'));
  const set = (name: string) => (value: unknown) => detail.send({ type: 'detail.fieldChanged', name, value });
  return (
    <form
      className="detail-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        detail.send({ type: 'detail.submitted' });
      }}
      data-testid="detail-form"
    >
      {stale ? (
        <div className="inv-notice warning" role="alert" data-testid="detail-stale">
          <p>{t`Someone else changed this group after you opened it. Reload it to see the latest version, then make your changes again.`}</p>
          <Button variant="secondary" onPress={() => detail.send({ type: 'detail.reloadRequested' })}>
            {t`Reload`}
          </Button>
        </div>
      ) : error ? (
        <p className="inv-notice error" role="alert" data-testid="detail-error">
          {error.message || t`Saving failed. Please try again.`}
        </p>
      ) : null}
      <TextField
        label={t`Group name`}
        name="name"
        isRequired
        maxLength={GROUP_NAME_MAX}
        value={typeof values.name === 'string' ? values.name : ''}
        onChange={set('name')}
        errorMessage={fieldErrorText(i18n, fieldErrors.name)}
        description={t`Unique among your groups; at most ${GROUP_NAME_MAX} characters.`}
        testId="field-name"
      />
      <TextAreaField
        label={t`Remark`}
        name="remark"
        maxLength={GROUP_REMARK_MAX}
        value={typeof values.remark === 'string' ? values.remark : ''}
        onChange={set('remark')}
        errorMessage={fieldErrorText(i18n, fieldErrors.remark)}
        testId="field-remark"
      />
      <div className="actions">
        <Button variant="secondary" isDisabled={saving} onPress={() => detail.send({ type: 'detail.cancelled' })} testId="detail-cancel">
          {t`Cancel`}
        </Button>
        <Button type="submit" isPending={saving} testId="detail-save">
          {saving ? t`Saving…` : t`Save`}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={leaving}
        title={t`Leave without saving?`}
        message={t`Your changes have not been saved and will be lost.`}
        confirmLabel={t`Leave`}
        cancelLabel={t`Stay`}
        isDanger
        onConfirm={() => detail.send({ type: 'detail.leaveConfirmed' })}
        onCancel={() => detail.send({ type: 'detail.leaveCancelled' })}
        testId="detail-leave-confirm"
      />
    </form>
  );
}

/** While the form has unsaved changes: the browser asks before unloading, in-app links ask the machine. */
function useLeaveGuard(detail: DetailRef) {
  const guarding = useSelector(detail, (s) => s.matches('editing') && s.context.dirty);
  useEffect(() => {
    if (!guarding) return;
    const beforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    const click = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!a || a.target === '_blank' || a.hasAttribute('download')) return;
      const url = new URL(a.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      e.preventDefault();
      e.stopPropagation();
      detail.send({ type: 'detail.leaveRequested', to: `${url.pathname}${url.search}` });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [guarding, detail]);
}
