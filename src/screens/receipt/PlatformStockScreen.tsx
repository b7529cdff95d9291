// /receipt/inventory: the supplier's stock in platform warehouses, per sku and warehouse (on hand,
// locked, available, in transit in, age of the oldest batch; the generic list over the server table
// receipt.inventory). A row opens its batches below the list (/receipt/inventory/:sku/:warehouse, a
// path of its own so the portal's navigation sees it): each receipt's
// good quantity and what is left of it, oldest consumed first, summing to on hand. Thin views over
// the list kit and read.machine.ts.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Batches } from '../../contract/receipt/platform-stock';
import { batchesRead, readMachine } from '../../machines/receipt/read.machine';
import { platformStockResource } from '../../resources/receipt/platform-stock';
import { RecordTable } from '../../ui/RecordTable';
import { Section } from '../../ui/Section';
import { formatQty, formatTime } from '../format';
import { LoadGate, NotFound } from '../LoadGate';
import { ListScreen } from '../generic/ListScreen';

export function PlatformStockScreen({ params }: { params: Record<string, string | undefined> }) {
  const sku = params.sku ? decodeURIComponent(params.sku) : null;
  const warehouse = params.warehouse ? decodeURIComponent(params.warehouse) : null;
  return (
    <>
      <ListScreen resource={platformStockResource} />
      {sku && warehouse ? <BatchesSection key={`${sku}/${warehouse}`} sku={sku} warehouse={warehouse} /> : null}
    </>
  );
}

function BatchesSection({ sku, warehouse }: { sku: string; warehouse: string }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const actor = useActorRef(readMachine, { input: batchesRead(sku, warehouse) as never });
  const value = useSelector(actor, (s) => s.context.value as Batches | null);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const notFound = useSelector(actor, (s) => s.matches('notFound'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <Section title={t`Batches of ${sku} in ${warehouse}`} testId="receipt-batches">
      {notFound ? (
        <NotFound back={{ href: '/inventory' }} />
      ) : (
        <LoadGate failed={failed} loading={!value} error={error} failedText={t`The batches could not be loaded.`} onRetry={() => actor.send({ type: 'read.retry' })} errorTestId="receipt-batches-error">
          {() =>
            value && (
              <>
                <p>{t`${formatQty(value.onHand, locale)} on hand. Outbounds take the oldest batch first, so what is left sums to on hand.`}</p>
                <RecordTable
                  label={t`Batches`}
                  rows={value.batches}
                  rowKey={(b) => b.receiptId ?? 'opening'}
                  columns={[
                    { key: 'receipt', header: t`Receipt no.`, cell: (b) => (b.receiptId ? <Link href={`/info/${encodeURIComponent(b.receiptId)}`}>{b.receiptNo}</Link> : t`Opening stock`), rowHeader: true },
                    { key: 'received', header: t`Received at`, cell: (b) => (b.receivedAt ? formatTime(b.receivedAt, locale) : '-') },
                    { key: 'qty', header: t`Received good`, cell: (b) => formatQty(b.received, locale) },
                    { key: 'left', header: t`Left`, cell: (b) => formatQty(b.left, locale), testId: 'receipt-batch-left' },
                  ]}
                />
                <Link href="/inventory">{t`Close the batches`}</Link>
              </>
            )
          }
        </LoadGate>
      )}
    </Section>
  );
}
