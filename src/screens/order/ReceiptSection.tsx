// The receipt info of one order on its detail (/order/info/:id): the supplier's purchase invoice
// (number, date, seller tax id, currency) and its lines (sku, quantity, unit purchase price, HS
// code, origin country) that the platform declares to customs and tax. Edit the header, add and
// remove lines, clear it all (after a confirmation) while the order is neither completed nor
// cancelled; receipt.machine.ts decides through snapshot.can and checks the forms. A thin view.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { INVOICE_NO_MAX, TAX_ID_MAX, type ReceiptInfo } from '../../contract/order/receipts';
import { receiptMachine } from '../../machines/order/receipt.machine';
import { currencyConflictSkus, headerProblems, lineProblems, type LineField, type LineProblem } from '../../machines/order/receiptForm';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DateTimeField } from '../../ui/DateTimeField';
import { DescriptionList } from '../../ui/DescriptionList';
import { SelectField, TextField } from '../../ui/FormField';
import { Section } from '../../ui/Section';
import { Toolbar } from '../../ui/Toolbar';
import { useSuccessToast } from '../appContext';
import { formatQty, formatTime } from '../format';
import { FormDialog } from './OrderDialogs';
import { errorText } from '../errorText';
import { LoadGate } from '../LoadGate';
import { formatMoney } from '../../contract/kernel/rules';
import { TableScroll } from '../../ui/TableScroll';

type ReceiptRef = ActorRefFrom<typeof receiptMachine>;

const today = () => new Date().toISOString().slice(0, 10);

export function ReceiptSection({ orderId }: { orderId: string }) {
  const { t } = useLingui();
  const toast = useSuccessToast();
  const actor = useActorRef(
    receiptMachine.provide({
      actions: {
        announceDone: (_, { action }) => {
          const subject = t`Receipt of the order`;
          if (action === 'remove') toast.done(t`Line removed`, { subject });
          else if (action === 'clear') toast.done(t`Cleared`, { subject });
          else if (action === 'add') toast.done(t`Line added`, { subject });
          else toast.saved({ subject });
        },
      },
    }),
    { input: { orderId, today: today() } },
  );
  const info = useSelector(actor, (s) => s.context.info);
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <Section title={t`Receipt info`} testId="order-receipt">
      <LoadGate failed={loadFailed} loading={!info} error={error} failedText={t`The receipt info could not be loaded.`} onRetry={() => actor.send({ type: 'receipt.retry' })} errorTestId="order-receipt-error" loadingTestId="order-receipt-loading">
        {() => info && <Receipt actor={actor} info={info} />}
      </LoadGate>
      <HeaderDialog actor={actor} />
      <LineDialog actor={actor} />
      <ClearConfirm actor={actor} />
      <ReceiptFailed actor={actor} />
    </Section>
  );
}

