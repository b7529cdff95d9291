// /product/applyNewProductInfo/:batchCode: one batch of new-product applications with its items,
// each with its status, whose turn it is, the platform's reason and the fields to fix; a returned
// item is fixed and resubmitted in a dialog where only the named fields are open (FixDialog over
// applyFix.machine.ts); an approved one links to the platform product it became; a draft batch is
// continued in the form. The batch is the generic detail machine's read-only record
// (applySources.ts), read again while an item waits for the platform.
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import { formatMoney } from '../../contract/kernel/rules';
import { applyBatchStatusLabels, applyItemStatusLabels, applyReasonCodeLabels, attributeUnitLabels } from '../../contract/product/labels';
import type { ApplyItem } from '../../contract/product/new-product';
import { detailMachine } from '../../machines/generic/detail.machine';
import { applyBatchSource, type BatchWithCategories } from '../../machines/product/applySources';
import { applyFixMachine } from '../../machines/product/applyFix.machine';
import { Button } from '../../ui/Button';
import { DescriptionList } from '../../ui/DescriptionList';
import { Section } from '../../ui/Section';
import { StatusBadge, type BadgeTone } from '../../ui/StatusBadge';
import { Toolbar } from '../../ui/Toolbar';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { formatTime } from '../format';
import { LoadGate } from '../LoadGate';
import { categoryPath, nameOf, useFixFieldName } from './ApplyFields';
import { FixDialog } from './FixDialog';

export function ApplyInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const code = params.batchCode ? decodeURIComponent(params.batchCode) : null;
  if (!code) return <Redirect to="/applyNewProductList" replace />;
  return <ApplyInfo key={code} batchCode={code} />;
}

const tones: Record<ApplyItem['status'], BadgeTone> = { draft: 'neutral', inReview: 'info', approved: 'success', returned: 'warning', rejected: 'danger' };

function ApplyInfo({ batchCode }: { batchCode: string }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const mayAct = useCanManage();
  const actor = useActorRef(detailMachine, { input: { id: batchCode, source: applyBatchSource } });
  const reload = () => actor.send({ type: 'detail.reloadRequested' });
  const fix = useActorRef(
    applyFixMachine.provide({
      actions: {
        announceFixed: () => {
          toast.say('common.message.submit');
          reload();
        },
      },
    }),
  );
  const detail = useSelector(actor, (s) => s.context.detail as unknown as BatchWithCategories | null);
  const loadFailed = useSelector(actor, (s) => s.matches('failed') || s.matches('notFound'));
  const error = useSelector(actor, (s) => s.context.error);
  const viewing = useSelector(actor, (s) => s.matches('viewing'));
  // an item waiting for the platform: read the batch again now and then (the review is a job)
  const waiting = !!detail && detail.batch.items.some((i) => i.status === 'inReview' && i.reviewDueAt !== null && Date.parse(i.reviewDueAt) - Date.now() < 120_000);
  useEffect(() => {
    if (!waiting || !viewing) return;
    const timer = setTimeout(() => actor.send({ type: 'detail.reloadRequested' }), 1000);
    return () => clearTimeout(timer);
  }, [waiting, viewing, actor, detail]);
  const b = detail?.batch;
  return (
    <section className="detail-screen" aria-labelledby="apply-title" data-testid="apply-batch">
      <h2 id="apply-title">{t`New product batch ${batchCode}`}</h2>
      <nav aria-label={t`Pages`}>
        <Link href="/applyNewProductList" data-testid="apply-back">
          {t`Back to the list`}
        </Link>
      </nav>
      <Toolbar ariaLabel={t`Batch actions`}>
        <Button variant="secondary" onPress={reload} testId="apply-reload">
          {t`Refresh`}
        </Button>
        {b && b.status === 'draft' && mayAct ? (
          <Link href={`/createApplyNewProduct?batch=${encodeURIComponent(b.batchCode)}`} className="button" data-testid="apply-continue">
            {t`Continue the draft`}
          </Link>
        ) : null}
      </Toolbar>
      <LoadGate
        failed={loadFailed}
        loading={!detail}
        error={error}
        failedText={t`The batch could not be loaded.`}
        onRetry={() => actor.send({ type: 'detail.retry' })}
        back={{ href: '/applyNewProductList' }}
        errorTestId="apply-error"
      >
        {() =>
          detail &&
          b && (
            <>
              <Section title={t`Batch`} testId="apply-batch-section">
                <DescriptionList
                  testId="apply-batch-fields"
                  items={[
                    { key: 'status', label: t`Whose turn`, value: applyBatchStatusLabels.text(b.status, i18n.locale), translated: true },
                    { key: 'channel', label: t`Channel`, value: b.cartName },
                    { key: 'platform', label: t`Platform`, value: b.platformCode },
                    { key: 'items', label: t`Items`, value: String(b.itemCount) },
                    { key: 'created', label: t`Created at`, value: formatTime(b.createdAt, i18n.locale) },
                    { key: 'by', label: t`Created by`, value: b.createdBy },
                  ]}
                />
              </Section>
              {b.items.map((item) => (
                <ItemSection key={item.id} item={item} detail={detail} mayAct={mayAct} onFix={() => fix.send({ type: 'fix.opened', item, categories: detail.categories })} />
              ))}
            </>
          )
        }
      </LoadGate>
      <FixDialog actor={fix} />
    </section>
  );
}

