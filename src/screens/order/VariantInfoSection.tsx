// The order detail's section of the build's trade (vms: vendor-managed inventory; fobt: FOB
// trade), shown when the build's order info call answered those fields
// (src/contract/order/variants.ts). Other builds show nothing here.
import { useLingui } from '@lingui/react/macro';
import type { VariantOrderDetail } from '../../machines/order/orderInfo';
import { DescriptionList } from '../../ui/DescriptionList';
import { Section } from '../../ui/Section';
import { formatQty } from '../format';
import { formatMoney } from '../../contract/kernel/rules';
import { TableScroll } from '../../ui/TableScroll';

export function VariantInfoSection({ order }: { order: VariantOrderDetail }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  if (order.vms) {
    const v = order.vms;
    const money = (n: number) => formatMoney(n, v.purchaseCurrency);
    return (
      <Section title={t`Vendor-managed inventory`} testId="order-info-vms">
        <DescriptionList
          testId="order-info-vms-fields"
          items={[
            { key: 'vendorCode', label: t`Vendor code`, value: v.vendorCode || '-' },
            { key: 'inbound', label: t`Inbound warehouse`, value: `${v.inboundWarehouseName} (${v.inboundWarehouseCode})` },
            { key: 'amount', label: t`Purchase amount`, value: <span data-testid="order-info-vms-amount">{money(v.purchaseAmount)}</span> },
          ]}
        />
        <TableScroll>
          <table className="record-table" data-testid="order-info-vms-lines">
            <caption className="visually-hidden">{t`Purchase prices of the lines`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`SKU`}</th>
                <th scope="col">{t`Quantity`}</th>
                <th scope="col">{t`Purchase price`}</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((l) => (
                <tr key={l.id}>
                  <th scope="row">{l.sku}</th>
                  <td>{formatQty(l.qty - l.cancelledQty, locale)}</td>
                  <td>{money(v.lines.find((x) => x.lineId === l.id)?.purchasePrice ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Section>
    );
  }
  if (order.fobt) {
    const f = order.fobt;
    const port = (p: typeof f.portOfLoading) => (p ? `${p.name} (${p.code}, ${p.country})` : '-');
    return (
      <Section title={t`FOB trade terms`} testId="order-info-fobt">
        <DescriptionList
          testId="order-info-fobt-fields"
          items={[
            { key: 'incoterm', label: t`Incoterm`, value: f.incoterm ?? t`None` },
            { key: 'portOfLoading', label: t`Port of loading`, value: port(f.portOfLoading) },
            { key: 'portOfDischarge', label: t`Port of discharge`, value: port(f.portOfDischarge) },
            { key: 'bookingNo', label: t`Booking no.`, value: f.bookingNo || t`Not booked yet` },
            { key: 'containerNo', label: t`Container no.`, value: f.containerNo || t`Not stuffed yet` },
          ]}
        />
      </Section>
    );
  }
  return null;
}
