// /product/createApplyNewProduct (?batch=<code> continues a draft): a batch of new-product
// applications for one channel, item by item: the category (picked from the platform's tree), its
// attributes, title, brand, master sku (a picker of the supplier's skus) and supply price. Each item
// shows what it still misses, by name; "Save draft" keeps the batch, "Submit" sends it for review
// and opens it. A thin view over applyForm.machine.ts.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { isChinese } from '../../contract/kernel/labels';
import { APPLY_ITEMS_MAX, attributesOf } from '../../contract/product/new-product';
import { applyFormMachine, formGaps, type ApplyItemForm } from '../../machines/product/applyForm.machine';
import { Button } from '../../ui/Button';
import { Section } from '../../ui/Section';
import { Toolbar } from '../../ui/Toolbar';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { errorText } from '../errorText';
import { CodePickerField } from '../generic/CodePickerField';
import { ProductFormFrame } from './ProductFormFrame';
import { AttributeField, ProductBaseFields, useGapNames } from './ApplyFields';

export function CreateApplyScreen() {
  const batchCode = new URLSearchParams(useSearch()).get('batch');
  return <CreateApply key={batchCode ?? 'new'} batchCode={batchCode} />;
}

function CreateApply({ batchCode }: { batchCode: string | null }) {
  const { t } = useLingui();
  const toast = useSuccessToast();
  const [, navigate] = useLocation();
  const mayAct = useCanManage();
  const actor = useActorRef(
    applyFormMachine.provide({
      actions: {
        announceSaved: () => toast.say('common.message.saveSuccess'),
        announceSubmitted: ({ context }) => {
          toast.say('common.message.submit');
          if (context.batch) navigate(`/applyNewProductInfo/${encodeURIComponent(context.batch.batchCode)}`);
        },
      },
    }),
    { input: { batchCode } },
  );
  const s = useSelector(actor, (snap) => snap);
  const c = s.context;
  const busy = s.hasTag('busy');
  const gaps = formGaps(c);
  const gapNames = useGapNames();
  const missingCart = c.showProblems && c.cartCode.trim() === '';
  return (
    <ProductFormFrame
      testId="apply-create"
      title={c.batchCode ? t`New product application ${c.batchCode}` : t`New product application`}
      backHref="/applyNewProductList"
      gate={{
        failed: s.matches('loadFailed'),
        loading: s.matches('loading'),
        error: c.error,
        failedText: t`The categories could not be loaded.`,
        onRetry: () => actor.send({ type: 'form.retry' }),
      }}
    >
      {() => (
        <form noValidate onSubmit={(e) => e.preventDefault()} aria-busy={busy || undefined}>
          <Section title={t`Channel`} testId="apply-create-channel">
            <CodePickerField
              kind="shop"
              label={t`Channel (shop)`}
              value={c.cartCode}
              onValueChange={(value) => actor.send({ type: 'form.cartChanged', value })}
              isRequired
              isDisabled={!mayAct || busy}
              errorMessage={missingCart ? t`Pick the channel the items are for.` : null}
              testId="apply-create-cart"
            />
          </Section>
          {c.items.map((item, index) => (
            <ItemCard
              key={index}
              index={index}
              item={item}
              count={c.items.length}
              categories={c.categories}
              missing={gapNames(gaps[index])}
              showProblems={c.showProblems}
              disabled={!mayAct || busy}
              send={actor.send}
            />
          ))}
          {c.error && !s.matches('loadFailed') ? (
            <p className="notice error" role="alert" data-testid="apply-create-refused">
              {errorText(c.error, t`The application could not be saved.`)}
            </p>
          ) : null}
          {mayAct ? (
            <Toolbar ariaLabel={t`Application actions`}>
              <Button variant="secondary" onPress={() => actor.send({ type: 'form.itemAdded' })} isDisabled={busy || c.items.length >= APPLY_ITEMS_MAX} testId="apply-create-add">
                {t`Add an item`}
              </Button>
              <Button variant="secondary" onPress={() => actor.send({ type: 'form.saveRequested' })} isDisabled={busy} testId="apply-create-save">
                {t`Save draft`}
              </Button>
              <Button onPress={() => actor.send({ type: 'form.submitRequested' })} isDisabled={busy} testId="apply-create-submit">
                {busy ? t`Working…` : t`Submit for review`}
              </Button>
            </Toolbar>
          ) : null}
        </form>
      )}
    </ProductFormFrame>
  );
}

type Send = ReturnType<typeof useActorRef<typeof applyFormMachine>>['send'];

function ItemCard(props: {
  index: number;
  item: ApplyItemForm;
  count: number;
  categories: Parameters<typeof attributesOf>[0];
  missing: string[];
  showProblems: boolean;
  disabled: boolean;
  send: Send;
}) {
  const { t, i18n } = useLingui();
  const { index, item, send, disabled } = props;
  const missing = props.missing.join(isChinese(i18n.locale) ? '、' : ', ');
  const n = index + 1;
  const required = (empty: boolean) => (props.showProblems && empty ? t`Required.` : null);
  return (
    <Section
      title={t`Item ${n}`}
      testId="apply-item"
      actions={
        props.count > 1 && !disabled ? (
          <Button variant="secondary" onPress={() => send({ type: 'form.itemRemoved', index })} testId="apply-item-remove">
            {t`Remove item ${n}`}
          </Button>
        ) : null
      }
    >
      <div className="form-grid">
        <ProductBaseFields
          categories={props.categories}
          values={item}
          onChange={(field, value) => send({ type: 'form.itemChanged', index, field, value })}
          showProblems={props.showProblems}
          isDisabled={disabled}
          testIdPrefix="apply-item"
        />
        {attributesOf(props.categories, item.categoryCode).map((a) => (
          <AttributeField
            key={a.code}
            attribute={a}
            value={item.attributes[a.code] ?? ''}
            onChange={(value) => send({ type: 'form.attributeChanged', index, code: a.code, value })}
            isDisabled={disabled}
            errorMessage={required(a.required && !(item.attributes[a.code] ?? '').trim())}
            testId={`apply-item-attr-${a.code}`}
          />
        ))}
      </div>
      <p className={props.missing.length ? 'notice warning' : 'notice success'} role="status" data-testid="apply-item-readiness">
        {props.missing.length ? t`Missing: ${missing}` : t`Ready to submit`}
      </p>
    </Section>
  );
}
