// Option dictionaries (spec section 3: "each variant has its own dropdown option dictionaries").
// Labels in English with the Chinese label beside them; the client picks by language. These are
// the dictionaries of no area; an area's are its label sets, named in its contract manifest
// (`options`), so a list's filter and the screens' badges read the same words.
import { areaOptions, orderStatusLabels, type CommonOptionName, type Option } from '../../src/contract';

const o = (value: string, label: string, labelZh: string): Option => ({ value, label, labelZh });

export const orderStatusOptions: Option[] = [
  o('pending', 'Pending confirmation', '待确认'),
  o('acknowledged', 'Acknowledged', '已确认'),
  o('partiallyShipped', 'Partially shipped', '部分发货'),
  o('shipped', 'Shipped', '已发货'),
  o('delivered', 'Delivered', '已签收'),
  o('cancelled', 'Cancelled', '已取消'),
  o('closed', 'Closed', '已关闭'),
];

/** The order states of docs/domain/orders.md (the vms list above keeps its own older states). */
export const sellerOrderStatusOptions: Option[] = orderStatusLabels.options();

export const currencyCodes = ['USD', 'CNY', 'EUR', 'GBP', 'JPY', 'CAD', 'HKD', 'AUD'] as const;

export const optionDictionaries = {
  currency: [
    o('USD', 'US dollar', '美元'),
    o('CNY', 'Chinese yuan', '人民币'),
    o('EUR', 'Euro', '欧元'),
    o('GBP', 'Pound sterling', '英镑'),
    o('JPY', 'Japanese yen', '日元'),
    o('CAD', 'Canadian dollar', '加拿大元'),
    o('HKD', 'Hong Kong dollar', '港元'),
    o('AUD', 'Australian dollar', '澳大利亚元'),
  ],
  platform: [
    o('amazon', 'Amazon', '亚马逊'),
    o('walmart', 'Walmart', '沃尔玛'),
    o('ebay', 'eBay', '易贝'),
    o('shopify', 'Shopify', 'Shopify'),
    o('tiktok', 'TikTok Shop', 'TikTok 小店'),
    o('shopee', 'Shopee', '虾皮'),
    o('temu', 'Temu', 'Temu'),
    o('lazada', 'Lazada', '来赞达'),
  ],
  warehouseType: [
    o('own', 'Own warehouse', '自营仓'),
    o('thirdParty', 'Third-party warehouse', '第三方仓'),
    o('bonded', 'Bonded warehouse', '保税仓'),
    o('overseas', 'Overseas warehouse', '海外仓'),
    o('platform', 'Platform fulfilment centre', '平台仓'),
    o('bulk', 'Bulk warehouse', '大宗仓'),
  ],
  auditStatus: [
    o('draft', 'Draft', '草稿'),
    o('pending', 'Pending review', '待审核'),
    o('approved', 'Approved', '已通过'),
    o('rejected', 'Rejected', '已驳回'),
    o('revoked', 'Revoked', '已撤回'),
  ],
  country: [
    o('US', 'United States', '美国'),
    o('CN', 'China', '中国'),
    o('DE', 'Germany', '德国'),
    o('GB', 'United Kingdom', '英国'),
    o('FR', 'France', '法国'),
    o('JP', 'Japan', '日本'),
    o('CA', 'Canada', '加拿大'),
    o('AU', 'Australia', '澳大利亚'),
    o('HK', 'Hong Kong SAR', '中国香港'),
    o('SG', 'Singapore', '新加坡'),
    o('MY', 'Malaysia', '马来西亚'),
    o('TH', 'Thailand', '泰国'),
    o('PH', 'Philippines', '菲律宾'),
    o('VN', 'Vietnam', '越南'),
  ],
  warehouseStatus: [
    o('active', 'Active', '启用'),
    o('disabled', 'Disabled', '停用'),
  ],
  cartStatus: [
    o('active', 'Active', '正常'),
    o('paused', 'Paused', '暂停'),
    o('closed', 'Closed', '已关闭'),
  ],
  logisticsMode: [
    o('express', 'Express', '快递'),
    o('air', 'Air', '空运'),
    o('sea', 'Sea', '海运'),
    o('rail', 'Rail', '铁路'),
    o('truck', 'Truck', '陆运'),
  ],
  logisticsStatus: [
    o('active', 'Active', '启用'),
    o('disabled', 'Disabled', '停用'),
  ],
  portType: [
    o('sea', 'Seaport', '海港'),
    o('air', 'Airport', '机场'),
    o('rail', 'Rail terminal', '铁路场站'),
    o('land', 'Land port', '陆路口岸'),
  ],
  triggerChange: [
    o('new', 'New', '新增'),
    o('increase', 'Increase', '增加'),
    o('decrease', 'Decrease', '减少'),
    o('release', 'Release', '释放'),
  ],
  triggerRecordStatus: [o('succeeded', 'Succeeded', '成功')],
  yesNo: [o('yes', 'Yes', '是'), o('no', 'No', '否')],
} satisfies Record<CommonOptionName, Option[]>;

export const transactionTypeOptions: Option[] = [
  o('sale', 'Sale', '销售'),
  o('refund', 'Refund', '退款'),
  o('adjustment', 'Adjustment', '调整'),
  o('fee', 'Fee', '费用'),
  o('rebate', 'Rebate', '返利'),
  o('payout', 'Payout', '结算付款'),
];

export const deliveryOptions: Option[] = [
  o('standard', 'Standard delivery', '标准配送'),
  o('express', 'Express', '快递'),
  o('freight', 'Freight', '货运'),
  o('pickup', 'Customer pickup', '自提'),
  o('dropship', 'Drop shipping', '代发'),
];

/** A dictionary by name: a common one, or an area's label set as options; undefined when unknown. */
export function optionDictionary(name: string): Option[] | undefined {
  if (Object.hasOwn(optionDictionaries, name)) return optionDictionaries[name as CommonOptionName];
  return Object.hasOwn(areaOptions, name) ? areaOptions[name]!.options() : undefined;
}
