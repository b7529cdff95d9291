// /product/platformList and /product/approvalList: the generic list screen over the platform
// product and price proposal resources (search, columns, saved views, export, keyset pager); the
// platform product list also finds one sku by its ASIN (FindByAsinForm) and shows it in a dialog.
import { useActorRef } from '@xstate/react';
import { skuDetailMachine } from '../../machines/product/skuDetail.machine';
import { FindByAsinForm } from './FindByAsinForm';
import { SkuDetailDialog } from './SkuDetailDialog';
import { platformProductResource, priceProposalResource } from '../../resources/product/platform';
import { reviewResource } from '../../resources/product/brand-review';
import { ListScreen } from '../generic/ListScreen';
import { useCanManage } from '../access';
import { ChannelFormulasSection } from './ChannelFormulasSection';

/** /product/platformList: the platform products, and under them each channel's price formulas. */
export function PlatformListScreen() {
  const mayAct = useCanManage();
  const sku = useActorRef(skuDetailMachine);
  return (
    <>
      <ListScreen resource={platformProductResource} notice={<FindByAsinForm actor={sku} />} />
      <SkuDetailDialog actor={sku} productLink />
      <ChannelFormulasSection mayAct={mayAct} />
    </>
  );
}

export function ApprovalListScreen() {
  return <ListScreen resource={priceProposalResource} />;
}

/** /product/reviewList: shoppers' reviews, filtered by rating and by whether they have a reply. */
export function ReviewListScreen() {
  return <ListScreen resource={reviewResource} />;
}
