// One open price proposal on the product record: what was asked, whose turn it is, and (while
// pending or approved) "Withdraw" with a required reason. A thin view over priceWithdraw.machine.ts
// (the record-with-actions kit); after a withdrawal the product is read again (onChanged).
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../contract/kernel/rules';
import { priceDriverLabels, priceProposalStatusLabels } from '../../contract/product/labels';
import { priceWithdrawMachine, priceWithdrawSpec } from '../../machines/product/priceWithdraw.machine';
import { DescriptionList } from '../../ui/DescriptionList';
import { Section } from '../../ui/Section';
import { useSuccessToast } from '../appContext';
import { formatTime } from '../format';
import { RecordActionsView } from '../generic/RecordActionsView';
import { LoadGate } from '../LoadGate';
import { WhoseTurn } from './WhoseTurn';

export function ProposalPanel({ id, mayAct, onChanged }: { id: string; mayAct: boolean; onChanged(): void }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const actor = useActorRef(
    priceWithdrawMachine.provide({
      actions: {
        announceDone: () => {
          toast.say('common.message.success');
          onChanged();
        },
      },
    }),
    { input: { key: id } },
  );
  const p = useSelector(actor, (s) => s.context.record);
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <LoadGate failed={loadFailed} loading={!p} error={error} failedText={t`The price proposal could not be loaded.`} onRetry={() => actor.send({ type: 'record.retry' })} errorTestId="proposal-error">
      {() =>
        p && (
          <Section title={t`Price proposal ${p.proposalNo}`} testId="proposal">
            <WhoseTurn proposal={p} />
            <RecordActionsView
              actor={actor}
              spec={priceWithdrawSpec}
              mayAct={mayAct}
              texts={{
                withdraw: {
                  label: t`Withdraw`,
                  title: t`Withdraw this price proposal`,
                  message: t`The sku keeps its current price. Say why; the reason is kept on the proposal.`,
                  noteLabel: t`Reason`,
                  secondary: true,
                  isDanger: true,
                },
              }}
              toolbarLabel={t`Proposal actions`}
              testId="proposal"
              refusedText={t`The server refused the withdrawal.`}
            />
            <DescriptionList
              testId="proposal-fields"
              items={[
                { key: 'sku', label: t`Sku`, value: p.sellerSku },
                { key: 'old', label: t`Old price`, value: formatMoney(p.oldPrice, p.currency) },
                { key: 'new', label: t`New price`, value: formatMoney(p.newPrice, p.currency) },
                { key: 'effective', label: t`Effective from`, value: p.effectiveDate },
                { key: 'driver', label: t`Cost driver`, value: priceDriverLabels.text(p.driver, i18n.locale) },
                { key: 'status', label: t`Status`, value: priceProposalStatusLabels.text(p.status, i18n.locale) },
                { key: 'proposed', label: t`Proposed at`, value: formatTime(p.proposedAt, i18n.locale) },
              ]}
            />
          </Section>
        )
      }
    </LoadGate>
  );
}
