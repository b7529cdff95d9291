// /receipt/info/:id?: one receipt (the platform warehouse's count of an inbound): its lines
// (shipped, received good, damaged) and its differences, each with its window as a countdown, its
// attempts left, the carton and tracking a dispute is pre-filled from, the photos attached and the
// platform's decision. An open difference is answered here: photos on the carton or the line
// (evidence.machine.ts), "Accept" and "Dispute" (difference.machine.ts, the record-with-actions
// kit). Without an id: a receipt picker. Thin views over read.machine.ts and those two.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { FileTrigger } from 'react-aria-components';
import { Link, useLocation } from 'wouter';
import type { DifferenceInfo, ReceiptInfo } from '../../contract/receipt/receipt';
import { differenceStatusLabels, disputeDecisionLabels, receiptDifferenceTypeLabels } from '../../contract/receipt/labels';
import { formatMoney } from '../../contract/kernel/rules';
import { differenceMachine, differenceSpec } from '../../machines/receipt/difference.machine';
import { evidenceMachine } from '../../machines/receipt/evidence.machine';
import { readMachine, receiptRead } from '../../machines/receipt/read.machine';
import { Button } from '../../ui/Button';
import { DescriptionList } from '../../ui/DescriptionList';
import { RecordTable } from '../../ui/RecordTable';
import { Section } from '../../ui/Section';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { errorText } from '../errorText';
import { formatQty, formatTime } from '../format';
import { LoadFailure, LoadGate, NotFound } from '../LoadGate';
import { RecordActionsView } from '../generic/RecordActionsView';
import { CodePickerField } from '../generic/CodePickerField';
import { countdown } from './countdown';

export function ReceiptInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  if (!id) return <ReceiptPicker />;
  return <ReceiptRecord key={id} id={id} />;
}

function ReceiptPicker() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  return (
    <section className="detail-screen" aria-labelledby="receipt-picker-title" data-testid="receipt-picker">
      <h2 id="receipt-picker-title">{t`Receipt`}</h2>
      <p>{t`Pick a receipt by its number, or open one from the list.`}</p>
      <CodePickerField kind="receipt" label={t`Receipt no.`} held={[]} onPick={(options) => options[0] && navigate(`/info/${encodeURIComponent(options[0].code)}`)} testId="receipt-picker-field" />
      <Link href="/list">{t`Back to the list`}</Link>
    </section>
  );
}

function ReceiptRecord({ id }: { id: string }) {
  const { t } = useLingui();
  const actor = useActorRef(readMachine, { input: receiptRead(id) as never });
  const receipt = useSelector(actor, (s) => s.context.value as ReceiptInfo | null);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const notFound = useSelector(actor, (s) => s.matches('notFound'));
  const error = useSelector(actor, (s) => s.context.error);
  const reload = () => actor.send({ type: 'read.reloadRequested' });
  return (
    <section className="detail-screen" aria-labelledby="receipt-title" data-testid="receipt-record">
      <h2 id="receipt-title" translate="no">
        {receipt ? receipt.receiptNo : t`Receipt`}
      </h2>
      <nav aria-label={t`Pages`}>
        <Link href="/list" data-testid="receipt-back">
          {t`Back to the list`}
        </Link>
      </nav>
      {notFound ? (
        <NotFound back={{ href: '/info' }} />
      ) : (
        <LoadGate failed={failed} loading={!receipt} error={error} failedText={t`The receipt could not be loaded.`} onRetry={() => actor.send({ type: 'read.retry' })} errorTestId="receipt-error">
          {() => receipt && <ReceiptBody receipt={receipt} onChanged={reload} />}
        </LoadGate>
      )}
    </section>
  );
}

