// The financing limit above the applications (/poolFinance/apply): per currency, 80 % of the
// eligible settlements less what is financed and not repaid, and the settlements it comes from. A
// thin view over limit.machine.ts.
import type { ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../contract/kernel/rules';
import type { EligibleSettlement } from '../../contract/poolFinance/applications';
import { limitMachine } from '../../machines/poolFinance/limit.machine';
import { DescriptionList } from '../../ui/DescriptionList';
import { RecordTable } from '../../ui/RecordTable';
import { Section } from '../../ui/Section';
import { LoadGate } from '../LoadGate';

export function LimitPanel() {
  const { t } = useLingui();
  const actor = useActorRef(limitMachine);
  const { limit, error } = useSelector(actor, (s) => s.context);
  const failed = useSelector(actor, (s) => s.matches('loadFailed'));
  return (
    <Section title={t`Financing limit`} testId="poolFinance-limit">
      <LoadGate failed={failed} loading={!limit && !failed} error={error} failedText={t`The limit could not be loaded.`} onRetry={() => actor.send({ type: 'limit.retry' })} errorTestId="poolFinance-limit-error">
        {() =>
          limit && (
            <>
              <p>{t`The limit is 80 % of your confirmed, undisputed settlements not yet paid, less what is financed and not repaid. The fee is ${limit.rate} % a year for the days until the settlement is due.`}</p>
              {limit.limits.length === 0 ? (
                <p data-testid="poolFinance-limit-none">{t`No settlement can be financed now: none is confirmed and still waiting for its payment.`}</p>
              ) : (
                limit.limits.map((l) => (
                  <DescriptionList
                    key={l.currency}
                    columns={3}
                    testId={`poolFinance-limit-${l.currency}`}
                    items={[
                      { key: 'limit', label: t`Available to finance`, value: formatMoney(l.limit, l.currency) },
                      { key: 'advance', label: t`80 % of eligible settlements`, value: formatMoney(l.advance, l.currency) },
                      { key: 'outstanding', label: t`Financed, not repaid`, value: formatMoney(l.outstanding, l.currency) },
                    ]}
                  />
                ))
              )}
              {limit.settlements.length > 0 ? <SettlementTable settlements={limit.settlements} /> : null}
            </>
          )
        }
      </LoadGate>
    </Section>
  );
}

export function SettlementTable({ settlements, pick }: { settlements: readonly EligibleSettlement[]; pick?: (s: EligibleSettlement) => ReactNode }) {
  const { t } = useLingui();
  return (
    <RecordTable
      label={t`Settlements the limit comes from`}
      rowKey={(s) => s.number}
      rowProps={(s) => ({ 'data-testid': `poolFinance-settlement-${s.number}` })}
      rows={settlements}
      columns={[
        { key: 'number', header: t`Settlement`, rowHeader: true, noTranslate: true, cell: (s) => (pick ? pick(s) : s.number) },
        { key: 'period', header: t`Period`, noTranslate: true, cell: (s) => s.period },
        { key: 'amount', header: t`Amount owed`, noTranslate: true, cell: (s) => formatMoney(s.amount, s.currency) },
        { key: 'advance', header: t`80 %`, noTranslate: true, cell: (s) => formatMoney(s.advance, s.currency) },
        { key: 'due', header: t`Due date`, noTranslate: true, cell: (s) => s.dueDate },
        { key: 'disputes', header: t`Open disputes`, noTranslate: true, cell: (s) => String(s.openDisputes) },
        { key: 'financed', header: t`Financed`, cell: (s) => (s.financed ? t`Yes` : t`No`) },
      ]}
    />
  );
}
