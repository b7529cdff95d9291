// /product/fulfillmentTagApplyInfo/:id: one fulfilment tag application: whose turn, the platform's
// reason, its skus with the data the platform's rules read (weight, size, category, stock, the
// channel's on-time shipping), its history; "Withdraw" while applied and "Revoke" once approved,
// each with a required reason. A thin view over tagApplication.machine.ts (the record-with-actions kit).
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import { formatPercent } from '../../contract/kernel/rules';
import { fulfilmentTagLabels, tagApplicationStatusLabels, tagDecisionCodeLabels } from '../../contract/product/labels';
import type { TagApplicationInfo, TagApplicationStatus, TagDecisionCode } from '../../contract/product/tag';
import { tagApplicationMachine, tagApplicationSpec } from '../../machines/product/tagApplication.machine';
import { DescriptionList } from '../../ui/DescriptionList';
import { RecordTable } from '../../ui/RecordTable';
import { Section } from '../../ui/Section';
import { TableScroll } from '../../ui/TableScroll';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { formatQty, formatTime } from '../format';
import { LoadGate } from '../LoadGate';
import { RecordActionsView } from '../generic/RecordActionsView';

export function TagApplicationInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  if (!id) return <Redirect to="/fulfillmentTagApplyList" replace />;
  return <TagApplication key={id} id={id} />;
}