function ReceiptBody({ receipt: r, onChanged }: { receipt: ReceiptInfo; onChanged(): void }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return (
    <>
      <Section title={t`Receipt`} testId="receipt-fields-section">
        <DescriptionList
          testId="receipt-fields"
          items={[
            { key: 'inbound', label: t`Inbound`, value: <Link href={`/inboundInfo/${encodeURIComponent(r.inboundId)}`}>{r.inboundNo}</Link> },
            { key: 'request', label: t`Request no.`, value: r.requestNo },
            { key: 'warehouse', label: t`Platform warehouse`, value: r.warehouse },
            { key: 'received', label: t`Received at`, value: formatTime(r.receivedAt, locale) },
            { key: 'settleable', label: t`Settleable`, value: r.settleable ? t`Yes: no difference is open or disputed` : t`No: differences wait for an answer or a decision`, translated: true },
          ]}
        />
      </Section>
      <Section title={t`Lines`} testId="receipt-lines">
        <RecordTable
          label={t`Lines of the receipt`}
          rows={r.lines}
          rowKey={(l) => l.id}
          rowProps={(l) => ({ 'data-sku': l.sku })}
          columns={[
            { key: 'sku', header: t`Sku`, cell: (l) => `${l.sku} · ${l.skuName}`, rowHeader: true, noTranslate: true },
            { key: 'carton', header: t`Carton`, cell: (l) => l.cartonNo, noTranslate: true },
            { key: 'shipped', header: t`Shipped`, cell: (l) => formatQty(l.shipped, locale) },
            { key: 'good', header: t`Received good`, cell: (l) => formatQty(l.receivedGood, locale), testId: 'receipt-line-good' },
            { key: 'damaged', header: t`Damaged`, cell: (l) => formatQty(l.receivedDamaged, locale) },
            { key: 'price', header: t`Unit price`, cell: (l) => formatMoney(l.unitPrice, l.currency) },
          ]}
        />
      </Section>
      <Section title={t`Differences`} testId="receipt-differences">
        {r.differences.length === 0 ? (
          <p>{t`The warehouse received every unit as shipped: there is no difference.`}</p>
        ) : (
          r.differences.map((d) => <DifferenceCard key={`${d.id}-${d.version}`} difference={d} onChanged={onChanged} />)
        )}
      </Section>
    </>
  );
}

