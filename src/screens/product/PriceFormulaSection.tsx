// The "Price formula" section of a platform product (docs/domain/products.md, "Price formulas"):
// the formula its channel's sale prices follow and the channel's earlier ones; "Edit formula"
// opens the editor: the values, then the recalculated preview (how many skus go up or down, the
// margin before and after, the skus under the minimum margin), then "Activate", after which the
// product is read again with its new sale prices. A thin view over priceFormula.machine.ts.
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, formatPercent } from '../../contract/kernel/rules';
import { formulaRoundingLabels, formulaStatusLabels } from '../../contract/product/labels';
import { FORMULA_LIMITS, formulaRoundings, type PriceFormula } from '../../contract/product/price-formula';
import { priceFormulaMachine, type FormulaScope } from '../../machines/product/priceFormula.machine';
import type { FormulaProblem } from '../../contract/product/price-formula';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorState } from '../../ui/ErrorState';
import { SelectField, TextField } from '../../ui/FormField';
import { RecordTable } from '../../ui/RecordTable';
import { Section } from '../../ui/Section';
import { useSuccessToast } from '../appContext';
import { formatTime } from '../format';
import './price-formula.css';

/** A formula in words: "Supply × (1 + 60%) + $0.50, up to .99". */
export function useDescribeFormula(currency: string): (f: PriceFormula) => string {
  const { t, i18n } = useLingui();
  return (f) => {
    const fee = formatMoney(f.fixedFee, currency);
    const rounding = formulaRoundingLabels.text(f.rounding, i18n.locale);
    // a zero fee is left out (money shows a zero amount as its symbol alone)
    return f.fixedFee > 0 ? t`Supply × (1 + ${f.markupPercent}%) + ${fee}, ${rounding}` : t`Supply × (1 + ${f.markupPercent}%), ${rounding}`;
  };
}

