// /inventory/group/info/:id?: one warehouse group. Viewing: its fields, push status, warehouses
// (with stock) and shops, links to the binding editor and the allotment; edit (name, remark) with
// the client rules (zod) before the server checks them again, and the group's stale-version code
// (INVENTORY_GROUP_VERSION_STALE, from the descriptor) as "changed by someone else"; delete with a
// confirmation (the server refuses while shops or allotments use the group and says why). Without
// an id: a new group. A thin view over the generic detail machine (useResourceDetail) with the
// generic record pieces (RecordView, RecordForm); only the record's own layout is here.
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link } from 'wouter';
import type { WarehouseGroupDetail } from '../../contract/inventory/inventory';
import { warehouseGroupResource } from '../../resources/inventory/groups';
import { pushStatusLabels } from '../../contract/inventory/labels';
import type { AnyResource } from '../../resources/types';
import { DescriptionList } from '../../ui/DescriptionList';
import { Section } from '../../ui/Section';
import { StatusBadge } from '../../ui/StatusBadge';
import { DataTable } from '../../ui/table/DataTable';
import { useRecordPermissions } from '../generic/DetailScreen';
import { recordTexts, type RecordTexts } from '../generic/labels';
import { RecordForm } from '../generic/RecordForm';
import { RecordActions, RecordDeleteConfirm, RecordStates, recordTestIds } from '../generic/RecordView';
import type { DetailRef } from '../generic/useDetail';
import { useResourceDetail } from '../generic/useResourceDetail';
import { formatQty, formatTime } from '../format';
import { GroupNav } from './GroupNav';
import { optionLabel } from '../generic/labels';
import { useDictionaries } from '../generic/useDictionaries';

/** The shops table labels platform and site codes with these dictionaries. */
const cartDictionaries = ['platform', 'country'];

const resource = warehouseGroupResource as unknown as AnyResource;
type GroupWarehouse = WarehouseGroupDetail['warehouses'][number];
type GroupCart = WarehouseGroupDetail['carts'][number];

const ids = recordTestIds('detail');
/** A small table as tall as its rows (header 48 px, rows 40 px), at most 360 px. */
const fitHeight = (rows: number) => Math.min(360, 48 + rows * 40);
const groupTexts: RecordTexts = {
  ...recordTexts,
  stale: msg`Someone else changed this group after you opened it. Reload it to see the latest version, then make your changes again.`,
  deleteTitle: msg`Delete this warehouse group?`,
  deleteFailed: msg`The group could not be deleted.`,
};

export function GroupInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  return <GroupInfo key={id ?? 'new'} id={id} />;
}

function GroupInfo({ id }: { id: string | null }) {
  const { t } = useLingui();
  const detail = useResourceDetail(resource, id);
  const record = useSelector(detail, (s) => s.context.detail as WarehouseGroupDetail | null);
  const creating = useSelector(detail, (s) => s.context.id === null);
  return (
    <section className="detail-screen" aria-labelledby="group-info-title" data-testid="group-info">
      <h2 id="group-info-title">
        {creating ? (
          t`New warehouse group`
        ) : record ? (
          // the group's name is data (translate="no"): someone named it
          <Trans>
            Warehouse group · <span translate="no">{record.name}</span>
          </Trans>
        ) : (
          t`Warehouse group`
        )}
      </h2>
      <GroupNav />
      <p>
        <Link href="/group">{t`Back to the list`}</Link>
      </p>
      <RecordStates
        detail={detail}
        back={{ href: '/group' }}
        ids={ids}
        texts={groupTexts}
        view={<Viewing detail={detail} />}
        edit={<RecordForm detail={detail} fields={resource.form?.fields ?? []} ids={ids} texts={groupTexts} />}
      />
    </section>
  );
}

function Viewing({ detail }: { detail: DetailRef }) {
  const { t, i18n } = useLingui();
  const { options: dictionaries, failure: dictionariesFailure } = useDictionaries(cartDictionaries);
  const { canEdit, canDelete } = useRecordPermissions(resource);
  const record = useSelector(detail, (s) => s.context.detail as WarehouseGroupDetail | null);
  if (!record) return null;
  const inUse = record.carts.length > 0 || record.allotmentCount > 0;
  const locale = i18n.locale;
  const qty = (key: 'onHand' | 'locked' | 'isolated' | 'available', title: string) => {
    const text = (w: GroupWarehouse) => formatQty(w[key], locale);
    return { key, title, width: 110, align: 'end' as const, render: text, text };
  };
  const sums = record.warehouses.reduce(
    (acc, w) => ({ onHand: acc.onHand + w.onHand, locked: acc.locked + w.locked, isolated: acc.isolated + w.isolated, available: acc.available + w.available }),
    { onHand: 0, locked: 0, isolated: 0, available: 0 },
  );
  return (
    <>
      {dictionariesFailure}
      <RecordActions detail={detail} ids={ids} texts={groupTexts} canEdit={canEdit} canDelete={canDelete}>
        <Link href={`/group/warehouse?group=${encodeURIComponent(record.id)}`} className="button secondary" data-testid="group-edit-warehouses">
          {t`Edit warehouses`}
        </Link>
        <Link href={`/inventory/allocation?group=${encodeURIComponent(record.id)}`} className="button secondary">
          {t`Allotment`}
        </Link>
      </RecordActions>
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
                {pushStatusLabels.text(record.modified ? 'modified' : 'synced', i18n.locale)}
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
            <p>{t`Together: ${formatQty(sums.onHand, locale)} on hand, ${formatQty(sums.locked, locale)} locked, ${formatQty(sums.isolated, locale)} isolated, ${formatQty(sums.available, locale)} available.`}</p>
            <DataTable<GroupWarehouse>
              ariaLabel={t`Warehouses of the group`}
              rows={record.warehouses}
              rowKey={(w) => w.id}
              height={fitHeight(record.warehouses.length)}
              emptyText={t`No warehouses`}
              columns={[
                { key: 'code', title: t`Code`, width: 130, data: true },
                { key: 'name', title: t`Name`, width: 240, data: true },
                { key: 'country', title: t`Country`, width: 90, data: true },
                qty('onHand', t`On hand`),
                qty('locked', t`Locked`),
                qty('isolated', t`Isolated`),
                qty('available', t`Available`),
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
            height={fitHeight(record.carts.length)}
            emptyText={t`No shops`}
            columns={[
              { key: 'code', title: t`Shop code`, width: 170, data: true },
              { key: 'name', title: t`Shop name`, width: 280, data: true },
              { key: 'platformCode', title: t`Platform`, width: 130, text: (c) => optionLabel(dictionaries, 'platform', c.platformCode, i18n.locale) },
              { key: 'siteCountry', title: t`Site`, width: 110, text: (c) => optionLabel(dictionaries, 'country', c.siteCountry, i18n.locale) },
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
      <RecordDeleteConfirm
        detail={detail}
        ids={ids}
        texts={groupTexts}
        message={
          inUse
            ? t`Shops or allotments still use this group: the deletion will be refused until its shops are moved and its allotments removed.`
            : t`The group is deleted and its warehouses become unbound. Allotment and trigger records keep its name.`
        }
      />
    </>
  );
}
