// /poolFinance/applyForm: an application for early payment. The eligible settlements are picked
// (their undisputed part; one currency), an amount typed within what they allow, and the price is
// shown before sending: the fee, the discount % and the APR. Once sent, the list opens. A thin view
// over applyForm.machine.ts.
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import { formatMoney } from '../../contract/kernel/rules';
import { PoolFinanceErrorCode } from '../../contract/poolFinance/applications';
import { applyFormMachine, quoteOf } from '../../machines/poolFinance/applyForm.machine';
import { Button } from '../../ui/Button';
import { CheckboxField, TextField } from '../../ui/FormField';
import { DescriptionList } from '../../ui/DescriptionList';
import { Section } from '../../ui/Section';
import { useSuccessToast } from '../appContext';
import { errorText } from '../errorText';
import { LoadGate } from '../LoadGate';
import { SettlementTable } from './LimitPanel';

export function ApplyFormScreen() {
  const { t } = useLingui();
  const toast = useSuccessToast();
  const [, navigate] = useLocation();
  const actor = useActorRef(
    applyFormMachine.provide({
      actions: {
        announceApplied: () => {
          toast.say('common.message.submit');
          navigate('/apply');
        },
      },
    }),
    { input: { requestId: crypto.randomUUID() } },
  );
  const context = useSelector(actor, (s) => s.context);
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const { limit, picked, amount, problems, error } = context;
  const quote = quoteOf(context);
  const money = (value: string | null | undefined) => (value && quote.currency ? formatMoney(value, quote.currency) : '—');
  return (
    <section className="detail-screen" aria-labelledby="poolFinance-form-title" data-testid="poolFinance-form">
      <h2 id="poolFinance-form-title">{t`Apply for early payment`}</h2>
      <nav aria-label={t`Pages`}>
        <Link href="/apply" data-testid="poolFinance-form-back">
          {t`Back to the list`}
        </Link>
      </nav>
      <LoadGate failed={loadFailed} loading={loading && !limit} error={error} failedText={t`The limit could not be loaded.`} onRetry={() => actor.send({ type: 'applyForm.retry' })} errorTestId="poolFinance-form-error">
        {() => (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              actor.send({ type: 'applyForm.submitted' });
            }}
          >
            <Section title={t`Settlements`} testId="poolFinance-form-settlements">
              {(limit?.settlements.length ?? 0) === 0 ? (
                <p data-testid="poolFinance-form-none">{t`No settlement can be financed now: none is confirmed and still waiting for its payment.`}</p>
              ) : (
                <SettlementTable
                  settlements={limit?.settlements ?? []}
                  pick={(s) => (
                    <CheckboxField
                      label={<span translate="no">{s.number}</span>}
                      value={picked.includes(s.number)}
                      isDisabled={s.financed || busy}
                      onChange={() => actor.send({ type: 'applyForm.toggled', number: s.number })}
                      testId={`poolFinance-pick-${s.number}`}
                    />
                  )}
                />
              )}
              {problems.includes('settlements') ? (
                <p role="alert" className="field-error" data-testid="poolFinance-form-pick-problem">
                  {t`Pick at least one settlement that is not financed yet.`}
                </p>
              ) : null}
              {problems.includes('currency') ? (
                <p role="alert" className="field-error">
                  {t`Pick settlements of one currency.`}
                </p>
              ) : null}
            </Section>
            <Section title={t`Amount and price`} testId="poolFinance-form-price">
              <TextField
                label={t`Amount to finance`}
                description={quote.cap ? t`At most ${money(quote.cap)}.` : t`Pick the settlements first.`}
                value={amount}
                onChange={(v) => actor.send({ type: 'applyForm.amountChanged', amount: v })}
                errorMessage={problems.includes('amount') ? t`Type an amount above zero, with at most 2 decimals.` : problems.includes('overLimit') ? t`The amount is over what these settlements allow.` : null}
                testId="poolFinance-form-amount"
              />
              <DescriptionList
                columns={3}
                testId="poolFinance-form-quote"
                items={[
                  { key: 'fee', label: t`Fee`, value: quote.price ? money(quote.price.fee) : null },
                  { key: 'discount', label: t`Discount %`, value: quote.price ? `${quote.price.discountPercent} %` : null },
                  { key: 'apr', label: t`APR`, value: quote.price ? `${quote.price.apr} %` : null },
                  { key: 'due', label: t`Due date`, value: quote.dueDate },
                  { key: 'days', label: t`Days financed`, value: quote.price ? String(quote.price.days) : null },
                  { key: 'rate', label: t`Annual rate`, value: limit ? `${limit.rate} %` : null },
                ]}
              />
            </Section>
            {error ? (
              <div role="alert" className="field-error" data-testid="poolFinance-form-refused">
                <p>{errorText(error, t`The application could not be sent.`)}</p>
                {error.code === PoolFinanceErrorCode.stale ? (
                  <Button variant="secondary" onPress={() => actor.send({ type: 'applyForm.reload' })} testId="poolFinance-form-reload">
                    {t`Reload the settlements`}
                  </Button>
                ) : null}
              </div>
            ) : null}
            <div>
              <Button type="submit" isDisabled={busy} testId="poolFinance-form-submit">
                {t`Send the application`}
              </Button>
            </div>
          </form>
        )}
      </LoadGate>
    </section>
  );
}
