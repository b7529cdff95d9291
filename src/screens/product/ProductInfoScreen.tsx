// /product/info/:id?: one product's extended attributes (docs/domain/products.md "Product master
// list and extended attributes"): the product, the subcategory chosen, each attribute's value and
// what is still missing; "Edit attributes" opens the form of the subcategory's attributes (checked
// before sending, saved with the version read). Without an id: a picker of the supplier's products.
// A thin view over productAttributes.machine.ts.
import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { isChinese } from '../../contract/kernel/labels';
import { productStatusLabels } from '../../contract/product/labels';
import type { AttributeProblemKind, ProductAttributes } from '../../contract/product/master';
import { productAttributesMachine } from '../../machines/product/productAttributes.machine';
import { Button } from '../../ui/Button';
import { DescriptionList } from '../../ui/DescriptionList';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { RecordTable } from '../../ui/RecordTable';
import { Section } from '../../ui/Section';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { CodePickerField } from '../generic/CodePickerField';
import { LoadGate } from '../LoadGate';
import { AttributeField, CategoryPicker, categoryPath, nameOf, useAttributeHint } from './ApplyFields';
import './product-master.css';

export function ProductInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  return id ? <ProductInfo key={id} id={id} /> : <ChooseProduct />;
}

/** Without an id: the supplier's products by code or title; the one chosen opens. */
function ChooseProduct() {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [, navigate] = useLocation();
  return (
    <section className="detail-screen" aria-labelledby="product-info-title" data-testid="product-info">
      <h2 id="product-info-title">{t`Product attributes`}</h2>
      <div className="product-master-picker">
        <CodePickerField kind="product" label={t`Product`} value={code} onValueChange={setCode} testId="product-pick" />
        <Button variant="secondary" isDisabled={!code.trim()} onPress={() => navigate(`/info/${encodeURIComponent(code.trim())}`)} testId="product-pick-open">
          {t`Open`}
        </Button>
      </div>
      <EmptyState title={t`No product chosen`} description={t`Choose one above, or open one from the product list.`} testId="product-none" />
    </section>
  );
}