function Receipt({ actor, info }: { actor: ReceiptRef; info: ReceiptInfo }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const stale = useSelector(actor, (s) => s.matches('stale'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  const can = useSelector(actor, (s) => ({
    edit: s.can({ type: 'receipt.editRequested' }),
    add: s.can({ type: 'receipt.addLineRequested' }),
    clear: s.can({ type: 'receipt.clearRequested' }),
  }));
  const canRemove = useSelector(actor, (s) => (lineId: string) => s.can({ type: 'receipt.removeRequested', lineId }));
  const h = info.header;
  const money = (v: number) => (h ? formatMoney(v, h.currency) : String(v));
  const skuName = (sku: string) => info.skus.find((s) => s.sku === sku)?.name ?? '';
  return (
    <>
      {stale ? (
        <div className="notice" role="alert" data-testid="order-receipt-stale">
          <p>{errorText(error, t`The receipt info was changed by someone else.`)}</p>
          <Button onPress={() => actor.send({ type: 'receipt.reloadRequested' })} testId="order-receipt-stale-reload">
            {t`Reload the receipt info`}
          </Button>
        </div>
      ) : null}
      {!info.editable ? (
        <p data-testid="order-receipt-locked">{t`The order is completed or cancelled: its receipt info can no longer change.`}</p>
      ) : null}
      <Toolbar ariaLabel={t`Receipt info actions`} testId="order-receipt-actions">
        {can.edit ? (
          <Button onPress={() => actor.send({ type: 'receipt.editRequested' })} testId="order-receipt-edit">
            {h ? t`Edit invoice` : t`Add receipt info`}
          </Button>
        ) : null}
        {can.add ? (
          <Button variant="secondary" onPress={() => actor.send({ type: 'receipt.addLineRequested' })} testId="order-receipt-add-line">
            {t`Add line`}
          </Button>
        ) : null}
        {can.clear ? (
          <Button variant="danger" onPress={() => actor.send({ type: 'receipt.clearRequested' })} testId="order-receipt-clear">
            {t`Clear receipt info`}
          </Button>
        ) : null}
      </Toolbar>
      {!h ? (
        <p data-testid="order-receipt-empty">{t`No receipt info yet. The platform needs the purchase invoice of the goods for customs and tax.`}</p>
      ) : (
        <>
          <DescriptionList
            testId="order-receipt-header"
            items={[
              { key: 'invoiceNo', label: t`Invoice number`, value: h.invoiceNo },
              { key: 'invoiceDate', label: t`Invoice date`, value: h.invoiceDate },
              { key: 'sellerTaxId', label: t`Seller tax ID`, value: h.sellerTaxId },
              { key: 'currency', label: t`Currency`, value: h.currency },
              { key: 'updated', label: t`Last changed`, value: info.updatedAt ? `${formatTime(info.updatedAt, locale)}${info.updatedBy ? ` · ${info.updatedBy}` : ''}` : '' },
            ]}
          />
          {info.lines.length === 0 ? (
            <p data-testid="order-receipt-no-lines">{t`No lines yet.`}</p>
          ) : (
            <TableScroll label={t`Receipt lines`}>
              <table className="record-table" aria-label={t`Receipt lines`} data-testid="order-receipt-lines">
                <thead>
                  <tr>
                    <th scope="col">{t`SKU`}</th>
                    <th scope="col">{t`Name`}</th>
                    <th scope="col">{t`Quantity`}</th>
                    <th scope="col">{t`Unit purchase price`}</th>
                    <th scope="col">{t`HS code`}</th>
                    <th scope="col">{t`Origin country`}</th>
                    <th scope="col">{t`Actions`}</th>
                  </tr>
                </thead>
                <tbody>
                  {info.lines.map((l) => (
                    <tr key={l.id} data-testid="order-receipt-line">
                      <th scope="row">{l.sku}</th>
                      <td>{skuName(l.sku)}</td>
                      <td>{formatQty(l.qty, locale)}</td>
                      <td>{money(l.unitPrice)}</td>
                      <td>{l.hsCode}</td>
                      <td>{l.originCountry}</td>
                      <td>
                        {canRemove(l.id) ? (
                          <Button variant="quiet" isDisabled={busy} onPress={() => actor.send({ type: 'receipt.removeRequested', lineId: l.id })} aria-label={t`Remove line ${l.sku}`} testId="order-receipt-remove">
                            {t`Remove`}
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </>
      )}
    </>
  );
}

function HeaderDialog({ actor }: { actor: ReceiptRef }) {
  const { t } = useLingui();
  const open = useSelector(actor, (s) => s.matches('editingHeader') || (s.matches('submitting') && s.context.pending === 'save'));
  const busy = useSelector(actor, (s) => s.matches('submitting'));
  const ctx = useSelector(actor, (s) => s.context);
  if (!open || !ctx.info) return null;
  const problems = ctx.showProblems ? headerProblems(ctx.header) : [];
  const conflicts = ctx.showProblems ? currencyConflictSkus(ctx.header, ctx.info) : [];
  const set = (field: keyof typeof ctx.header) => (value: string) => actor.send({ type: 'receipt.headerChanged', field, value });
  const problem = (field: keyof typeof ctx.header, text: string) => (problems.includes(field) ? text : null);
  const currencyProblem =
    problem('currency', t`Use a three-letter currency code such as USD.`) ??
    (conflicts.length ? t`${ctx.header.currency.trim().toUpperCase()} prices are whole amounts: change the prices with decimals first (${conflicts.join(', ')}).` : null);
  return (
    <FormDialog
      title={t`Purchase invoice of order ${ctx.info.supplierOrderId}`}
      testId="order-receipt-header-dialog"
      busy={busy}
      onClose={() => actor.send({ type: 'receipt.dismissed' })}
      onSave={() => actor.send({ type: 'receipt.saved' })}
      saveLabel={t`Save invoice`}
    >
      <TextField label={t`Invoice number`} value={ctx.header.invoiceNo} onChange={set('invoiceNo')} maxLength={INVOICE_NO_MAX} isRequired isDisabled={busy} errorMessage={problem('invoiceNo', t`Enter the invoice number.`)} testId="order-receipt-invoice-no" />
      <DateTimeField type="date" label={t`Invoice date`} value={ctx.header.invoiceDate} onChange={set('invoiceDate')} isRequired isDisabled={busy} errorMessage={problem('invoiceDate', t`Enter the invoice date.`)} testId="order-receipt-invoice-date" />
      <TextField label={t`Seller tax ID`} value={ctx.header.sellerTaxId} onChange={set('sellerTaxId')} maxLength={TAX_ID_MAX} isRequired isDisabled={busy} errorMessage={problem('sellerTaxId', t`Enter the seller's tax ID.`)} testId="order-receipt-tax-id" />
      <TextField label={t`Currency`} description={t`Three-letter ISO code, such as USD`} value={ctx.header.currency} onChange={set('currency')} maxLength={3} isRequired isDisabled={busy} errorMessage={currencyProblem} testId="order-receipt-currency" />
    </FormDialog>
  );
}

function LineDialog({ actor }: { actor: ReceiptRef }) {
  const { t } = useLingui();
  const open = useSelector(actor, (s) => s.matches('addingLine') || (s.matches('submitting') && s.context.pending === 'add'));
  const busy = useSelector(actor, (s) => s.matches('submitting'));
  const ctx = useSelector(actor, (s) => s.context);
  if (!open || !ctx.info) return null;
  const info = ctx.info;
  const problems = ctx.showProblems ? lineProblems(ctx.line, info) : {};
  const ordered = info.skus.find((s) => s.sku === ctx.line.sku)?.qty ?? 0;
  const currency = info.header?.currency ?? '';
  const text = (field: LineField, p: LineProblem | undefined): string | null => {
    if (!p) return null;
    switch (p) {
      case 'skuNotOnOrder':
        return t`Choose a SKU of the order.`;
      case 'duplicateSku':
        return t`This SKU is on the receipt already.`;
      case 'qtyExceeded':
        return t`At most the ${ordered} ordered.`;
      case 'wholeAmount':
        return t`${currency} prices are whole amounts, without decimals.`;
      case 'hsCode':
      case 'country':
      case 'invalid':
        return invalidText[field];
    }
  };
  const invalidText: Record<LineField, string> = {
    sku: t`Choose a SKU of the order.`,
    qty: t`Enter a whole quantity of at least 1.`,
    unitPrice: t`Enter a price of 0 or more.`,
    hsCode: t`An HS code has 6 to 10 digits.`,
    originCountry: t`Use a two-letter country code such as CN.`,
  };
  const set = (field: LineField) => (value: string) => actor.send({ type: 'receipt.lineChanged', field, value });
  const free = info.skus.filter((s) => !info.lines.some((l) => l.sku === s.sku));
  return (
    <FormDialog
      title={t`Add a receipt line to order ${info.supplierOrderId}`}
      testId="order-receipt-line-dialog"
      busy={busy}
      onClose={() => actor.send({ type: 'receipt.dismissed' })}
      onSave={() => actor.send({ type: 'receipt.saved' })}
      saveLabel={t`Add line`}
    >
      <SelectField
        label={t`SKU`}
        value={ctx.line.sku || null}
        onChange={(v) => set('sku')(v ?? '')}
        options={free.map((s) => ({ value: s.sku, label: `${s.sku} · ${s.name}` }))}
        isRequired
        isDisabled={busy}
        errorMessage={text('sku', problems.sku)}
        testId="order-receipt-line-sku"
      />
      <TextField label={t`Quantity`} description={t`At most the quantity ordered (${ordered})`} value={ctx.line.qty} onChange={set('qty')} isRequired isDisabled={busy} errorMessage={text('qty', problems.qty)} testId="order-receipt-line-qty" />
      <TextField label={t`Unit purchase price`} value={ctx.line.unitPrice} onChange={set('unitPrice')} isRequired isDisabled={busy} errorMessage={text('unitPrice', problems.unitPrice)} testId="order-receipt-line-price" />
      <TextField label={t`HS code`} description={t`6 to 10 digits`} value={ctx.line.hsCode} onChange={set('hsCode')} maxLength={10} isRequired isDisabled={busy} errorMessage={text('hsCode', problems.hsCode)} testId="order-receipt-line-hs" />
      <TextField label={t`Origin country`} description={t`Two-letter ISO code, such as CN`} value={ctx.line.originCountry} onChange={set('originCountry')} maxLength={2} isRequired isDisabled={busy} errorMessage={text('originCountry', problems.originCountry)} testId="order-receipt-line-country" />
    </FormDialog>
  );
}

function ClearConfirm({ actor }: { actor: ReceiptRef }) {
  const { t } = useLingui();
  const open = useSelector(actor, (s) => s.matches('confirmingClear') || (s.matches('submitting') && s.context.pending === 'clear'));
  const busy = useSelector(actor, (s) => s.matches('submitting'));
  return (
    <ConfirmDialog
      isOpen={open}
      title={t`Clear the receipt info?`}
      message={t`The invoice and all its lines are removed from this order.`}
      confirmLabel={t`Clear`}
      cancelLabel={t`Back`}
      busyLabel={t`Working…`}
      isDanger
      busy={busy}
      onConfirm={() => actor.send({ type: 'receipt.confirmed' })}
      onCancel={() => actor.send({ type: 'receipt.dismissed' })}
      testId="order-receipt-clear-confirm"
    />
  );
}

function ReceiptFailed({ actor }: { actor: ReceiptRef }) {
  const { t } = useLingui();
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <ConfirmDialog
      isOpen={failed}
      title={t`Not saved`}
      message={errorText(error, t`The server refused the change.`)}
      confirmLabel={t`Back to the receipt info`}
      cancelLabel={t`Reload`}
      onConfirm={() => actor.send({ type: 'receipt.dismissed' })}
      onCancel={() => actor.send({ type: 'receipt.reloadRequested' })}
      testId="order-receipt-failed"
    />
  );
}
