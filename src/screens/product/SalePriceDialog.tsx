// "Change sale price" of a sku on the vms build's product list: the current sale price beside the
// purchase price, the new price (checked before it is sent; the server's refusals shown on the
// field in the user's language, with "Reload" when someone else changed it meanwhile), and the
// price's history, newest first. A thin view over salePrice.machine.ts.
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { formatMoney } from '../../contract/kernel/rules';
import type { salePriceMachine, SalePriceFormProblem } from '../../machines/product/salePrice.machine';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TextField } from '../../ui/FormField';
import { RecordTable } from '../../ui/RecordTable';
import { errorText } from '../errorText';
import { formatTime } from '../format';
import './sku.css';

export function SalePriceDialog({ actor }: { actor: ActorRefFrom<typeof salePriceMachine> }) {
  const { t, i18n } = useLingui();
  const s = useSelector(actor, (snap) => snap);
  if (s.matches('closed')) return null;
  const c = s.context;
  const p = c.price;
  const busy = s.hasTag('busy');
  const failed = s.matches('failed');
  const saved = s.matches('saved');
  const problemText = (x: SalePriceFormProblem): string =>
    ({
      required: t`Required.`,
      invalid: t`A positive amount with at most 2 decimals.`,
      tooLarge: t`The amount is too large.`,
      same: t`That is the current sale price.`,
    })[x];
  const fieldError = c.problem ? problemText(c.problem) : c.refusal ? errorText(c.refusal, t`The price could not be saved.`) : null;
  const message = failed
    ? errorText(c.error, t`The sale price could not be loaded.`)
    : !p
      ? t`Loading…`
      : saved
        ? t`Saved. Shoppers pay ${formatMoney(p.salePrice, p.currency)} from now on.`
        : t`Shoppers pay ${formatMoney(p.salePrice, p.currency)}; you pay your vendor ${formatMoney(p.purchasePrice, p.currency)}. A price under the purchase price is refused.`;
  return (
    <ConfirmDialog
      isOpen
      title={t`Change the sale price of ${c.sellerSku}`}
      message={message}
      confirmLabel={failed ? t`Try again` : saved ? t`Close` : t`Save price`}
      cancelLabel={t`Cancel`}
      busyLabel={t`Working…`}
      busy={busy}
      onConfirm={() => actor.send({ type: failed ? 'price.retry' : saved ? 'price.closed' : 'price.submitted' })}
      onCancel={() => actor.send({ type: 'price.closed' })}
      testId="sale-price-dialog"
      focusField={s.matches('editing')}
    >
      {p && !failed && !saved ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'price.submitted' });
          }}
        >
          <TextField
            label={t`New sale price (${p.currency})`}
            value={c.value}
            onChange={(value) => actor.send({ type: 'price.changed', value })}
            errorMessage={fieldError}
            isDisabled={busy}
            autoFocus
            isRequired
            testId="sale-price-field"
          />
          {c.stale ? (
            <Button variant="secondary" onPress={() => actor.send({ type: 'price.reloadRequested' })} testId="sale-price-reload">
              {t`Reload the price`}
            </Button>
          ) : null}
        </form>
      ) : null}
      {p && !failed ? (
        <div className="sale-price-history">
          {p.history.length ? (
            <RecordTable
              label={t`Sale price history, newest first`}
              rows={p.history}
              rowKey={(h) => `${h.changedAt}-${h.price}-${h.oldPrice}`}
              rowProps={() => ({ 'data-testid': 'sale-price-history-row' })}
              columns={[
                { key: 'when', header: t`Changed at`, cell: (h) => formatTime(h.changedAt, i18n.locale), rowHeader: true },
                { key: 'old', header: t`Price before`, cell: (h) => formatMoney(h.oldPrice, p.currency) },
                { key: 'price', header: t`Price after`, cell: (h) => formatMoney(h.price, p.currency), testId: 'sale-price-history-price' },
                { key: 'by', header: t`Changed by`, cell: (h) => h.changedBy, noTranslate: true },
              ]}
            />
          ) : (
            <p data-testid="sale-price-no-history">{t`The sale price has not been changed since listing.`}</p>
          )}
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