function ProductInfo({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const mayAct = useCanManage();
  const toast = useSuccessToast();
  const actor = useActorRef(productAttributesMachine.provide({ actions: { announceSaved: () => toast.saved() } }), { input: { productId: id } });
  const s = useSelector(actor, (snap) => snap);
  const a = s.context.attributes;
  return (
    <section className="detail-screen" aria-labelledby="product-info-title" data-testid="product-info">
      <h2 id="product-info-title" translate="no">
        {a ? `${a.product.title} (${a.product.productCode})` : t`Product attributes`}
      </h2>
      <LoadGate
        failed={s.matches('loadFailed')}
        loading={!a}
        error={s.context.error}
        failedText={t`The product could not be loaded.`}
        onRetry={() => actor.send({ type: 'attributes.retry' })}
        back={{ href: '/list', label: t`Back to the product list` }}
        errorTestId="product-info-error"
      >
        {() =>
          a && (
            <>
              <Section title={t`Product`} testId="product-info-fields">
                <DescriptionList
                  items={[
                    { key: 'code', label: t`Product code`, value: a.product.productCode },
                    { key: 'brand', label: t`Brand`, value: a.product.brand },
                    { key: 'category', label: t`Category`, value: a.product.category },
                    { key: 'channel', label: t`Channel`, value: a.product.cartName },
                    { key: 'status', label: t`Status`, value: productStatusLabels.text(a.product.status, i18n.locale), translated: true },
                  ]}
                />
                <Link href={`/platformInfo/${encodeURIComponent(a.product.id)}`} data-testid="product-info-platform">
                  {t`Skus and prices`}
                </Link>
              </Section>
              <AttributesSection attributes={a} mayAct={mayAct} actor={actor} />
            </>
          )
        }
      </LoadGate>
    </section>
  );
}

type Actor = ReturnType<typeof useActorRef<typeof productAttributesMachine>>;

function AttributesSection({ attributes: a, mayAct, actor }: { attributes: ProductAttributes; mayAct: boolean; actor: Actor }) {
  const { t, i18n } = useLingui();
  const hint = useAttributeHint();
  const s = useSelector(actor, (snap) => snap);
  const form = s.context.form;
  const chosen = a.categories.find((c) => c.code === a.categoryCode);
  const top = a.categories.find((c) => !c.leaf);
  const shown = chosen?.attributes ?? top?.attributes ?? [];
  const valueText = (code: string) => {
    const v = a.values[code] ?? '';
    const attr = shown.find((x) => x.code === code);
    const option = attr?.options.find((o) => o.value === v);
    return option ? (isChinese(i18n.locale) ? option.zh : option.en) : v;
  };
  const missingNames = a.missing.map((code) => {
    const attr = shown.find((x) => x.code === code);
    return attr ? nameOf(attr, i18n.locale) : code;
  });
  const problemText = (p: AttributeProblemKind | undefined, code: string): string | null => {
    if (!p) return null;
    const attr = a.categories.find((c) => c.code === form?.categoryCode)?.attributes.find((x) => x.code === code);
    return { category: t`Choose a subcategory.`, unknown: t`Not an attribute of this subcategory.`, notNumber: t`Enter a number.`, notOption: t`Choose one of the values.`, outOfRange: (attr && hint(attr)) ?? t`Out of the accepted range.`, tooLong: t`Too long.` }[p];
  };
  const formLeaf = form ? a.categories.find((c) => c.code === form.categoryCode) : undefined;
  return (
    <Section title={t`Extended attributes`} testId="product-attributes">
      {s.matches('stale') ? (
        <ErrorState message={s.context.error?.message ?? ''} retryLabel={t`Reload`} onRetry={() => actor.send({ type: 'attributes.reload' })} testId="product-attributes-stale" />
      ) : form ? (
        <form noValidate onSubmit={(e) => (e.preventDefault(), actor.send({ type: 'attributes.save' }))} data-testid="product-attributes-form">
          <div className="product-master-form">
            <CategoryPicker
              categories={a.categories}
              value={form.categoryCode}
              onChange={(code) => actor.send({ type: 'attributes.categoryChanged', categoryCode: code })}
              errorMessage={problemText(s.context.problems.categoryCode, 'categoryCode')}
              testId="product-attributes-category"
            />
            {(formLeaf?.attributes ?? []).map((attr) => (
              <AttributeField
                key={attr.code}
                attribute={attr}
                value={form.values[attr.code] ?? ''}
                onChange={(value) => actor.send({ type: 'attributes.valueChanged', code: attr.code, value })}
                errorMessage={problemText(s.context.problems[attr.code], attr.code)}
                testId={`product-attribute-${attr.code}`}
              />
            ))}
          </div>
          {s.context.error ? (
            <p className="field-error" role="alert" data-testid="product-attributes-error">
              {s.context.error.message}
            </p>
          ) : null}
          <div className="product-master-actions">
            <Button type="submit" isPending={s.hasTag('busy')} testId="product-attributes-save">
              {t`Save`}
            </Button>
            <Button variant="secondary" isDisabled={s.hasTag('busy')} onPress={() => actor.send({ type: 'attributes.cancel' })} testId="product-attributes-cancel">
              {t`Cancel`}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p data-testid="product-attributes-subcategory">
            {chosen ? t`Subcategory: ${categoryPath(a.categories, chosen.code, i18n.locale)}` : t`No subcategory chosen yet: the category's attributes apply.`}
          </p>
          <p role="status" data-testid="product-attributes-missing">
            {missingNames.length ? t`Missing: ${missingNames.join(isChinese(i18n.locale) ? '、' : ', ')}` : t`Every required attribute has a value.`}
          </p>
          <RecordTable
            label={t`Extended attributes`}
            rows={shown}
            rowKey={(r) => r.code}
            rowProps={(r) => ({ 'data-testid': 'product-attribute-row', 'data-code': r.code })}
            columns={[
              { key: 'name', header: t`Attribute`, cell: (r) => nameOf(r, i18n.locale), rowHeader: true },
              { key: 'value', header: t`Value`, cell: (r) => valueText(r.code) || '—', noTranslate: (r) => !!a.values[r.code], testId: 'product-attribute-value' },
              { key: 'required', header: t`Required`, cell: (r) => (r.required ? t`Yes` : t`No`) },
            ]}
          />
          {mayAct ? (
            <div className="product-master-actions">
              <Button onPress={() => actor.send({ type: 'attributes.edit' })} testId="product-attributes-edit">
                {t`Edit attributes`}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Section>
  );
}
