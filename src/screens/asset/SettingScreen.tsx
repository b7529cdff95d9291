// /asset/setting/:id?: the tenant's asset defaults (default currency, default buffer ratio,
// low-stock threshold). The settings belong to the tenant, so the route's id is not needed.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import { settingSourceOf } from '../../machines/asset/sources';
import { assetSetting, TENANT_SETTING_ID } from '../../resources/asset/settings';
import { AssetForm } from './AssetForm';
import { PageHeader } from './parts';
import { titles } from './texts';
import { useDetail } from '../generic/useDetail';

export function AssetSettingScreen() {
  const { i18n } = useLingui();
  const source = useMemo(() => settingSourceOf(assetSetting), []);
  const detail = useDetail(source, TENANT_SETTING_ID, { listPath: '/warehouse' });
  return (
    <section aria-labelledby="asset-page-title" data-testid="asset-setting">
      <PageHeader title={i18n._(titles.setting)} back="/warehouse" backLabel={i18n._(titles.warehouse)} />
      <AssetForm detail={detail} fields={assetSetting.fields} testId="asset-setting-form" />
    </section>
  );
}
