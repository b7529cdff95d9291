// /product/standardProductInfo/:id?: one standard product (platform data): its attributes and
// reference price, our products related to it in every state, each with the product compare, and
// a link to the competing offers. Without an id: a picker of the catalogue opens one. A thin view
// over the generic detail machine (readSource.ts), read only.
import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { formatMoney } from '../../contract/kernel/rules';
import { productStatusLabels, sameRelationStatusLabels } from '../../contract/product/labels';
import type { StandardProductInfo } from '../../contract/product/standard';
import { detailMachine } from '../../machines/generic/detail.machine';
import { standardProductSource } from '../../machines/product/readSource';
import { Button } from '../../ui/Button';
import { DescriptionList } from '../../ui/DescriptionList';
import { EmptyState } from '../../ui/EmptyState';
import { Section } from '../../ui/Section';
import { CodePickerField } from '../generic/CodePickerField';
import { LoadGate } from '../LoadGate';
import { CompareTable } from './CompareTable';
import { SameLinks } from './SameLinks';
import './standard-same.css';

export function StandardInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  return id ? <StandardInfo key={id} id={id} /> : <ChooseStandard />;
}

/** Without an id: the catalogue's picker; the code chosen opens the standard product (the call takes an id or a code). */
function ChooseStandard() {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [, navigate] = useLocation();
  return (
    <section className="detail-screen" aria-labelledby="standard-title" data-testid="standard">
      <h2 id="standard-title">{t`Standard product`}</h2>
      <SameLinks />
      <div className="product-picker-row">
        <CodePickerField kind="standardProduct" label={t`Standard product`} value={code} onValueChange={setCode} testId="standard-pick" />
        <Button variant="secondary" isDisabled={!code.trim()} onPress={() => navigate(`/standardProductInfo/${encodeURIComponent(code.trim())}`)} testId="standard-pick-open">
          {t`Open`}
        </Button>
      </div>
      <EmptyState title={t`No standard product chosen`} description={t`Choose one above, or open one from the standard products list.`} testId="standard-none" />
    </section>
  );
}

function StandardInfo({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const actor = useActorRef(detailMachine, { input: { id, source: standardProductSource } });
  const s = useSelector(actor, (snap) => snap.context.detail as StandardProductInfo | null);
  const failed = useSelector(actor, (snap) => snap.matches('failed') || snap.matches('notFound'));
  const error = useSelector(actor, (snap) => snap.context.error);
  return (
    <section className="detail-screen" aria-labelledby="standard-title" data-testid="standard">
      <h2 id="standard-title" translate="no">
        {s ? `${s.title} (${s.code})` : t`Standard product`}
      </h2>
      <SameLinks />
      <LoadGate failed={failed} loading={!s} error={error} failedText={t`The standard product could not be loaded.`} onRetry={() => actor.send({ type: 'detail.retry' })} errorTestId="standard-error">
        {() =>
          s && (
            <>
              <Section title={t`Standard product`} testId="standard-section">
                <DescriptionList
                  testId="standard-fields"
                  items={[
                    { key: 'category', label: t`Category`, value: s.category },
                    { key: 'brand', label: t`Brand`, value: s.brand },
                    { key: 'model', label: t`Model`, value: s.attributes.model },
                    { key: 'unit', label: t`Unit`, value: s.attributes.unit },
                    { key: 'weight', label: t`Weight (g)`, value: String(s.attributes.weightG) },
                    { key: 'barcode', label: t`Barcode`, value: s.attributes.barcode },
                    { key: 'price', label: t`Reference price`, value: formatMoney(s.referencePrice, s.currency) },
                    { key: 'offers', label: t`Offers`, value: String(s.offerCount) },
                  ]}
                />
                <Link href={`/sameBiddingList?standard=${encodeURIComponent(s.code)}`} data-testid="standard-bidding-link">
                  {t`Competing offers`}
                </Link>
              </Section>
              <Section title={t`Our related products`} testId="standard-linked">
                {s.linked.length ? (
                  s.linked.map((l) => (
                    <div key={l.relationId} data-testid="standard-linked-product" data-status={l.status}>
                      <h4>
                        <Link href={`/sameProductInfo?id=${encodeURIComponent(l.relationId)}`} translate="no">
                          {`${l.relationNo} · ${l.productCode}`}
                        </Link>{' '}
                        {sameRelationStatusLabels.text(l.status, i18n.locale)} · {productStatusLabels.text(l.productStatus, i18n.locale)}
                      </h4>
                      <CompareTable rows={l.compare} label={t`Product compare of ${l.productCode}`} testId="standard-compare" />
                    </div>
                  ))
                ) : (
                  <EmptyState title={t`None of our products is related to it yet.`} description={t`Request a relation from all relations.`} testId="standard-linked-none" />
                )}
              </Section>
            </>
          )
        }
      </LoadGate>
    </section>
  );
}
