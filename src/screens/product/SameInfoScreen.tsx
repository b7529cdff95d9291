// /product/sameProductInfo?id=<relation>: one same-product relation (the spec's route takes no
// parameter, so the relation is named in the query): whose turn it is, the decisions its state
// offers (confirm; decline: not the same, different pack, different model; unlink by appeal with a
// reason), the product compare and its history. A thin view over sameRelation.machine.ts (the
// record-with-actions kit). Without an id it points to the lists.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter';
import { sameDeclineReasonLabels, sameOriginLabels, sameRelationStatusLabels } from '../../contract/product/labels';
import type { SameRelationInfo } from '../../contract/product/same';
import { sameRelationMachine, sameRelationSpec } from '../../machines/product/sameRelation.machine';
import { DescriptionList } from '../../ui/DescriptionList';
import { EmptyState } from '../../ui/EmptyState';
import { RecordTable } from '../../ui/RecordTable';
import { Section } from '../../ui/Section';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { formatTime } from '../format';
import { RecordActionsView } from '../generic/RecordActionsView';
import { LoadGate } from '../LoadGate';
import { CompareTable } from './CompareTable';
import { SameLinks } from './SameLinks';
import './standard-same.css';

export function SameInfoScreen() {
  const { t } = useLingui();
  const id = new URLSearchParams(useSearch()).get('id');
  if (!id)
    return (
      <section className="detail-screen" aria-labelledby="same-title" data-testid="same">
        <h2 id="same-title">{t`Same-product relation`}</h2>
        <SameLinks />
        <EmptyState title={t`No relation chosen`} description={t`Open a relation from the proposals to confirm or from all relations.`} testId="same-none" />
      </section>
    );
  return <SameInfo key={id} id={id} />;
}

function SameInfo({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const mayAct = useCanManage();
  const actor = useActorRef(sameRelationMachine.provide({ actions: { announceDone: () => toast.say('common.message.success') } }), { input: { key: id } });
  const r = useSelector(actor, (s) => s.context.record);
  const failed = useSelector(actor, (s) => s.matches('loadFailed') || s.matches('notFound'));
  const error = useSelector(actor, (s) => s.context.error);
  const decline = (reason: string) => ({
    label: t`Decline: ${reason}`,
    title: t`Decline this relation`,
    message: t`Reason: ${reason}. The platform stops proposing this match; a note helps it.`,
    noteLabel: t`Note`,
    secondary: true,
  });
  return (
    <section className="detail-screen" aria-labelledby="same-title" data-testid="same">
      <h2 id="same-title" translate="no">
        {r ? `${r.relationNo} · ${r.productCode} = ${r.standardCode}` : t`Same-product relation`}
      </h2>
      <SameLinks />
      <LoadGate failed={failed} loading={!r} error={error} failedText={t`The relation could not be loaded.`} onRetry={() => actor.send({ type: 'record.retry' })} errorTestId="same-error">
        {() =>
          r && (
            <>
              <p className="whose-turn" data-testid="same-turn" data-status={r.status}>
                {
                  {
                    proposed: t`Your action: compare and confirm or decline`,
                    confirmed: t`Confirmed: our product is offered as the standard product`,
                    declined: t`Declined by you`,
                    unlinked: t`Unlinked: our product is offered on its own again`,
                  }[r.status]
                }
              </p>
              <RecordActionsView
                actor={actor}
                spec={sameRelationSpec}
                mayAct={mayAct}
                texts={{
                  confirm: { label: t`Confirm`, title: t`Confirm this relation`, message: t`Our product is then offered as the standard product and bids with the other sellers.` },
                  declineNotSame: decline(sameDeclineReasonLabels.text('notSame', i18n.locale)),
                  declinePack: decline(sameDeclineReasonLabels.text('differentPack', i18n.locale)),
                  declineModel: decline(sameDeclineReasonLabels.text('differentModel', i18n.locale)),
                  unlink: {
                    label: t`Unlink`,
                    title: t`Unlink this relation`,
                    message: t`Our offer moves back to our own product. Say why; the reason is kept as the appeal.`,
                    noteLabel: t`Reason`,
                    secondary: true,
                    isDanger: true,
                  },
                }}
                toolbarLabel={t`Relation actions`}
                testId="same"
                refusedText={t`The server refused the decision.`}
              >
                <Link href={`/standardProductInfo/${encodeURIComponent(r.standardId)}`} data-testid="same-standard-link">
                  {t`Standard product`}
                </Link>
                <Link href={`/platformInfo/${encodeURIComponent(r.productId)}`}>{t`Our product`}</Link>
              </RecordActionsView>
              <Relation relation={r} locale={i18n.locale} />
            </>
          )
        }
      </LoadGate>
    </section>
  );
}

function Relation({ relation: r, locale }: { relation: SameRelationInfo; locale: string }) {
  const { t } = useLingui();
  return (
    <>
      <Section title={t`Relation`} testId="same-section">
        <DescriptionList
          testId="same-fields"
          items={[
            { key: 'status', label: t`Status`, value: sameRelationStatusLabels.text(r.status, locale) },
            { key: 'origin', label: t`Asked by`, value: sameOriginLabels.text(r.origin, locale) },
            { key: 'product', label: t`Our product`, value: `${r.productCode} ${r.title}` },
            { key: 'standard', label: t`Standard product`, value: `${r.standardCode} ${r.standardTitle}` },
            { key: 'reason', label: t`Decline reason`, value: r.declineReason ? sameDeclineReasonLabels.text(r.declineReason, locale) : '' },
            { key: 'note', label: t`Note`, value: r.note },
            { key: 'proposed', label: t`Proposed at`, value: formatTime(r.proposedAt, locale) },
            { key: 'decided', label: t`Decided at`, value: r.decidedAt ? formatTime(r.decidedAt, locale) : '' },
          ]}
        />
      </Section>
      <Section title={t`Product compare`} testId="same-compare-section">
        <CompareTable rows={r.compare} label={t`Our product against the standard product`} testId="same-compare" />
      </Section>
      <Section title={t`History`} testId="same-history-section">
        <RecordTable
          label={t`History`}
          rows={r.history.map((h, i) => ({ ...h, i }))}
          rowKey={(h) => `${h.at}-${h.i}`}
          rowProps={(h) => ({ 'data-testid': 'same-history-row', 'data-action': h.action })}
          columns={[
            { key: 'at', header: t`Time`, cell: (h) => formatTime(h.at, locale) },
            { key: 'by', header: t`By`, cell: (h) => h.actorName, noTranslate: true },
            { key: 'status', header: t`Status`, cell: (h) => sameRelationStatusLabels.text(h.toStatus as SameRelationInfo['status'], locale) },
            { key: 'note', header: t`Note`, cell: (h) => h.note, noTranslate: true },
          ]}
        />
      </Section>
    </>
  );
}
