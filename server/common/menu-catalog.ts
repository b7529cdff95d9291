// Names (English and Chinese) and icons of the sidebar: the 28 route groups of spec section 2 and
// the list screens each offers (groupMenus). The type makes a group without a name fail to
// compile; a test checks that every groupMenus entry has a name.
import type { GroupId, Language } from '../../src/contract';

type Name = Record<Language, string>;
const n = (en: string, zh: string): Name => ({ en, 'zh-CN': zh });

export interface GroupCatalogEntry {
  name: Name;
  icon: string;
  entries: Record<string, Name>;
}

const financeEntries = {
  settlementList: n('Settlements', '结算单'),
  invoiceList: n('Invoices', '发票'),
  transactionList: n('Transactions', '交易流水'),
  collectionList: n('Collections', '收款'),
  paymentList: n('Payments', '付款'),
};

export const dashboardName = n('Dashboard', '工作台');

export const menuCatalog: Record<GroupId, GroupCatalogEntry> = {
  asset: {
    name: n('Assets', '资产'),
    icon: 'warehouse',
    entries: {
      warehouse: n('Warehouses', '仓库'),
      cart: n('Shops', '店铺'),
      logistics: n('Logistics', '物流'),
      trigger: n('Sync Triggers', '触发同步'),
      thirdWarehouse: n('Third-party Warehouses', '第三方仓库'),
    },
  },
  inventory: {
    name: n('Inventory', '库存'),
    icon: 'boxes',
    entries: {
      group: n('Warehouse Groups', '仓库组'),
      inventory: n('Stock', '库存列表'),
      'inventory/allocation': n('Allocation', '库存分配'),
    },
  },
  report: { name: n('Reports', '报表'), icon: 'file-chart', entries: { report: n('Report Downloads', '报表下载') } },
  cost: { name: n('Costs', '成本'), icon: 'calculator', entries: { list: n('Cost List', '成本列表') } },
  separate: {
    name: n('Inventory Isolation', '库存隔离'),
    icon: 'split',
    entries: { control: n('Isolation Control', '隔离管控'), upload: n('Isolation Upload', '隔离上传') },
  },
  product: {
    name: n('Products', '商品'),
    icon: 'tag',
    entries: {
      platformList: n('Platform Products', '平台商品'),
      list: n('Products', '商品列表'),
      channelList: n('Channel Products', '渠道商品'),
      matchList: n('Product Matching', '商品匹配'),
      syncList: n('Sync Records', '同步记录'),
      approvalList: n('Price Approval', '价格审批'),
      brandList: n('Brands', '品牌'),
      reviewList: n('Product Reviews', '商品评价'),
      gbProductList: n('Goods Base', '商品库'),
      standardProduct: n('Standard Products', '标准商品'),
      recordsList: n('Change Records', '变更记录'),
      categoryAttribute: n('Category Attributes', '类目属性'),
      sameBiddingList: n('Same-product Bidding', '同款竞价'),
      fulfillmentTagApplyList: n('Fulfilment Label Applications', '履约标签申请'),
      fulfillmentStrategyList: n('Fulfilment Strategies', '履约策略'),
      applyNewProductList: n('New Product Applications', '新品申请'),
    },
  },
  order: {
    name: n('Orders', '订单'),
    icon: 'clipboard-list',
    entries: {
      list: n('Orders', '订单列表'),
      abnormalList: n('Abnormal Orders', '异常订单'),
      cancelList: n('Cancel Requests', '取消申请'),
      returnList: n('Return Requests', '退货申请'),
      refundList: n('Refund Requests', '退款申请'),
      arrivalList: n('Arrivals', '到货单'),
      platformOrder: n('Platform Orders', '平台订单'),
      fulfillmentApproval: n('Fulfilment Approval', '履约审批'),
      upload: n('Upload Shipments', '上传发货'),
      uploadOrder: n('Upload Orders', '上传订单'),
    },
  },
  receipt: {
    name: n('Inbound & Outbound', '出入库'),
    icon: 'truck',
    entries: {
      request: n('Receipt Requests', '入库申请'),
      list: n('Receipts', '入库单'),
      inventory: n('Receipt Inventory', '入库库存'),
      inbound: n('Inbound', '入库'),
      outbound: n('Outbound', '出库'),
      outboundOrder: n('Outbound Orders', '出库单'),
      priceInquiry: n('Price Inquiries', '询价单'),
      returnRefundMaster: n('Return & Refund Masters', '退货退款主单'),
      returnRefundOrder: n('Return & Refund Orders', '退货退款单'),
    },
  },
  bills: {
    name: n('Bills', '账单'),
    icon: 'receipt',
    entries: { list: n('Settlement Bills', '结算账单'), ruleSettingList: n('Settlement Rules', '结算规则') },
  },
  template: { name: n('Templates', '模板'), icon: 'file-template', entries: {} },
  activity: {
    name: n('Activities', '活动'),
    icon: 'megaphone',
    entries: { list: n('Activities', '活动列表'), expenseList: n('Expense Rebates', '费用返利') },
  },
  service: {
    name: n('Services', '服务'),
    icon: 'concierge',
    entries: {
      list: n('Service Catalogue', '服务列表'),
      carOrder: n('Service Orders', '服务订单'),
      new: n('New Orders', '新订单'),
      pending: n('Pending Orders', '待处理订单'),
      completed: n('Completed Orders', '已完成订单'),
    },
  },
  cdsOrder: { name: n('CDS Orders', 'CDS 订单'), icon: 'shopping-bag', entries: { list: n('Orders', '订单列表') } },
  spalding: {
    name: n('Customisation Audit', '定制审核'),
    icon: 'palette',
    entries: {
      list: n('Custom-made Orders', '定制订单'),
      make: n('Production', '生产制作'),
      roleList: n('Roles', '角色'),
      reportList: n('Reports', '报表'),
    },
  },
  distribution: {
    name: n('Distribution', '分销'),
    icon: 'share',
    entries: {
      request: n('Distribution Requests', '分销申请'),
      order: n('Distribution Orders', '分销订单'),
      discount: n('Discounts', '折扣'),
    },
  },
  supplyChain: {
    name: n('Supply Chain', '供应链'),
    icon: 'route',
    entries: {
      list: n('Supply Orders', '供应链订单'),
      requisitionList: n('Transfers', '调拨单'),
      cancelList: n('Cancellations', '取消单'),
    },
  },
  collect: {
    name: n('Pickup', '揽收'),
    icon: 'package',
    entries: {
      appointmentList: n('Pickup Appointments', '揽收预约'),
      package: n('Packages', '包裹'),
      addOrder: n('Add Orders', '加单'),
    },
  },
  finance: { name: n('Finance', '财务'), icon: 'wallet', entries: financeEntries },
  serviceProvider: { name: n('Provider Finance', '服务商财务'), icon: 'briefcase', entries: financeEntries },
  bulkInventory: {
    name: n('Bulk Inventory', '大宗库存'),
    icon: 'container',
    entries: { warehouse: n('Bulk Warehouses', '大宗仓库'), inventory: n('Bulk Stock', '大宗库存列表') },
  },
  poolFinance: { name: n('Pool Finance', '资金池融资'), icon: 'landmark', entries: { apply: n('Funding Applications', '融资申请') } },
  replenishment: {
    name: n('Replenishment', '补货'),
    icon: 'refresh',
    entries: {
      list: n('Replenishment Orders', '补货单'),
      inbound: n('Replenishment Inbound', '补货入库'),
      inventory: n('Replenishment Stock', '补货库存'),
    },
  },
  platform: {
    name: n('Platform Governance', '平台治理'),
    icon: 'shield',
    entries: {
      punishment: n('Penalties', '处罚'),
      coordinate: n('Coordination', '协调'),
      compensation: n('Compensation', '赔付'),
      feeOrder: n('Fee Orders', '费用单'),
      compensationNew: n('Compensation (new)', '赔付（新）'),
    },
  },
  inventoryCenter: { name: n('Inventory Centre', '库存中心'), icon: 'database', entries: { list: n('Stock Overview', '库存总览') } },
  performance: {
    name: n('Performance', '绩效'),
    icon: 'gauge',
    entries: {
      list: n('Performance Scores', '绩效评分'),
      qualityData: n('Quality Data', '质量数据'),
      performanceData: n('Performance Data', '绩效数据'),
    },
  },
  customs: { name: n('Customs', '报关'), icon: 'stamp', entries: { declaration: n('Customs Declarations', '报关单') } },
  cainiao: { name: n('Value-added Services', '增值服务'), icon: 'sparkles', entries: { vasList: n('Value-added Service Orders', '增值服务单') } },
  reconciliation: {
    name: n('Reconciliation', '对账'),
    icon: 'scale',
    entries: { list: n('Reconciliation Bills', '对账单'), newBill: n('New Bill', '新建对账单') },
  },
};
