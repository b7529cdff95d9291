// The refusals of new-product applications in both languages (src/contract/product/new-product.ts
// ApplyErrorCode). Missing fields are named by their labels, attributes by their names.
import type { Language } from '../../src/contract';
import { ApplyErrorCode, type ReadinessGap } from '../../src/contract/product';
import { ApiError } from '../http/api-error';
import { bi, fillBi, textOf, type Bi } from '../separate';

const fieldNames: Record<Exclude<ReadinessGap['field'], 'attribute' | 'attributeValue'>, Bi> = {
  category: bi('Category', '类目'),
  title: bi('Title', '标题'),
  brand: bi('Brand', '品牌'),
  sku: bi('Master sku', '主 SKU'),
  supplyPrice: bi('Supply price', '供货价'),
};

const gapName = (g: ReadinessGap): Bi =>
  g.field === 'attribute' || g.field === 'attributeValue'
    ? g.field === 'attribute'
      ? bi(g.attribute.nameEn, g.attribute.nameZh)
      : bi(`${g.attribute.nameEn} (not a valid value)`, `${g.attribute.nameZh}（值无效）`)
    : fieldNames[g.field];

/** Items that miss required fields, each named: `data.items` holds [{ lineNo, missing: [names] }]. */
export function applyNotReady(lang: Language, items: { lineNo: number; gaps: ReadinessGap[] }[]): ApiError {
  const lines = items.map(({ lineNo, gaps }) => {
    const names = gaps.map((g) => gapName(g));
    return fillBi(bi('Item {n} misses: {names}.', '第 {n} 项缺少：{names}。'), { n: String(lineNo), names: names.map((x) => x.en).join(', ') }, { n: String(lineNo), names: names.map((x) => x.zh).join('、') });
  });
  const text = { en: lines.map((l) => l.en).join(' '), zh: lines.map((l) => l.zh).join('') };
  return new ApiError(ApplyErrorCode.notReady, textOf(text, lang), 400, {
    items: items.map(({ lineNo, gaps }) => ({ lineNo, missing: gaps.map((g) => textOf(gapName(g), lang)) })),
  });
}

export const applyStale = (lang: Language) =>
  new ApiError(ApplyErrorCode.stale, textOf(bi('This application was changed meanwhile (submitted, reviewed or saved elsewhere). Reload it and try again.', '该申请已被更改（已提交、已审核或在别处保存），请刷新后重试。'), lang), 409);

export const applyLocked = (lang: Language, fields: string[]) =>
  new ApiError(
    ApplyErrorCode.locked,
    textOf(fillBi(bi('Only the fields the platform named can be changed; these are not: {fields}. Nothing was changed.', '只能修改平台指出的字段，以下字段不可修改：{fields}。本次未做任何更改。'), { fields: fields.join(', ') }), lang),
    409,
    { fields },
  );

const invalidTexts = {
  cart: bi('The channel is not one of yours.', '渠道店铺不存在或不属于您。'),
  sku: bi('Master sku {code} is not one of yours.', '主 SKU {code} 不存在。'),
  category: bi('Category {code} is not a category items can take (pick a subcategory).', '类目 {code} 不可用于商品（请选择子类目）。'),
  attribute: bi('Attribute {code} is not one of the category.', '属性 {code} 不属于该类目。'),
  notDraft: bi('Only a draft batch can be edited.', '只能编辑草稿批次。'),
  notReturned: bi('Only a returned item can be fixed.', '只能修改已退回的商品。'),
};

export const applyInvalid = (lang: Language, what: keyof typeof invalidTexts, vars: Record<string, string> = {}, status = 400) =>
  new ApiError(ApplyErrorCode.invalid, textOf(fillBi(invalidTexts[what], vars), lang), status, { problem: what });