function DifferenceCard({ difference: d, onChanged }: { difference: DifferenceInfo; onChanged(): void }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const toast = useSuccessToast();
  const mayAct = useCanManage();
  const actor = useActorRef(differenceMachine.provide({ actions: { announceDone: (_, { action }) => (toast.done(action === 'accept' ? t`Difference accepted` : t`Difference disputed`, { subject: d.receiptNo }), onChanged()) } }), { input: { key: d.id } });
  const evidence = useActorRef(evidenceMachine.provide({ actions: { announceAttached: () => (toast.say('common.message.success'), onChanged()) } }), { input: { differenceId: d.id } });
  const busy = useSelector(evidence, (s) => s.hasTag('busy'));
  const problem = useSelector(evidence, (s) => s.context.problem);
  const evidenceError = useSelector(evidence, (s) => s.context.error);
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const loadError = useSelector(actor, (s) => s.context.error);
  const open = d.status === 'open';
  const choose = (target: 'carton' | 'line', onArrival: boolean) => (files: FileList | null) => files?.[0] && evidence.send({ type: 'evidence.fileChosen', file: files[0], target, onArrival, version: d.version, held: d.evidence.length });
  const problemText = problem === 'tooMany' ? t`A difference holds at most 5 photos.` : problem === 'tooLarge' ? t`The photo is larger than 5 MB.` : problem === 'notImage' ? t`Choose a photo (PNG, JPEG, GIF or WebP).` : null;
  const now = Date.now();
  return (
    <article className="receipt-difference" aria-labelledby={`receipt-difference-${d.id}`} data-testid="receipt-difference" data-type={d.type} data-status={d.status}>
      <h3 id={`receipt-difference-${d.id}`}>
        {receiptDifferenceTypeLabels.text(d.type, locale)} · <span translate="no">{d.sku}</span> · {formatQty(d.qty, locale)}
      </h3>
      <DescriptionList
        testId="receipt-difference-fields"
        items={[
          { key: 'status', label: t`Status`, value: <span data-testid="receipt-difference-status">{differenceStatusLabels.text(d.status, locale)}</span>, translated: true },
          { key: 'value', label: t`Value`, value: formatMoney(d.value, d.currency) },
          { key: 'window', label: t`Answer by`, value: `${formatTime(d.answerClosesAt, locale)}${open ? ` · ${countdown(d.answerClosesAt, now, i18n)}` : ''}` },
          { key: 'attempts', label: t`Attempts left`, value: formatQty(d.attemptsLeft, locale) },
          { key: 'carton', label: t`Carton`, value: t`${d.carton.cartonNo}: ${formatQty(d.carton.qty, locale)} units declared, ${d.carton.declaredKg} kg declared, ${d.carton.foundKg} kg found` },
          { key: 'tracking', label: t`Tracking`, value: `${d.trackingNo}${d.shipDate ? ` · ${d.shipDate}` : ''}` },
          { key: 'note', label: t`Dispute note`, value: d.disputeNote || '-' },
          { key: 'decision', label: t`Platform decision`, value: <span data-testid="receipt-difference-decision">{d.decision ? `${disputeDecisionLabels.text(d.decision, locale)}${d.decidedAt ? ` · ${formatTime(d.decidedAt, locale)}` : ''}` : '-'}</span>, translated: true },
        ]}
      />
      {d.evidence.length > 0 ? (
        <ul aria-label={t`Photos`} data-testid="receipt-difference-evidence">
          {d.evidence.map((e) => (
            <li key={e.id}>
              <a href={e.url} target="_blank" rel="noreferrer" translate="no">
                {e.fileName}
              </a>{' '}
              · {e.target === 'carton' ? t`on the carton` : t`on the line`}
            </li>
          ))}
        </ul>
      ) : null}
      {mayAct && open ? (
        <div className="receipt-evidence-actions">
          <FileTrigger acceptedFileTypes={['image/png', 'image/jpeg', 'image/gif', 'image/webp']} onSelect={choose('carton', false)}>
            <Button variant="secondary" isPending={busy} isDisabled={busy} testId="receipt-evidence-carton">
              {t`Add a carton photo`}
            </Button>
          </FileTrigger>
          <FileTrigger acceptedFileTypes={['image/png', 'image/jpeg', 'image/gif', 'image/webp']} onSelect={choose('line', d.type === 'damaged')}>
            <Button variant="secondary" isPending={busy} isDisabled={busy} testId="receipt-evidence-line">
              {d.type === 'damaged' ? t`Add a photo: damaged on arrival` : t`Add a photo of the line`}
            </Button>
          </FileTrigger>
          {problemText || evidenceError ? (
            <p className="field-error" role="alert" data-testid="receipt-evidence-problem">
              {problemText ?? errorText(evidenceError, t`The photo could not be attached.`)}
            </p>
          ) : null}
        </div>
      ) : null}
      {loadFailed ? <LoadFailure error={loadError} failedText={t`The difference could not be loaded.`} onRetry={() => actor.send({ type: 'record.retry' })} testId="receipt-difference-error" /> : null}
      <RecordActionsView
        actor={actor}
        spec={differenceSpec}
        texts={{
          accept: { label: t`Accept`, title: t`Accept this difference?`, message: t`The receipt stands as counted; the difference is yours to bear.` },
          dispute: {
            label: t`Dispute`,
            title: t`Dispute this difference`,
            message: t`Say what the warehouse missed; the photos attached go with it. The platform decides, and this uses one attempt.`,
            noteLabel: t`Note`,
            secondary: true,
          },
        }}
        toolbarLabel={t`Answer the difference`}
        testId="receipt-difference"
        refusedText={t`The server refused the answer.`}
      />
    </article>
  );
}
