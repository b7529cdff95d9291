// The route groups of spec section 2 and the list screens each one offers in the menu.
// Shared by the server (menu per user and variant) and the client (route table, dashboard).
import { z } from 'zod';

export const groupIds = [
  'asset', 'inventory', 'report', 'cost', 'separate', 'product', 'order', 'receipt', 'bills',
  'template', 'activity', 'service', 'cdsOrder', 'spalding', 'distribution', 'supplyChain',
  'collect', 'finance', 'serviceProvider', 'bulkInventory', 'poolFinance', 'replenishment',
  'platform', 'inventoryCenter', 'performance', 'customs', 'cainiao', 'reconciliation',
] as const;
export const groupIdSchema = z.enum(groupIds);
export type GroupId = z.infer<typeof groupIdSchema>;

/** Menu entries per group: the list screens a user reaches from the sidebar (first = landing). */
export const groupMenus: Record<GroupId, readonly string[]> = {
  asset: ['warehouse', 'cart', 'logistics', 'trigger', 'thirdWarehouse'],
  inventory: ['group', 'inventory', 'inventory/allocation'],
  report: ['report'],
  cost: ['list'],
  separate: ['control', 'upload'],
  product: ['platformList', 'list', 'channelList', 'matchList', 'syncList', 'approvalList', 'brandList', 'reviewList', 'gbProductList', 'standardProduct', 'recordsList', 'categoryAttribute', 'sameBiddingList', 'fulfillmentTagApplyList', 'fulfillmentStrategyList', 'applyNewProductList'],
  order: ['list', 'abnormalList', 'cancelList', 'returnList', 'refundList', 'arrivalList', 'platformOrder', 'fulfillmentApproval', 'upload', 'uploadOrder'],
  receipt: ['request', 'list', 'inventory', 'inbound', 'outbound', 'outboundOrder', 'priceInquiry', 'returnRefundMaster', 'returnRefundOrder'],
  bills: ['list', 'ruleSettingList'],
  template: [],
  activity: ['list', 'expenseList'],
  service: ['list', 'carOrder', 'new', 'pending', 'completed'],
  cdsOrder: ['list'],
  spalding: ['list', 'make', 'roleList', 'reportList'],
  distribution: ['request', 'order', 'discount'],
  supplyChain: ['list', 'requisitionList', 'cancelList'],
  collect: ['appointmentList', 'package', 'addOrder'],
  finance: ['settlementList', 'invoiceList', 'transactionList', 'collectionList', 'paymentList'],
  serviceProvider: ['settlementList', 'invoiceList', 'transactionList', 'collectionList', 'paymentList'],
  bulkInventory: ['warehouse', 'inventory'],
  poolFinance: ['apply'],
  replenishment: ['list', 'inbound', 'inventory'],
  platform: ['punishment', 'coordinate', 'compensation', 'feeOrder', 'compensationNew'],
  inventoryCenter: ['list'],
  performance: ['list', 'qualityData', 'performanceData'],
  customs: ['declaration'],
  cainiao: ['vasList'],
  reconciliation: ['list', 'newBill'],
};

/** The URL of a group's menu entry. */
export const groupEntryUrl = (group: GroupId, entry: string) => `/${group}/${entry}`;

/** Which groups a company of each kind works in (a role can narrow it further). */
export const tenantKinds = ['supplier', 'seller', 'distributor', 'provider'] as const;
export const tenantKindSchema = z.enum(tenantKinds);
export type TenantKind = z.infer<typeof tenantKindSchema>;

const notForSuppliers: GroupId[] = ['distribution', 'serviceProvider'];
export const groupsByTenantKind: Record<TenantKind, readonly GroupId[]> = {
  supplier: groupIds.filter((g) => !notForSuppliers.includes(g)),
  seller: ['product', 'order', 'finance', 'bills', 'report', 'template', 'activity', 'platform', 'performance'],
  distributor: ['distribution', 'finance', 'inventory', 'report', 'template'],
  provider: ['collect', 'serviceProvider', 'service', 'report', 'template'],
};
