// /asset/warehouse (list), warehouse/info/:id? (view, edit, create, delete), warehouse/qtySetting
// (buffer setting and its records), warehouse/costSet (warehouse fees and their records), and
// thirdWarehouse (third-party warehouses; a row opens the warehouse).
import { useMemo, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import { Link, Redirect, useLocation } from 'wouter';
import { detailSourceOf } from '../../machines/generic/resource';
import { settingSourceOf } from '../../machines/asset/sources';
import { thirdWarehouseResource, warehouseResource } from '../../resources/asset';
import { bufferSetting, warehouseCost } from '../../resources/asset/settings';
import { warehouseFields } from '../../resources/asset/warehouse';
import type { AnyResource } from '../../resources/types';
import type { Row } from '../../machines/generic/types';
import { Section } from '../../ui/Section';
import { AssetForm, percentUnits } from './AssetForm';
import { AssetList, type ListParts } from './AssetList';
import { RecordsList } from './RecordsList';
import { fieldLabelsOf, PageHeader, paramText } from './parts';
import { t, titles } from './texts';
import { useDetail } from '../generic/useDetail';
import { useCanManage } from '../access';
import { useApp } from '../appContext';

const warehouses = warehouseResource as unknown as AnyResource;

export function WarehouseList() {
  const { i18n } = useLingui();
  const { build } = useApp();
  // the import screen is another group's (/template): only in builds that have it, for roles that may change buffers
  const canImport = useCanManage() && build.groups.includes('template');
  return (
    <AssetList
      resource={warehouses}
      cells={{ bufferRatio: (row: Row) => percentUnits(row.bufferRatio) || '-' }}
      toolbarExtra={
        <>
          <Link href="/setting" className="button secondary" data-testid="link-asset-setting">
            {i18n._(titles.setting)}
          </Link>
          {canImport ? (
            <Link href="~/template?type=warehouseBuffer" className="button secondary" data-testid="link-buffer-import">
              {i18n._(t.bufferImport)}
            </Link>
          ) : null}
        </>
      }
    />
  );
}

export function ThirdWarehouseList() {
  return <AssetList resource={thirdWarehouseResource as unknown as AnyResource} />;
}

export function WarehouseInfo({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ?? null;
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const source = useMemo(() => detailSourceOf(warehouses), []);
  const detail = useDetail(source, id, {
    listPath: '/warehouse',
    onSaved: (saved, created) => {
      if (created) navigate(`/warehouse/info/${encodeURIComponent(String(saved.id))}`, { replace: true });
    },
  });
  const record = useSelector(detail, (s) => s.context.detail);
  const creating = useSelector(detail, (s) => s.context.id === null);
  const name = typeof record?.name === 'string' ? record.name : '';
  const recordId = typeof record?.id === 'string' ? record.id : null;
  return (
    <section aria-labelledby="asset-page-title" data-testid="warehouse-info">
      <PageHeader title={creating ? i18n._(t.newWarehouse) : i18n._(titles.warehouseInfo)} name={creating ? undefined : name} back="/warehouse" />
      <AssetForm detail={detail} fields={warehouseFields} canDelete={!creating} testId="warehouse" />
      {recordId ? (
        <Section title={i18n._(t.settingsOf)} testId="warehouse-settings">
          <ul className="area-list">
            <li>
              <Link href={`/warehouse/qtySetting/${encodeURIComponent(recordId)}/${encodeURIComponent(name)}`} data-testid="link-qty-setting">
                {i18n._(t.bufferLink)}
              </Link>
            </li>
            <li>
              <Link href={`/warehouse/costSet/${encodeURIComponent(recordId)}/${encodeURIComponent(name)}`} data-testid="link-cost-set">
                {i18n._(t.costLink)}
              </Link>
            </li>
          </ul>
        </Section>
      ) : null}
    </section>
  );
}

export function WarehouseQtySetting({ params }: { params: Record<string, string | undefined> }) {
  if (!params.id) return <Redirect to="/warehouse" replace />;
  return <WarehouseSetting id={params.id} name={params.name} kind="warehouseBuffer" />;
}

export function WarehouseCostSet({ params }: { params: Record<string, string | undefined> }) {
  if (!params.id) return <Redirect to="/warehouse" replace />;
  return <WarehouseSetting id={params.id} name={params.name} kind="warehouseCost" />;
}

function WarehouseSetting({ id, name, kind }: { id: string; name?: string; kind: 'warehouseBuffer' | 'warehouseCost' }) {
  const { i18n } = useLingui();
  const setting = kind === 'warehouseBuffer' ? bufferSetting : warehouseCost;
  const records = useRef<ListParts | null>(null);
  const source = useMemo(() => settingSourceOf(setting), [setting]);
  const detail = useDetail(source, id, { listPath: '/warehouse', onSaved: () => records.current?.list.send({ type: 'list.refresh' }) });
  const loadedName = useSelector(detail, (s) => (typeof s.context.detail?.warehouseName === 'string' ? s.context.detail.warehouseName : null));
  const shownName = paramText(name) || (loadedName ?? '');
  const title = i18n._(kind === 'warehouseBuffer' ? titles.qtySetting : titles.warehouseCostSet);
  return (
    <section aria-labelledby="asset-page-title" data-testid={kind === 'warehouseBuffer' ? 'qty-setting' : 'warehouse-cost-set'}>
      <PageHeader title={title} name={shownName} back={`/warehouse/info/${encodeURIComponent(id)}`} backLabel={i18n._(titles.warehouseInfo)} />
      <AssetForm detail={detail} fields={setting.fields} testId={kind === 'warehouseBuffer' ? 'buffer' : 'warehouse-cost'} />
      <RecordsList kind={kind} ownerId={id} fieldLabels={fieldLabelsOf(setting.fields)} partsRef={records} />
    </section>
  );
}
