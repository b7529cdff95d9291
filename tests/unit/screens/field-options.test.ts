// A form's select over a shared option dictionary offers only the values the field allows: the
// warehouse form's type leaves out 'bulk', which the warehouse list shows but /bulkInventory makes.
import { describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@lingui/core';
import { fieldOptions } from '../../../src/screens/generic/FieldControl';
import { warehouseResource } from '../../../src/resources/asset/warehouse';

vi.mock(import('@lingui/core/macro'), () => import('../../model/lingui-macro') as never);

const i18n = setupI18n({ locale: 'zh-CN', messages: { 'zh-CN': {} } });
const dictionaries = {
  warehouseType: [
    { value: 'own', label: 'Own warehouse', labelZh: '自营仓' },
    { value: 'platform', label: 'Platform warehouse', labelZh: '平台仓' },
    { value: 'bulk', label: 'Bulk warehouse', labelZh: '大宗仓' },
  ],
};

describe('fieldOptions', () => {
  it('keeps only the values a field allows, in the dictionary order and the reader’s language', () => {
    const type = warehouseResource.form!.fields.find((f) => f.name === 'type')!;
    expect(fieldOptions(type, dictionaries, {}, i18n)).toEqual([
      { value: 'own', label: '自营仓' },
      { value: 'platform', label: '平台仓' },
    ]);
    expect(fieldOptions({ optionName: 'warehouseType' }, dictionaries, {}, i18n).map((o) => o.value)).toEqual(['own', 'platform', 'bulk']);
  });
});
