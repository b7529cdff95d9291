// The allowed values of template columns that take one of a list, labelled in both languages
// (the template's in-cell lists use the values; the import screen shows the labels).
import { selectOptionTypes, warehouseStatuses, warehouseTypes } from '../../src/contract';

type Option = { value: string; label: { en: string; zh: string } };

const labels: Record<string, { en: string; zh: string }> = {
  own: { en: 'Own warehouse', zh: '自营仓' },
  thirdParty: { en: 'Third-party warehouse', zh: '第三方仓' },
  bonded: { en: 'Bonded warehouse', zh: '保税仓' },
  overseas: { en: 'Overseas warehouse', zh: '海外仓' },
  platform: { en: 'Platform warehouse', zh: '平台仓' },
  active: { en: 'Active', zh: '启用' },
  disabled: { en: 'Disabled', zh: '停用' },
  ratio: { en: 'Ratio (percent of available)', zh: '比例（可用库存百分比）' },
  fixed: { en: 'Fixed quantity', zh: '固定数量' },
};

const list = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: labels[value] }));

export const selectOptionLists: Record<(typeof selectOptionTypes)[number], readonly Option[]> = {
  warehouseType: list(warehouseTypes),
  warehouseStatus: list(warehouseStatuses),
  allotMode: list(['ratio', 'fixed']),
};
