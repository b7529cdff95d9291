// One field of a record form, for any descriptor: the control of its kind (text, number, select,
// textarea, checkbox) with label, hint, error and length limit, and how its value reads in the
// record's view. A select takes its options from an option dictionary the machine loaded
// (field.optionName) or from a list the screen loaded at run time (field.source, by that key).
import type { I18n } from '@lingui/core';
import { CheckboxField, NumberField, SelectField, TextAreaField, TextField, type SelectOption } from '../../ui/FormField';
import { labelOf, type LabelledOption } from '../../contract/kernel/rules';
import type { FormFieldSpec } from '../../resources/types';
import { texts } from './labels';

/** Select options a screen loaded at run time, by the fields' `source` (already in the user's language). */
export type RuntimeOptions = Partial<Record<string, SelectOption[]>>;

/** Option dictionaries the detail machine loaded, by name. */
export type Dictionaries = Record<string, LabelledOption[]>;

export const optionList = (options: readonly LabelledOption[] | undefined, i18n: I18n): SelectOption[] =>
  (options ?? []).map((o) => ({ value: String(o.value), label: (i18n.locale === 'zh-CN' && o.labelZh) || o.label }));

/** The options of a select field: its run-time list, or its dictionary (only the values it allows). */
export function fieldOptions(field: Pick<FormFieldSpec, 'source' | 'optionName' | 'optionValues'>, dictionaries: Dictionaries, runtime: RuntimeOptions, i18n: I18n): SelectOption[] {
  if (field.source) return runtime[field.source] ?? [];
  const all = optionList(field.optionName ? dictionaries[field.optionName] : [], i18n);
  const allowed = field.optionValues;
  return allowed ? all.filter((o) => allowed.includes(o.value)) : all;
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/** A value as the record's view shows it (option labels, yes/no); '' when empty. */
export function shownValue(field: Pick<FormFieldSpec, 'kind' | 'source' | 'optionName'>, value: unknown, dictionaries: Dictionaries, runtime: RuntimeOptions, i18n: I18n): string {
  if (field.kind === 'select' && field.source) return isEmpty(value) ? '' : (runtime[field.source]?.find((o) => o.value === String(value))?.label ?? String(value));
  if (field.kind === 'select' && field.optionName) return isEmpty(value) ? '' : labelOf(dictionaries[field.optionName], value, i18n.locale);
  if (field.kind === 'checkbox') return value === true ? i18n._(texts.yes) : value === false ? i18n._(texts.no) : '';
  return isEmpty(value) ? '' : String(value);
}

export interface FieldControlProps {
  field: FormFieldSpec;
  value: unknown;
  onChange(value: unknown): void;
  /** Translated error (null: valid). */
  error: string | null;
  options: SelectOption[];
  readOnly: boolean;
  i18n: I18n;
  testId: string;
}

export function FieldControl({ field, value, onChange, error, options, readOnly, i18n, testId }: FieldControlProps) {
  const common = {
    label: i18n._(field.label),
    description: field.hint ? i18n._(field.hint) : undefined,
    errorMessage: error,
    isRequired: field.required,
    isReadOnly: readOnly,
    // a select cannot be read-only in RAC: disabled keeps its value from changing
    isDisabled: readOnly && field.kind === 'select',
    name: field.name,
    testId,
  };
  const text = isEmpty(value) ? '' : String(value);
  switch (field.kind) {
    case 'number':
      return <NumberField {...common} value={typeof value === 'number' ? value : null} onChange={onChange} />;
    case 'select':
      return <SelectField {...common} value={isEmpty(value) ? null : text} onChange={onChange} options={options} />;
    case 'textarea':
      return <TextAreaField {...common} maxLength={field.maxLength} value={typeof value === 'string' ? value : ''} onChange={onChange} />;
    case 'checkbox':
      return <CheckboxField {...common} value={value === true} onChange={onChange} />;
    default:
      return <TextField {...common} maxLength={field.maxLength} value={text} onChange={onChange} />;
  }
}