/** `scope`: the product whose channel it is (its record), or the channel (the platform product list). */
export function PriceFormulaSection({ scope, mayAct, onActivated }: { scope: FormulaScope; mayAct: boolean; onActivated(): void }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const actor = useActorRef(
    priceFormulaMachine.provide({
      actions: {
        announceActivated: () => {
          toast.say('common.message.submit');
          onActivated();
        },
      },
    }),
    { input: scope },
  );
  const s = useSelector(actor, (snap) => snap);
  const c = s.context;
  const list = c.list;
  const currency = list?.cart.currency ?? '';
  const describe = useDescribeFormula(currency);
  // the channel's name is data (translate="no"): someone typed it
  const cartName = <span translate="no">{list?.cart.cartName ?? ''}</span>;
  const problemText = (p: FormulaProblem | undefined, field: 'markupPercent' | 'fixedFee'): string | null => {
    if (!p) return null;
    const max = field === 'markupPercent' ? FORMULA_LIMITS.markupMax : FORMULA_LIMITS.feeMax;
    return {
      required: t`Required.`,
      notPositive: field === 'markupPercent' ? t`A positive number.` : t`0 or a positive number.`,
      tooLarge: t`At most ${max}.`,
      decimals: t`At most 2 decimals.`,
    }[p];
  };
  const form = c.form;
  const preview = s.matches('previewed') || s.matches('activating') ? c.preview : null;
  const under = preview?.underMinimum ?? 0;
  return (
    <Section title={t`Price formula`} testId="product-formula">
      {s.matches('loadFailed') ? (
        <ErrorState message={c.error?.message ?? t`The price formula could not be loaded.`} retryLabel={t`Retry`} onRetry={() => actor.send({ type: 'formula.retry' })} testId="formula-error" />
      ) : s.matches('stale') ? (
        <ErrorState message={c.error?.message ?? ''} retryLabel={t`Reload`} onRetry={() => actor.send({ type: 'formula.reloadRequested' })} testId="formula-stale" />
      ) : list ? (
        <>
          <p data-testid="formula-active">
            {list.cart.active ? (
              <Trans>
                The platform sets the sale prices of channel {cartName} by {describe(list.cart.active)} (<span translate="no">{list.cart.active.formulaNo}</span>).
              </Trans>
            ) : (
              <Trans>Channel {cartName} has no active price formula: sale prices stay as set at listing.</Trans>
            )}
          </p>
          {list.cart.draft ? (
            <p data-testid="formula-draft">
              <Trans>
                Draft <span translate="no">{list.cart.draft.formulaNo}</span>: {describe(list.cart.draft)}, not active yet.
              </Trans>
            </p>
          ) : null}
          {mayAct ? (
            <Button variant="secondary" onPress={() => actor.send({ type: 'formula.opened' })} testId="formula-open">
              {t`Edit formula`}
            </Button>
          ) : null}
          <RecordTable
            label={t`Price formulas of the channel`}
            rows={list.items}
            rowKey={(f) => f.id}
            rowProps={(f) => ({ 'data-testid': 'formula-row', 'data-status': f.status })}
            columns={[
              { key: 'no', header: t`Formula no.`, cell: (f) => f.formulaNo, rowHeader: true, noTranslate: true },
              { key: 'status', header: t`Status`, cell: (f) => formulaStatusLabels.text(f.status, i18n.locale) },
              { key: 'rule', header: t`Formula`, cell: (f) => describe(f) },
              { key: 'activated', header: t`Activated`, cell: (f) => (f.activatedAt ? `${formatTime(f.activatedAt, i18n.locale)} · ${f.activatedBy ?? ''}` : '-'), noTranslate: (f) => !!f.activatedAt },
            ]}
          />
        </>
      ) : null}
      {form ? (
        <ConfirmDialog
          isOpen
          title={t`Edit the price formula`}
          message={
            preview
              ? under > 0
                ? t`${under} skus would fall under the platform's minimum margin of 8 %: change the values before activating.`
                : t`Activating sets these sale prices on every sku of the channel now.`
              : t`Sale price = supply price × (1 + markup) + fixed fee, then rounded. Recalculate to see the effect on the channel's skus before activating.`
          }
          confirmLabel={preview ? (under > 0 ? t`Change values` : t`Activate`) : t`Recalculate`}
          cancelLabel={t`Close`}
          busyLabel={t`Working…`}
          busy={s.hasTag('busy')}
          errorMessage={c.error?.message ?? null}
          onConfirm={() => actor.send({ type: preview ? (under > 0 ? 'formula.edited' : 'formula.activated') : 'formula.recalculated' })}
          onCancel={() => actor.send({ type: 'formula.closed' })}
          testId="formula-dialog"
          focusField={!preview}
        >
          {preview ? (
            <div data-testid="formula-preview">
              <ul className="formula-figures">
                <li>
                  <strong data-testid="formula-preview-total">{preview.total}</strong>
                  {t`skus`}
                </li>
                <li>
                  <strong data-testid="formula-preview-up">{preview.up}</strong>
                  {t`go up`}
                </li>
                <li>
                  <strong data-testid="formula-preview-down">{preview.down}</strong>
                  {t`go down`}
                </li>
                <li>
                  <strong data-testid="formula-preview-under">{preview.underMinimum}</strong>
                  {t`under the minimum margin`}
                </li>
                <li>
                  <strong data-testid="formula-preview-margin">{`${formatPercent(preview.marginBefore)} → ${formatPercent(preview.marginAfter)}`}</strong>
                  {t`margin`}
                </li>
              </ul>
              <div className="formula-preview">
                <RecordTable
                  label={t`Sale prices under the formula`}
                  rows={preview.rows}
                  rowKey={(r) => r.skuId}
                  rowProps={(r) => ({ 'data-testid': 'formula-preview-row', 'data-sku': r.sellerSku, 'data-under': r.underMinimum ? 'true' : undefined })}
                  columns={[
                    { key: 'sku', header: t`Sku`, cell: (r) => r.sellerSku, rowHeader: true, noTranslate: true },
                    { key: 'supply', header: t`Supply price`, cell: (r) => formatMoney(r.supplyPrice, preview.currency) },
                    { key: 'sale', header: t`Sale price`, cell: (r) => `${formatMoney(r.oldSalePrice, preview.currency)} → ${formatMoney(r.newSalePrice, preview.currency)}`, testId: 'formula-preview-sale' },
                    { key: 'margin', header: t`Margin`, cell: (r) => (r.underMinimum ? t`${formatPercent(r.newMargin)} (under the minimum)` : formatPercent(r.newMargin)) },
                  ]}
                />
              </div>
            </div>
          ) : (
            <form noValidate className="form-grid" onSubmit={(e) => e.preventDefault()}>
              <TextField
                label={t`Markup (%)`}
                value={form.markupPercent}
                onChange={(v) => actor.send({ type: 'formula.fieldChanged', field: 'markupPercent', value: v })}
                errorMessage={problemText(c.problems.markupPercent, 'markupPercent')}
                maxLength={10}
                testId="formula-markup"
                autoFocus
                isRequired
              />
              <TextField
                label={t`Fixed fee (${currency})`}
                value={form.fixedFee}
                onChange={(v) => actor.send({ type: 'formula.fieldChanged', field: 'fixedFee', value: v })}
                errorMessage={problemText(c.problems.fixedFee, 'fixedFee')}
                maxLength={10}
                testId="formula-fee"
                isRequired
              />
              <SelectField
                label={t`Rounding`}
                value={form.rounding}
                onChange={(v) => actor.send({ type: 'formula.fieldChanged', field: 'rounding', value: v ?? 'cent' })}
                options={formulaRoundings.map((v) => ({ value: v, label: formulaRoundingLabels.text(v, i18n.locale) }))}
                testId="formula-rounding"
              />
            </form>
          )}
        </ConfirmDialog>
      ) : null}
    </Section>
  );
}
