// The texts of the extended attributes' refusals in both languages (src/contract/product/master.ts
// AttributeErrorCode): the save's and the upload's problems say the same thing.
import type { AttributeProblemKind, CategoryAttribute } from '../../src/contract/product';
import { ATTRIBUTE_VALUE_MAX } from '../../src/contract/product';
import { bi, fillBi, type Bi } from '../separate';

const texts: Record<AttributeProblemKind, Bi> = {
  category: bi('Choose a subcategory of the product’s category.', '请选择该商品类目下的子类目。'),
  unknown: bi('{name} is not an attribute of the chosen category.', '{name} 不是所选类目的属性。'),
  notNumber: bi('{name} must be a number.', '{name} 必须是数字。'),
  notOption: bi('{name} must be one of: {options}.', '{name} 须为以下之一：{options}。'),
  outOfRange: bi('{name} must be between {min} and {max}.', '{name} 须在 {min} 到 {max} 之间。'),
  tooLong: bi('{name} is longer than {max} characters.', '{name} 超过 {max} 个字符。'),
};

/** One problem's text in both languages, naming the attribute in each. */
export function attributeProblemText(problem: AttributeProblemKind, attribute: CategoryAttribute | undefined, code: string): Bi {
  const en = attribute?.nameEn ?? code;
  const zh = attribute?.nameZh ?? code;
  const range = { min: String(attribute?.min ?? ''), max: problem === 'tooLong' ? String(ATTRIBUTE_VALUE_MAX) : String(attribute?.max ?? '') };
  return fillBi(texts[problem], { name: en, options: (attribute?.options ?? []).map((o) => o.value).join(', '), ...range }, { name: zh, options: (attribute?.options ?? []).map((o) => o.value).join('、'), ...range });
}

export const staleText = bi('These attributes were changed by someone else. Reload them and try again.', '这些属性已被他人修改，请刷新后重试。');
