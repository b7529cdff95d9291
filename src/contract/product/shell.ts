// What the portal's shell knows of the /product group (kernel/area.ts): its option dictionaries'
// names, the menu entries built so far and its reads sent as POST; its endpoints and schemas load
// with its screens (manifest.ts).
import { defineAreaShell } from '../kernel/area';

export const productShell = defineAreaShell({
  name: 'product',
  options: ['productStatus', 'priceProposalStatus', 'priceDriver', 'priceDecisionCode',
    'shelfStatus', 'syncKind', 'syncStatus', 'matchStatus'],
  // built in slices: the menu shows the lists built so far (the record opens from them)
  menu: ['platformList', 'approvalList',
    'channelList', 'matchList', 'syncList'],
  // the calls sent as POST that only read (a failed quiet one still toasts its message)
  readsByPost: ['product.platformSearch', 'product.priceSearch', 'product.pricePreview',
    'product.channelSearch', 'product.syncSearch', 'product.matchSearch'],
});
