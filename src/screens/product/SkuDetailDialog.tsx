// One product sku in a dialog (product.skuInfo / product.skuByAsin): its product, the master sku it
// is bound to, its channel, supply and sale price with the margin, the stock offered, the open price
// proposal, the fulfilment labels and the channel match ("conflicting" when another listing of the
// shop has the same match). Opened from a sku row of the platform product record and from "Find by
// ASIN" on the platform product list; a thin view over skuDetail.machine.ts.
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { formatMoney, formatPercent } from '../../contract/kernel/rules';
import { fulfilmentTagLabels, matchStatusLabels, priceProposalStatusLabels, productStatusLabels, skuStatusLabels, tagApplicationStatusLabels } from '../../contract/product/labels';
import type { SkuDetail } from '../../contract/product/sku';
import type { skuDetailMachine } from '../../machines/product/skuDetail.machine';
import { Button } from '../../ui/Button';
import { DescriptionList } from '../../ui/DescriptionList';
import { ErrorState } from '../../ui/ErrorState';
import { errorText } from '../errorText';
import { formatQty } from '../format';
import './sku.css';

export type SkuDetailRef = ActorRefFrom<typeof skuDetailMachine>;

/** `productLink`: the dialog offers the way to the sku's product record (not on that record itself). */
export function SkuDetailDialog({ actor, productLink = false }: { actor: SkuDetailRef; productLink?: boolean }) {
  const { t, i18n } = useLingui();
  const open = useSelector(actor, (s) => s.matches('loading') || s.matches('failed') || s.matches('showing'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const sku = useSelector(actor, (s) => (s.matches('showing') ? s.context.sku : null));
  const error = useSelector(actor, (s) => s.context.error);
  const close = () => actor.send({ type: 'sku.closed' });
  return (
    <ModalOverlay className="dialog-overlay" isOpen={open} isDismissable onOpenChange={(o) => (o ? undefined : close())}>
      <Modal className="modal">
        <Dialog className="dialog sku-dialog" data-testid="sku-dialog">
          <Heading slot="title">{sku ? <span translate="no">{sku.sellerSku}</span> : t`Sku details`}</Heading>
          {failed ? (
            <ErrorState message={errorText(error, t`The sku could not be loaded.`)} retryLabel={t`Try again`} onRetry={() => actor.send({ type: 'sku.retry' })} testId="sku-dialog-error" />
          ) : !sku ? (
            <p className="state" role="status" data-testid="sku-dialog-loading">
              {t`Loading…`}
            </p>
          ) : (
            <SkuFields sku={sku} locale={i18n.locale} />
          )}
          <div className="actions">
            {sku && productLink ? (
              <Link href={`/platformInfo/${encodeURIComponent(sku.productId)}`} className="button secondary actions-start" data-testid="sku-dialog-product">
                {t`Open the product`}
              </Link>
            ) : null}
            <Button variant="secondary" onPress={close} autoFocus testId="sku-dialog-close">
              {t`Close`}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function SkuFields({ sku: s, locale }: { sku: SkuDetail; locale: string }) {
  const { t } = useLingui();
  const proposal = s.openProposal;
  return (
    <DescriptionList
      testId="sku-dialog-fields"
      items={[
        { key: 'product', label: t`Product`, value: `${s.title} (${s.productCode})` },
        { key: 'productStatus', label: t`Product status`, value: productStatusLabels.text(s.productStatus, locale), translated: true },
        { key: 'asin', label: t`Platform id (ASIN)`, value: s.asin },
        { key: 'variant', label: t`Variant`, value: s.variant },
        { key: 'master', label: t`Master sku`, value: `${s.skuCode} · ${s.skuName}` },
        { key: 'status', label: t`Sku status`, value: skuStatusLabels.text(s.status, locale), translated: true },
        { key: 'channel', label: t`Channel`, value: `${s.platformCode} · ${s.cartName}` },
        { key: 'stock', label: t`Stock offered`, value: formatQty(s.stock, locale) },
        { key: 'supply', label: t`Supply price`, value: formatMoney(s.supplyPrice, s.currency) },
        { key: 'sale', label: t`Sale price`, value: formatMoney(s.salePrice, s.currency) },
        { key: 'margin', label: t`Margin`, value: formatPercent(s.margin) },
        {
          key: 'proposal',
          label: t`Open price proposal`,
          value: proposal ? (
            <span data-testid="sku-dialog-proposal">
              <span translate="no">
                {proposal.proposalNo} · {formatMoney(proposal.newPrice, s.currency)} · {proposal.effectiveDate}
              </span>{' '}
              <span translate="yes">{priceProposalStatusLabels.text(proposal.status, locale)}</span>
            </span>
          ) : (
            <span translate="yes">{t`None`}</span>
          ),
        },
        {
          key: 'labels',
          label: t`Fulfilment labels`,
          translated: true,
          value: s.labels.length ? s.labels.map((l) => `${fulfilmentTagLabels.textOfAny(l.tag, locale)} (${tagApplicationStatusLabels.textOfAny(l.status, locale)})`).join(', ') : t`None`,
        },
        {
          key: 'match',
          label: t`Channel match`,
          value: s.channelMatch ? (
            <span data-testid="sku-dialog-match" data-status={s.channelMatch.status}>
              <span translate="no">{s.channelMatch.outerSku}</span> <span translate="yes">{matchStatusLabels.text(s.channelMatch.status, locale)}</span>
            </span>
          ) : (
            <span translate="yes" data-testid="sku-dialog-match" data-status="none">
              {t`Not matched on the channel`}
            </span>
          ),
        },
      ]}
    />
  );
}
