// Pieces the new-product and goods-base screens share: the category picker (the platform's leaves,
// under their top category), the fields every new product has (category, title, brand, master sku,
// supply price), a category's attribute fields (a select's allowed values, a number's unit and
// accepted range), the names of what an item misses, and the words of a named field to fix.
import { useLingui } from '@lingui/react/macro';
import { isChinese } from '../../contract/kernel/labels';
import { attributeUnitLabels } from '../../contract/product/labels';
import type { Category, CategoryAttribute, ReadinessGap } from '../../contract/product/new-product';
import { priceOf } from '../../machines/product/applyForm.machine';
import { SelectField, TextField } from '../../ui/FormField';
import { CodePickerField } from '../generic/CodePickerField';

export const nameOf = (x: { nameEn: string; nameZh: string }, locale: string) => (isChinese(locale) ? x.nameZh : x.nameEn);

/** "Kitchen › Drinkware" in the user's language. */
export function categoryPath(categories: readonly Category[], code: string, locale: string): string {
  const c = categories.find((x) => x.code === code);
  if (!c) return code;
  const parent = categories.find((x) => x.code === c.parentCode);
  return parent ? `${nameOf(parent, locale)} › ${nameOf(c, locale)}` : nameOf(c, locale);
}

export function CategoryPicker(props: { categories: readonly Category[]; value: string; onChange(code: string): void; isDisabled?: boolean; errorMessage?: string | null; testId: string }) {
  const { t, i18n } = useLingui();
  return (
    <SelectField
      label={t`Category`}
      value={props.value || null}
      onChange={(v) => props.onChange(v ?? '')}
      options={props.categories.filter((c) => c.leaf).map((c) => ({ value: c.code, label: categoryPath(props.categories, c.code, i18n.locale) }))}
      placeholder={t`Pick a category`}
      isRequired
      isDisabled={props.isDisabled}
      errorMessage={props.errorMessage}
      testId={props.testId}
    />
  );
}

/** What a number attribute takes: its unit and range. */
export function useAttributeHint() {
  const { t, i18n } = useLingui();
  return (a: CategoryAttribute): string | undefined => {
    const unit = a.unit ? attributeUnitLabels.textOfAny(a.unit, i18n.locale) : '';
    if (a.type !== 'number') return undefined;
    if (a.min !== null && a.max !== null) return unit ? t`In ${unit}, accepted from ${a.min} to ${a.max}` : t`Accepted from ${a.min} to ${a.max}`;
    return unit ? t`In ${unit}` : undefined;
  };
}

export function AttributeField(props: { attribute: CategoryAttribute; value: string; onChange(value: string): void; isDisabled?: boolean; errorMessage?: string | null; testId: string }) {
  const { t, i18n } = useLingui();
  const hint = useAttributeHint();
  const a = props.attribute;
  const label = nameOf(a, i18n.locale);
  if (a.type === 'select')
    return (
      <SelectField
        label={label}
        value={props.value || null}
        onChange={(v) => props.onChange(v ?? '')}
        options={a.options.map((o) => ({ value: o.value, label: isChinese(i18n.locale) ? o.zh : o.en }))}
        placeholder={t`Choose`}
        isRequired={a.required}
        isDisabled={props.isDisabled}
        errorMessage={props.errorMessage}
        testId={props.testId}
      />
    );
  return (
    <TextField
      label={label}
      description={hint(a)}
      value={props.value}
      onChange={props.onChange}
      isRequired={a.required}
      isDisabled={props.isDisabled}
      errorMessage={props.errorMessage}
      maxLength={100}
      testId={props.testId}
    />
  );
}

/** The names of what an item misses, in the user's language. */
export function useGapNames() {
  const { t, i18n } = useLingui();
  return (gaps: readonly ReadinessGap[]): string[] =>
    gaps.map((g) => {
      switch (g.field) {
        case 'attribute':
          return nameOf(g.attribute, i18n.locale);
        case 'attributeValue':
          return t`${nameOf(g.attribute, i18n.locale)} (not a valid value)`;
        case 'category':
          return t`Category`;
        case 'title':
          return t`Title`;
        case 'brand':
          return t`Brand`;
        case 'sku':
          return t`Master sku`;
        case 'supplyPrice':
          return t`Supply price`;
      }
    });
}

/** A field the platform named ('title', 'categoryCode', 'attributes.<code>') in the user's language. */
export function useFixFieldName(categories: readonly Category[], categoryCode: string) {
  const { t, i18n } = useLingui();
  return (field: string): string => {
    if (field === 'title') return t`Title`;
    if (field === 'categoryCode') return t`Category`;
    const code = field.replace(/^attributes\./, '');
    const a = categories.find((c) => c.code === categoryCode)?.attributes.find((x) => x.code === code);
    return a ? nameOf(a, i18n.locale) : code;
  };
}

export type ProductBaseField = 'categoryCode' | 'title' | 'brand' | 'skuCode' | 'supplyPrice';

/**
 * The fields of a new product, as the new-product item and the goods-base form both ask them:
 * test ids `<testIdPrefix>-category`, `-title`, `-brand`, `-sku` and `-price`.
 */
export function ProductBaseFields(props: {
  categories: readonly Category[];
  values: Readonly<Record<ProductBaseField, string>>;
  onChange(field: ProductBaseField, value: string): void;
  showProblems: boolean;
  isDisabled: boolean;
  testIdPrefix: string;
}) {
  const { t } = useLingui();
  const { values: v, isDisabled: disabled, testIdPrefix: id } = props;
  const change = (field: ProductBaseField) => (value: string) => props.onChange(field, value);
  const required = (empty: boolean) => (props.showProblems && empty ? t`Required.` : null);
  const badPrice = v.supplyPrice.trim() !== '' && priceOf(v.supplyPrice) === null;
  return (
    <>
      <CategoryPicker categories={props.categories} value={v.categoryCode} onChange={change('categoryCode')} isDisabled={disabled} errorMessage={required(!v.categoryCode)} testId={`${id}-category`} />
      <TextField label={t`Title`} value={v.title} onChange={change('title')} maxLength={200} isRequired isDisabled={disabled} errorMessage={required(!v.title.trim())} testId={`${id}-title`} />
      <TextField label={t`Brand`} value={v.brand} onChange={change('brand')} maxLength={64} isRequired isDisabled={disabled} errorMessage={required(!v.brand.trim())} testId={`${id}-brand`} />
      <CodePickerField kind="sku" label={t`Master sku`} value={v.skuCode} onValueChange={change('skuCode')} isRequired isDisabled={disabled} errorMessage={required(!v.skuCode.trim())} testId={`${id}-sku`} />
      <TextField
        label={t`Supply price`}
        value={v.supplyPrice}
        onChange={change('supplyPrice')}
        isRequired
        isDisabled={disabled}
        errorMessage={badPrice ? t`A positive number with up to 5 decimals.` : required(v.supplyPrice.trim() === '')}
        testId={`${id}-price`}
      />
    </>
  );
}
