// /reconciliation/newBill: a new draft bill of a provider (one of the tenant's logistics channels
// with a cost setting, picked) and a month; once made, the bill opens. A thin view over
// newBill.machine.ts.
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import { newBillMachine, recentPeriods } from '../../machines/reconciliation/newBill.machine';
import { billInfoPath } from '../../resources/reconciliation/bills';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/FormField';
import { Section } from '../../ui/Section';
import { useSuccessToast } from '../appContext';
import { LoadGate } from '../LoadGate';
import { errorText } from '../errorText';

const today = () => new Date().toISOString().slice(0, 10);

export function NewBillScreen() {
  const { t } = useLingui();
  const toast = useSuccessToast();
  const [, navigate] = useLocation();
  const periods = recentPeriods(today());
  const actor = useActorRef(
    newBillMachine.provide({
      actions: {
        announceCreated: ({ context }) => {
          toast.saved();
          if (context.bill) navigate(billInfoPath(context.bill.id));
        },
      },
    }),
    { input: { period: periods[1] ?? periods[0]! } },
  );
  const { providers, providerCode, period, problems, error } = useSelector(actor, (s) => s.context);
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return (
    <section className="detail-screen" aria-labelledby="reconciliation-new-title" data-testid="reconciliation-new-bill">
      <h2 id="reconciliation-new-title">{t`New reconciliation bill`}</h2>
      <nav aria-label={t`Pages`}>
        <Link href="/list" data-testid="reconciliation-new-back">
          {t`Back to the list`}
        </Link>
      </nav>
      <LoadGate failed={loadFailed} loading={loading} error={error} failedText={t`The providers could not be loaded.`} onRetry={() => actor.send({ type: 'newBill.retry' })} errorTestId="reconciliation-new-error">
        {() => (
          <Section title={t`Bill`} testId="reconciliation-new-form">
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                actor.send({ type: 'newBill.submitted' });
              }}
            >
              <SelectField
                label={t`Provider`}
                description={t`Your logistics channels with a cost setting: the bill is matched against it.`}
                value={providerCode || null}
                onChange={(v) => actor.send({ type: 'newBill.providerChosen', code: v ?? '' })}
                options={providers.map((p) => ({ value: p.code, label: `${p.code} · ${p.name} (${p.currency})`, data: true }))}
                placeholder={t`Choose a provider`}
                errorMessage={problems.includes('provider') ? t`Choose the provider whose bill this is.` : null}
                testId="reconciliation-new-provider"
              />
              <SelectField
                label={t`Period`}
                value={period || null}
                onChange={(v) => actor.send({ type: 'newBill.periodChosen', period: v ?? '' })}
                options={periods.map((p) => ({ value: p, label: p }))}
                errorMessage={problems.includes('period') ? t`Choose the month the bill covers.` : null}
                testId="reconciliation-new-period"
              />
              {error ? (
                <p role="alert" className="field-error" data-testid="reconciliation-new-refused">
                  {errorText(error, t`The bill could not be made.`)}
                </p>
              ) : null}
              <div>
                <Button type="submit" isDisabled={busy} testId="reconciliation-new-submit">
                  {t`Create the bill`}
                </Button>
              </div>
            </form>
          </Section>
        )}
      </LoadGate>
    </section>
  );
}
