// The refusals of goods-base products in both languages (src/contract/product/goods-base.ts
// GbErrorCode). Missing fields are named by their labels, attributes by their names; a refused
// publish names the platform's reason code and the channels it is about.
import type { Language } from '../../src/contract';
import { GbErrorCode, gbPublishCodeLabels, type GbGap, type GbPublishCode } from '../../src/contract/product';
import { ApiError } from '../http/api-error';
import { bi, fillBi, textOf, type Bi } from '../separate';

const fieldNames: Record<Exclude<GbGap['field'], 'attribute' | 'attributeValue' | 'taxSpecial'>, Bi> = {
  category: bi('Category', '类目'),
  title: bi('Title', '标题'),
  brand: bi('Brand', '品牌'),
  sku: bi('Master sku', '主 SKU'),
  supplyPrice: bi('Supply price', '供货价'),
  images: bi('Images (at least one)', '图片（至少一张）'),
  taxCode: bi('Tax code', '税码'),
};

export const gbGapName = (g: GbGap): Bi => {
  switch (g.field) {
    case 'attribute':
      return bi(g.attribute.nameEn, g.attribute.nameZh);
    case 'attributeValue':
      return bi(`${g.attribute.nameEn} (not a valid value)`, `${g.attribute.nameZh}（值无效）`);
    case 'taxSpecial':
      return fillBi(bi('Tax code {code} (a services or transport rate, not for goods)', '税码 {code}（服务或运输税率，不适用于货物）'), { code: g.taxCode });
    default:
      return fieldNames[g.field];
  }
};

/** `data.missing` holds the names in the caller's language. */
export function gbNotReady(lang: Language, gaps: GbGap[]): ApiError {
  const names = gaps.map(gbGapName);
  const text = fillBi(bi('The product misses: {names}. Nothing was created.', '商品缺少：{names}。未创建商品。'), { names: names.map((n) => n.en).join(', ') }, { names: names.map((n) => n.zh).join('、') });
  return new ApiError(GbErrorCode.notReady, textOf(text, lang), 400, { missing: names.map((n) => textOf(n, lang)) });
}

export const gbStale = (lang: Language) =>
  new ApiError(GbErrorCode.stale, textOf(bi('This product was changed meanwhile (published elsewhere). Reload it and try again.', '该商品已被更改（已在别处发布），请刷新后重试。'), lang), 409);

const invalidTexts = {
  cart: bi('Channel {code} is not one of yours.', '渠道店铺 {code} 不存在或不属于您。'),
  sku: bi('Master sku {code} is not one of yours.', '主 SKU {code} 不存在。'),
  category: bi('Category {code} is not a category products can take (pick a subcategory).', '类目 {code} 不可用于商品（请选择子类目）。'),
  attribute: bi('Attribute {code} is not one of the category.', '属性 {code} 不属于该类目。'),
  image: bi('Image {code} is not one of yours (upload it again).', '图片 {code} 不存在（请重新上传）。'),
};

export const gbInvalid = (lang: Language, what: keyof typeof invalidTexts, code: string) =>
  new ApiError(GbErrorCode.invalid, textOf(fillBi(invalidTexts[what], { code }), lang), 400, { problem: what, code });

export interface PublishProblem {
  code: GbPublishCode;
  /** The channel a DUPLICATE_PRODUCT is about; null for the product's own (IMAGE_QUALITY). */
  cartCode: string | null;
}

/** `data.problems` holds each reason code with its channel; nothing is published. */
export function gbRefused(lang: Language, problems: PublishProblem[]): ApiError {
  const parts = problems.map((p) => {
    const label = gbPublishCodeLabels.bi[p.code];
    return p.cartCode ? fillBi(bi('{code} on {cart}: {label}', '{code}（{cart}）：{label}'), { code: p.code, cart: p.cartCode, label: label.en }, { code: p.code, cart: p.cartCode, label: label.zh }) : fillBi(bi('{code}: {label}', '{code}：{label}'), { code: p.code, label: label.en }, { code: p.code, label: label.zh });
  });
  const text = { en: `The platform refused the publish. ${parts.map((p) => p.en).join('; ')}. Nothing was published.`, zh: `平台拒绝发布。${parts.map((p) => p.zh).join('；')}。未发布到任何渠道。` };
  return new ApiError(GbErrorCode.refused, textOf(text, lang), 409, { problems });
}
