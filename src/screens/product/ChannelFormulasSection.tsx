// "Price formulas by channel" on the platform product list (docs/domain/products.md, "Price
// formulas"): every channel with its sku count, the formula its sale prices follow and a draft
// waiting; a channel's "Formulas" opens the same price formula section as the product record
// (its formulas, the editor, recalculate and activate), for that channel. Reads through the
// generic detail machine; the editor is priceFormula.machine.ts.
import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { FormulaCart } from '../../contract/product/price-formula';
import { detailMachine } from '../../machines/generic/detail.machine';
import { formulaCartsInput } from '../../machines/product/formulaReads';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { RecordTable } from '../../ui/RecordTable';
import { Section } from '../../ui/Section';
import { PriceFormulaSection, useDescribeFormula } from './PriceFormulaSection';

function ActiveFormula({ cart }: { cart: FormulaCart }) {
  const { t } = useLingui();
  const describe = useDescribeFormula(cart.currency);
  return <>{cart.active ? describe(cart.active) : t`None: sale prices as set at listing`}</>;
}

export function ChannelFormulasSection({ mayAct }: { mayAct: boolean }) {
  const { t } = useLingui();
  const reader = useActorRef(detailMachine, { input: formulaCartsInput() });
  const carts = useSelector(reader, (s) => (s.context.detail as { items?: FormulaCart[] } | null)?.items ?? null);
  const failed = useSelector(reader, (s) => (s.matches('failed') ? (s.context.error?.message ?? '') : null));
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <Section title={t`Price formulas by channel`} testId="channel-formulas">
        {failed !== null ? (
          <ErrorState message={failed || t`The channels' price formulas could not be loaded.`} retryLabel={t`Retry`} onRetry={() => reader.send({ type: 'detail.retry' })} testId="channel-formulas-error" />
        ) : carts === null ? (
          <p className="state" role="status">
            {t`Loading…`}
          </p>
        ) : carts.length === 0 ? (
          <p className="state">{t`No channels yet.`}</p>
        ) : (
          <RecordTable
            label={t`Price formulas by channel`}
            rows={carts}
            rowKey={(c) => c.cartId}
            rowProps={(c) => ({ 'data-testid': 'channel-formula-row', 'data-cart': c.cartId })}
            columns={[
              { key: 'channel', header: t`Channel`, cell: (c) => c.cartName, rowHeader: true, noTranslate: true },
              { key: 'platform', header: t`Platform`, cell: (c) => c.platformCode, noTranslate: true },
              { key: 'skus', header: t`Sku count`, cell: (c) => String(c.skuCount) },
              { key: 'active', header: t`Active formula`, cell: (c) => <ActiveFormula cart={c} /> },
              { key: 'draft', header: t`Draft`, cell: (c) => c.draft?.formulaNo ?? '-', noTranslate: (c) => !!c.draft },
              {
                key: 'open',
                header: t`Formulas`,
                cell: (c) => (
                  <Button variant="secondary" onPress={() => setOpen(c.cartId)} isDisabled={open === c.cartId} testId="channel-formula-open">
                    {t`Formulas`}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Section>
      {open ? <PriceFormulaSection key={open} scope={{ cartId: open }} mayAct={mayAct} onActivated={() => reader.send({ type: 'detail.reloadRequested' })} /> : null}
    </>
  );
}
