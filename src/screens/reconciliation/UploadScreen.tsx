// /reconciliation/upload: a provider's logistics cost bill from its file (import type
// reconciliationLogisticsCost: bill no., waybill no., ship date, billed weight, unit rate, fee code,
// amount), through the import pipeline with its template, review and once-only confirm; the upload
// waits 40 s (spec section 9). Confirming matches each bill named (docs/domain/finance.md). Beside
// the template, the fee codes a line may carry (feeCodes.machine.ts).
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { feeCodesMachine } from '../../machines/reconciliation/feeCodes.machine';
import { Section } from '../../ui/Section';
import { LoadGate } from '../LoadGate';
import { FixedTypeImportScreen } from '../template';

export function UploadScreen() {
  const { t } = useLingui();
  return (
    <FixedTypeImportScreen type="reconciliationLogisticsCost" title={t`Upload a cost bill`}>
      <p>
        <Link href="/list" data-testid="reconciliation-upload-bills">
          {t`Reconciliation bills`}
        </Link>
      </p>
      <FeeCodes />
    </FixedTypeImportScreen>
  );
}

function FeeCodes() {
  const { t, i18n } = useLingui();
  const actor = useActorRef(feeCodesMachine);
  const { codes, error } = useSelector(actor, (s) => s.context);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const loading = useSelector(actor, (s) => s.matches('loading'));
  return (
    <Section title={t`Fee codes`} testId="reconciliation-fee-codes">
      <LoadGate failed={failed} loading={loading} error={error} failedText={t`The fee codes could not be loaded.`} onRetry={() => actor.send({ type: 'feeCodes.retry' })} errorTestId="reconciliation-fee-codes-error">
        {() => (
          <ul>
            {codes.map((c) => (
              <li key={c.code}>
                <code translate="no">{c.code}</code> {i18n.locale === 'zh-CN' ? c.nameZh : <span translate="no">{c.name}</span>}
              </li>
            ))}
          </ul>
        )}
      </LoadGate>
    </Section>
  );
}