function TagApplication({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const mayAct = useCanManage();
  const actor = useActorRef(tagApplicationMachine.provide({ actions: { announceDone: ({ context }) => toast.done(t`Saved`, { subject: context.record?.applicationNo }) } }), { input: { key: id } });
  const record = useSelector(actor, (s) => s.context.record);
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed') || s.matches('notFound'));
  const error = useSelector(actor, (s) => s.context.error);
  const back = { href: '/fulfillmentTagApplyList', label: t`Back to the label applications` };
  return (
    <section className="detail-screen" aria-labelledby="tag-title" data-testid="tag-info">
      <h2 id="tag-title">{record ? t`Label application ${record.applicationNo}` : t`Label application`}</h2>
      <nav aria-label={t`Pages`}>
        <Link href={back.href} data-testid="tag-back">
          {back.label}
        </Link>
      </nav>
      <LoadGate failed={loadFailed} back={back} loading={!record} error={error} failedText={t`The label application could not be loaded.`} onRetry={() => actor.send({ type: 'record.retry' })} errorTestId="tag-error">
        {() =>
          record && (
            <>
              <WhoseTurn a={record} />
              <RecordActionsView
                actor={actor}
                spec={tagApplicationSpec}
                mayAct={mayAct}
                texts={{
                  withdraw: {
                    label: t`Withdraw`,
                    title: t`Withdraw this label application`,
                    message: t`The platform will not review it. Say why; the reason is kept on the application.`,
                    noteLabel: t`Reason`,
                    noteRequired: t`The reason is required.`,
                    secondary: true,
                  },
                  revoke: {
                    label: t`Revoke the label`,
                    title: t`Revoke this label`,
                    message: t`Orders of these skus stop following the label. Say why; the reason is kept on the application.`,
                    noteLabel: t`Reason`,
                    noteRequired: t`The reason is required.`,
                    isDanger: true,
                  },
                }}
                toolbarLabel={t`Label application actions`}
                testId="tag"
                refusedText={t`The server refused the action.`}
              >
                <Link href={`/platformInfo/${encodeURIComponent(record.productId)}`} className="button secondary" data-testid="tag-open-product">
                  {t`Open the product`}
                </Link>
              </RecordActionsView>
              <Fields a={record} locale={i18n.locale} />
            </>
          )
        }
      </LoadGate>
    </section>
  );
}

function WhoseTurn({ a }: { a: TagApplicationInfo }) {
  const { t, i18n } = useLingui();
  const due = formatTime(a.reviewDueAt, i18n.locale);
  const text = {
    applied: t`Waiting for the platform, decision by ${due}`,
    approved: t`Approved: orders of these skus follow the label`,
    rejected: t`Your action: see the reason, fix the skus and apply again`,
    withdrawn: t`Withdrawn by you`,
    revoked: a.decisionCode ? t`Revoked by the platform:` : t`Revoked`,
  }[a.status];
  return (
    <p className="whose-turn" data-testid="tag-turn" data-status={a.status}>
      {text}
      {a.decisionCode ? <span data-testid="tag-reason"> {tagDecisionCodeLabels.text(a.decisionCode, i18n.locale)}</span> : null}
    </p>
  );
}

function Fields({ a, locale }: { a: TagApplicationInfo; locale: string }) {
  const { t } = useLingui();
  const time = (v: string | null) => formatTime(v, locale);
  const onTime = a.shipping.shipped ? formatPercent(a.shipping.onTime / a.shipping.shipped) : '-';
  return (
    <>
      <Section title={t`Application`} testId="tag-fields-section">
        <DescriptionList
          testId="tag-fields"
          items={[
            { key: 'tag', label: t`Label`, value: fulfilmentTagLabels.text(a.tag, locale) },
            { key: 'status', label: t`Status`, value: tagApplicationStatusLabels.text(a.status, locale) },
            { key: 'product', label: t`Product`, value: `${a.productCode} · ${a.title}` },
            { key: 'platform', label: t`Platform`, value: a.platformCode },
            { key: 'appliedAt', label: t`Applied at`, value: time(a.appliedAt) },
            { key: 'appliedBy', label: t`Applied by`, value: a.appliedBy },
            { key: 'decidedAt', label: t`Decided at`, value: time(a.decidedAt) },
            { key: 'onTime', label: t`On-time shipping of the channel`, value: `${onTime} (${a.shipping.onTime}/${a.shipping.shipped})` },
            { key: 'note', label: t`Note`, value: a.note || '-' },
            { key: 'reason', label: t`Withdraw or revoke reason`, value: a.reason || '-' },
          ]}
        />
      </Section>
      <Section title={t`Skus`} testId="tag-skus">
        <TableScroll label={t`Skus of the application`}>
          <table className="record-table" aria-label={t`Skus of the application`}>
            <thead>
              <tr>
                <th scope="col">{t`Sku`}</th>
                <th scope="col">{t`Master sku`}</th>
                <th scope="col">{t`Category`}</th>
                <th scope="col">{t`Weight (g)`}</th>
                <th scope="col">{t`Size (cm)`}</th>
                <th scope="col">{t`Stock`}</th>
              </tr>
            </thead>
            <tbody>
              {a.skus.map((s) => (
                <tr key={s.id} data-testid="tag-sku" data-sku={s.sellerSku}>
                  <th scope="row" translate="no">
                    {s.sellerSku}
                  </th>
                  <td translate="no">{s.skuCode}</td>
                  <td translate="no">{s.category}</td>
                  <td>{formatQty(s.weightG, locale)}</td>
                  <td>{s.lengthCm && s.widthCm && s.heightCm ? `${s.lengthCm} × ${s.widthCm} × ${s.heightCm}` : '-'}</td>
                  <td>{formatQty(s.stock, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Section>
      <Section title={t`History`} testId="tag-history">
        <RecordTable
          label={t`History of the application`}
          rows={a.history.map((h, i) => ({ ...h, i }))}
          rowKey={(h) => `${h.at}-${h.i}`}
          rowProps={(h) => ({ 'data-testid': 'tag-history-row', 'data-to': h.to })}
          columns={[
            { key: 'at', header: t`Time`, cell: (h) => time(h.at) },
            { key: 'status', header: t`Status`, cell: (h) => tagApplicationStatusLabels.text(h.to as TagApplicationStatus, locale) },
            { key: 'by', header: t`By`, cell: (h) => (h.by === 'Platform' ? t`Platform` : h.by), noTranslate: true },
            { key: 'note', header: t`Note`, cell: (h) => (h.note ? tagDecisionCodeLabels.text(h.note as TagDecisionCode, locale) : '-'), noTranslate: true },
          ]}
        />
      </Section>
    </>
  );
}
