// /product/sameBiddingList?standard=<code>: the competing offers on one standard product, ours
// beside the other sellers' (anonymised by the platform): sale price, supply price, stock and
// rank, the lowest sale price marked; and the product compare of our linked product. Without a
// code, the first standard product our products are linked to. The catalogue's picker changes it.
// A thin view over the generic detail machine (readSource.ts), read only.
import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter';
import { formatMoney } from '../../contract/kernel/rules';
import type { SameBidding } from '../../contract/product/same';
import { detailMachine } from '../../machines/generic/detail.machine';
import { FIRST_LINKED, sameBiddingSource } from '../../machines/product/readSource';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Section } from '../../ui/Section';
import { TableScroll } from '../../ui/TableScroll';
import { formatQty } from '../format';
import { CodePickerField } from '../generic/CodePickerField';
import { LoadGate } from '../LoadGate';
import { CompareTable } from './CompareTable';
import { SameLinks } from './SameLinks';
import './standard-same.css';

export function SameBiddingScreen() {
  const { t } = useLingui();
  const code = new URLSearchParams(useSearch()).get('standard') ?? FIRST_LINKED;
  const [, navigate] = useLocation();
  const [picked, setPicked] = useState('');
  return (
    <section className="detail-screen" aria-labelledby="bidding-title" data-testid="bidding">
      <h2 id="bidding-title">{t`Same-product bidding`}</h2>
      <SameLinks current="sameBiddingList" />
      <div className="product-picker-row">
        <CodePickerField kind="standardProduct" label={t`Standard product`} value={picked} onValueChange={setPicked} testId="bidding-pick" />
        <Button variant="secondary" isDisabled={!picked.trim()} onPress={() => navigate(`/sameBiddingList?standard=${encodeURIComponent(picked.trim())}`)} testId="bidding-pick-open">
          {t`Show offers`}
        </Button>
      </div>
      <Offers key={code} code={code} />
    </section>
  );
}

function Offers({ code }: { code: string }) {
  const { t, i18n } = useLingui();
  const actor = useActorRef(detailMachine, { input: { id: code, source: sameBiddingSource } });
  const b = useSelector(actor, (s) => s.context.detail as SameBidding | null);
  const failed = useSelector(actor, (s) => s.matches('failed') || s.matches('notFound'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <LoadGate failed={failed} loading={!b} error={error} failedText={t`The offers could not be loaded.`} onRetry={() => actor.send({ type: 'detail.retry' })} errorTestId="bidding-error">
      {() =>
        b &&
        (b.standard ? (
          <>
            <Section title={t`Offers on ${b.standard.code}`} testId="bidding-offers">
              <p>
                <Link href={`/standardProductInfo/${encodeURIComponent(b.standard.id)}`} translate="no" data-testid="bidding-standard">
                  {b.standard.title}
                </Link>{' '}
                · {t`Reference price`} {formatMoney(b.standard.referencePrice, b.standard.currency)}
              </p>
              <TableScroll label={t`Competing offers`}>
                <table className="record-table product-table" aria-label={t`Competing offers`}>
                  <thead>
                    <tr>
                      <th scope="col">{t`Rank`}</th>
                      <th scope="col">{t`Seller`}</th>
                      <th scope="col">{t`Sale price`}</th>
                      <th scope="col">{t`Supply price`}</th>
                      <th scope="col">{t`Stock`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {b.offers.map((o) => (
                      <tr key={`${o.seller}-${o.ours}`} className={o.lowest ? 'lowest' : undefined} data-testid="bidding-offer" data-ours={o.ours} data-lowest={o.lowest}>
                        <td>
                          {o.rank}
                          {o.lowest ? ` · ${t`Lowest`}` : ''}
                        </td>
                        <th scope="row">
                          {o.ours && o.productId ? (
                            <Link href={`/platformInfo/${encodeURIComponent(o.productId)}`} translate="no">
                              {o.seller}
                            </Link>
                          ) : (
                            <span translate="no">{o.seller}</span>
                          )}
                          {o.ours ? ` (${t`ours`})` : ''}
                        </th>
                        <td>{formatMoney(o.salePrice, b.currency)}</td>
                        <td>{formatMoney(o.supplyPrice, b.currency)}</td>
                        <td>{formatQty(o.stock, i18n.locale)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            </Section>
            {b.compare.length ? (
              <Section title={t`Product compare`} testId="bidding-compare-section">
                <CompareTable rows={b.compare} label={t`Our product against the standard product`} testId="bidding-compare" />
              </Section>
            ) : null}
          </>
        ) : (
          <EmptyState title={t`None of our products is linked to a standard product.`} description={t`Confirm a proposed relation or request one to bid.`} testId="bidding-none" />
        ))
      }
    </LoadGate>
  );
}
