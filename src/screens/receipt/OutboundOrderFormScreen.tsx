// /receipt/create/outboundOrder/:id?: the draft form of an outbound order. Without an id the header
// (platform warehouse, purpose, ship-to warehouse for a return) makes a new draft and the address
// takes its id; with one it edits that draft: its header, and its sku lines, each sku picked from
// what the platform warehouse has available. Submitting is on the order's record. A thin view over
// outbound-order-form.machine.ts.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { outboundOrderStatusLabels, outboundPurposeLabels } from '../../contract/receipt/labels';
import { outboundOrderFormMachine } from '../../machines/receipt/outbound-order-form.machine';
import { Button } from '../../ui/Button';
import { NumberField, RadioGroupField, SelectField } from '../../ui/FormField';
import { RecordTable } from '../../ui/RecordTable';
import { Section } from '../../ui/Section';
import { Toolbar } from '../../ui/Toolbar';
import { useSuccessToast } from '../appContext';
import { formatQty } from '../format';
import { LoadGate } from '../LoadGate';
import './outbound-order.css';

export function OutboundOrderFormScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  return <OutboundOrderForm key={id ?? 'new'} id={id} />;
}

function OutboundOrderForm({ id }: { id: string | null }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const toast = useSuccessToast();
  const [, navigate] = useLocation();
  const actor = useActorRef(
    outboundOrderFormMachine.provide({
      actions: {
        announceSaved: () => toast.say('common.message.success'),
        announceCreated: (_, p: { id: string }) => {
          if (p.id) navigate(`/create/outboundOrder/${encodeURIComponent(p.id)}`, { replace: true });
        },
      },
    }),
    { input: { id } },
  );
  const s = useSelector(actor, (snap) => snap);
  const c = s.context;
  const busy = s.hasTag('busy');
  const record = c.record;
  const loadFailed = s.matches('loadFailed');
  const problem = (p: (typeof c.problems)[number]) => c.problems.includes(p);
  const picked = c.skus.find((k) => k.skuId === c.skuId);
  return (
    <section className="detail-screen outbound-form" aria-labelledby="receipt-outbound-form-title" data-testid="receipt-outbound-form">
      <h2 id="receipt-outbound-form-title">{record ? t`Outbound order ${record.orderNo}` : t`New outbound order`}</h2>
      <nav aria-label={t`Pages`}>
        <Link href="/outboundOrder" data-testid="receipt-outbound-form-back">
          {t`Back to the list`}
        </Link>{' '}
        {record ? (
          <Link href={`/outboundOrderInfo/${encodeURIComponent(record.id)}`} data-testid="receipt-outbound-form-record">
            {t`Open the order to submit it`}
          </Link>
        ) : null}
      </nav>
      <LoadGate failed={loadFailed} loading={s.matches('loading')} error={c.error} failedText={t`The form could not be loaded.`} onRetry={() => actor.send({ type: 'form.retry' })} errorTestId="receipt-outbound-form-error">
        {() =>
          s.matches('notEditable') && record ? (
            <p role="note" data-testid="receipt-outbound-form-closed">
              {t`This order is ${outboundOrderStatusLabels.text(record.status, locale)}: only a draft can be edited.`}
            </p>
          ) : (
            <>
              {c.error ? (
                <p role="alert" className="field-error" data-testid="receipt-outbound-form-refused">
                  {c.error.message}
                </p>
              ) : null}
              <Section title={t`Where the goods go`} testId="receipt-outbound-form-header">
                <form noValidate onSubmit={(e) => e.preventDefault()}>
                  <SelectField
                    label={t`Platform warehouse`}
                    value={c.header.warehouseId || null}
                    onChange={(v) => actor.send({ type: 'form.warehouseChosen', id: v ?? '' })}
                    options={c.options.warehouses.map((w) => ({ value: w.id, label: `${w.name} (${w.code})`, data: true }))}
                    description={record && record.lines.length > 0 ? t`Another warehouse empties the lines.` : undefined}
                    errorMessage={problem('warehouse') ? t`Choose the platform warehouse.` : null}
                    testId="receipt-outbound-form-warehouse"
                  />
                  <RadioGroupField
                    label={t`Purpose`}
                    value={c.header.purpose}
                    onChange={(v) => actor.send({ type: 'form.purposeChosen', purpose: v === 'scrap' ? 'scrap' : 'return' })}
                    options={(['return', 'scrap'] as const).map((p) => ({ value: p, label: outboundPurposeLabels.text(p, locale) }))}
                    testId="receipt-outbound-form-purpose"
                  />
                  {c.header.purpose === 'return' ? (
                    <SelectField
                      label={t`Ship to`}
                      value={c.header.shipToId || null}
                      onChange={(v) => actor.send({ type: 'form.shipToChosen', id: v ?? '' })}
                      options={c.options.shipTos.map((w) => ({ value: w.id, label: `${w.name} (${w.code})`, data: true }))}
                      errorMessage={problem('shipTo') ? t`Choose the warehouse the goods come back to.` : null}
                      testId="receipt-outbound-form-ship-to"
                    />
                  ) : null}
                  <Button isDisabled={busy} onPress={() => actor.send({ type: 'form.headerSaved' })} testId="receipt-outbound-form-save">
                    {record ? t`Save` : t`Create draft`}
                  </Button>
                </form>
              </Section>
              {record ? (
                <Section title={t`Skus`} testId="receipt-outbound-form-lines">
                  <form noValidate className="outbound-line-pick" onSubmit={(e) => e.preventDefault()}>
                    <SelectField
                      label={t`Sku`}
                      value={c.skuId || null}
                      onChange={(v) => actor.send({ type: 'form.skuChosen', skuId: v ?? '' })}
                      options={c.skus.map((k) => ({ value: k.skuId, label: `${k.sku} · ${k.name} (${formatQty(k.available, locale)})`, data: true }))}
                      description={c.skus.length === 0 ? t`Nothing is available in this platform warehouse.` : t`Only skus available in the platform warehouse; the number is what is available. A sku already added takes the new quantity.`}
                      errorMessage={problem('sku') ? t`Choose a sku.` : null}
                      testId="receipt-outbound-form-sku"
                    />
                    <NumberField
                      className="outbound-line-qty"
                      label={t`Quantity`}
                      value={c.qty}
                      onChange={(v) => actor.send({ type: 'form.qtyChanged', qty: v })}
                      minValue={1}
                      maxValue={picked?.available}
                      errorMessage={problem('qty') ? t`At least 1.` : null}
                      testId="receipt-outbound-form-qty"
                    />
                    <Button variant="secondary" isDisabled={busy} onPress={() => actor.send({ type: 'form.lineAdded' })} testId="receipt-outbound-form-add">
                      {t`Add sku`}
                    </Button>
                  </form>
                  {record.lines.length === 0 ? (
                    <p className="state" data-testid="receipt-outbound-form-empty">
                      {t`No skus yet: pick one above.`}
                    </p>
                  ) : null}
                  <RecordTable
                    label={t`Lines of the outbound order`}
                    rows={record.lines}
                    rowKey={(l) => l.id}
                    rowProps={(l) => ({ 'data-sku': l.sku })}
                    columns={[
                      { key: 'sku', header: t`Sku`, cell: (l) => `${l.sku} · ${l.skuName}`, rowHeader: true, noTranslate: true },
                      { key: 'qty', header: t`Quantity`, cell: (l) => formatQty(l.qty, locale) },
                      { key: 'available', header: t`Available`, cell: (l) => formatQty(l.available, locale) },
                      {
                        key: 'remove',
                        header: t`Actions`,
                        cell: (l) => (
                          <Button variant="secondary" isDisabled={busy} onPress={() => actor.send({ type: 'form.lineRemoved', skuId: l.skuId })} aria-label={t`Remove ${l.sku}`} testId="receipt-outbound-form-remove">
                            {t`Remove`}
                          </Button>
                        ),
                      },
                    ]}
                  />
                  {record.lines.length > 0 ? (
                    <Toolbar ariaLabel={t`Skus`}>
                      <Button variant="secondary" isDisabled={busy} onPress={() => actor.send({ type: 'form.cleared' })} testId="receipt-outbound-form-clear">
                        {t`Remove every sku`}
                      </Button>
                    </Toolbar>
                  ) : null}
                </Section>
              ) : null}
            </>
          )
        }
      </LoadGate>
    </section>
  );
}