function ItemSection({ item, detail, mayAct, onFix }: { item: ApplyItem; detail: BatchWithCategories; mayAct: boolean; onFix(): void }) {
  const { t, i18n } = useLingui();
  const fieldName = useFixFieldName(detail.categories, item.categoryCode);
  const n = item.lineNo;
  const count = item.fixFields.length;
  const turn = {
    draft: t`Draft: yours to submit`,
    inReview: t`Waiting for the platform (about 2 days)`,
    returned: t`Your action: ${plural(count, { one: 'fix # field', other: 'fix # fields' })}`,
    approved: t`Approved: listed as a platform product`,
    rejected: t`Rejected for good: the item cannot be listed`,
  }[item.status];
  const attributes = detail.categories.find((c) => c.code === item.categoryCode)?.attributes ?? [];
  return (
    <Section
      title={t`Item ${n}`}
      testId="apply-batch-item"
      actions={
        item.status === 'returned' && mayAct ? (
          <Button onPress={onFix} testId="apply-item-fix">
            {t`Fix and resubmit`}
          </Button>
        ) : null
      }
    >
      <p className="whose-turn" data-testid="apply-item-turn" data-status={item.status}>
        <StatusBadge tone={tones[item.status]}>{applyItemStatusLabels.text(item.status, i18n.locale)}</StatusBadge> {turn}
        {item.reasonCode ? <span data-testid="apply-item-reason"> {applyReasonCodeLabels.text(item.reasonCode, i18n.locale)}</span> : null}
      </p>
      {item.status === 'returned' && count ? (
        <p className="notice warning" data-testid="apply-item-fix-fields">
          {t`Fields to fix: ${item.fixFields.map(fieldName).join(i18n.locale.startsWith('zh') ? '、' : ', ')}`}
        </p>
      ) : null}
      {item.productId ? (
        <p>
          <Link href={`/platformInfo/${encodeURIComponent(item.productId)}`} data-testid="apply-item-product">
            {t`Open the platform product`}
          </Link>
        </p>
      ) : null}
      <DescriptionList
        testId="apply-item-fields"
        items={[
          { key: 'title', label: t`Title`, value: item.title },
          { key: 'category', label: t`Category`, value: item.categoryCode ? categoryPath(detail.categories, item.categoryCode, i18n.locale) : '', translated: true },
          { key: 'brand', label: t`Brand`, value: item.brand },
          { key: 'sku', label: t`Master sku`, value: item.skuCode ? `${item.skuCode} · ${item.skuName}` : '' },
          { key: 'price', label: t`Supply price`, value: item.supplyPrice === null ? '' : formatMoney(item.supplyPrice, detail.batch.currency) },
          ...attributes.map((a) => {
            const raw = item.attributes[a.code] ?? '';
            const option = a.options.find((o) => o.value === raw);
            return { key: `attr-${a.code}`, label: nameOf(a, i18n.locale), value: option ? (i18n.locale.startsWith('zh') ? option.zh : option.en) : raw ? `${raw}${a.unit ? ` ${attributeUnitLabels.textOfAny(a.unit, i18n.locale)}` : ''}` : '' };
          }),
        ]}
      />
    </Section>
  );
}
