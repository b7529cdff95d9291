// The record and settings forms of the asset group over the generic detail machine: the values
// as a description list (money in the record's currency, percent units, option labels), the form
// with field errors from the descriptor's schema, save, delete with a confirmation, the
// stale-version notice with a reload (SYS_CONFLICT or ASSET_STALE_VERSION) and the server's rule
// errors, and the unsaved-changes guard. Select fields take their options from a dictionary or
// from lists the screen holds (carriers, ports, trunk lines). A thin view over the machine.
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DescriptionList } from '../../ui/DescriptionList';
import { ErrorState } from '../../ui/ErrorState';
import { CheckboxField, NumberField, SelectField, TextAreaField, TextField, type SelectOption } from '../../ui/FormField';
import { Toolbar } from '../../ui/Toolbar';
import { formatMoney, formatPercent, labelOf, type LabelledOption } from '../../contract/rules';
import type { AssetField, AssetOptionSource } from '../../resources/asset/fields';
import type { Row } from '../../machines/generic/types';
import { assetErrorText, isStale, t } from './texts';
import { useLeaveGuard, type DetailRef } from './useAssetDetail';

export type OptionSources = Partial<Record<AssetOptionSource, SelectOption[]>>;

export interface ExtraContext {
  values: Row;
  detail: Row | null;
  set(name: string, value: unknown): void;
  fieldErrors: Record<string, string>;
}

export interface AssetFormProps {
  detail: DetailRef;
  fields: AssetField[];
  sources?: OptionSources;
  /** The binding fields are read-only (the channel is used by carts). */
  bindingLocked?: boolean;
  canEdit?: boolean;
  canDelete?: boolean;
  /** Shown above the values and the form. */
  notice?: ReactNode;
  /** More content after the fields (e.g. the additional charges of a logistics cost). */
  renderExtra?(mode: 'view' | 'edit', ctx: ExtraContext): ReactNode;
  testId: string;
}

/** A percent in percent units (12.5 = 12.5 %) as the spec's percent display. */
export const percentUnits = (v: unknown): string => (v === null || v === undefined || v === '' ? '' : formatPercent(Number(v) / 100));
/** Money in its currency; empty stays empty (the list shows a dash). */
export const money = (v: unknown, currency: unknown): string => (v === null || v === undefined || v === '' ? '' : formatMoney(v, typeof currency === 'string' ? currency : null));

export function formatDateTime(value: unknown, locale: string): string {
  if (typeof value !== 'string' || !value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

export const optionList = (options: readonly LabelledOption[] | undefined, i18n: I18n): SelectOption[] =>
  (options ?? []).map((o) => ({ value: String(o.value), label: (i18n.locale === 'zh-CN' && o.labelZh) || o.label }));

function shown(field: AssetField, values: Row, detail: Row | null, options: Record<string, LabelledOption[]>, sources: OptionSources, i18n: I18n): string {
  const value = field.viewOnly ? detail?.[field.name] : values[field.name];
  if (field.display === 'money') return money(value, values[field.currencyField ?? 'currency'] ?? detail?.[field.currencyField ?? 'currency']);
  if (field.display === 'percent') return percentUnits(value);
  if (field.display === 'datetime') return formatDateTime(value, i18n.locale);
  if (field.kind === 'select' && field.source) return value ? (sources[field.source]?.find((o) => o.value === value)?.label ?? String(value)) : '';
  if (field.kind === 'select' && field.optionName) return value ? labelOf(options[field.optionName], value, i18n.locale) : '';
  if (field.kind === 'checkbox') return value === true ? i18n._(t.yes) : value === false ? i18n._(t.no) : '';
  return value === null || value === undefined ? '' : String(value);
}

export function AssetForm(props: AssetFormProps) {
  const { detail, testId } = props;
  const { i18n } = useLingui();
  const state = useSelector(detail, (s) => s.value);
  const error = useSelector(detail, (s) => s.context.error);
  useLeaveGuard(detail);
  if (state === 'failed') {
    return <ErrorState message={error?.message || i18n._(t.loadFailed)} retryLabel={i18n._(t.retry)} onRetry={() => detail.send({ type: 'detail.retry' })} testId={`${testId}-error`} />;
  }
  if (state === 'loading') {
    return (
      <p className="state" role="status" data-testid={`${testId}-loading`}>
        {i18n._(t.loading)}
      </p>
    );
  }
  return (
    <div data-testid={testId}>
      {props.notice}
      {state === 'viewing' || state === 'confirmingDelete' || state === 'deleting' ? <Viewing {...props} /> : <Editing {...props} />}
    </div>
  );
}

function Viewing({ detail, fields, sources = {}, canEdit = true, canDelete = false, renderExtra, testId }: AssetFormProps) {
  const { i18n } = useLingui();
  const record = useSelector(detail, (s) => s.context.detail);
  const source = useSelector(detail, (s) => s.context.source);
  const values = source.fromDetail(record);
  const options = useSelector(detail, (s) => s.context.options);
  const error = useSelector(detail, (s) => s.context.error);
  const asking = useSelector(detail, (s) => s.matches('confirmingDelete') || s.matches('deleting'));
  const deleting = useSelector(detail, (s) => s.matches('deleting'));
  return (
    <>
      <Toolbar ariaLabel={i18n._(t.actions)}>
        {canEdit ? (
          <Button onPress={() => detail.send({ type: 'detail.editRequested' })} testId={`${testId}-edit`}>
            {i18n._(t.edit)}
          </Button>
        ) : null}
        {canDelete ? (
          <Button variant="danger" onPress={() => detail.send({ type: 'detail.deleteRequested' })} testId={`${testId}-delete`}>
            {i18n._(t.delete)}
          </Button>
        ) : null}
        <Button variant="secondary" onPress={() => detail.send({ type: 'detail.reloadRequested' })} testId={`${testId}-reload`}>
          {i18n._(t.reload)}
        </Button>
      </Toolbar>
      <DescriptionList testId={`${testId}-fields`} items={fields.map((f) => ({ key: f.name, label: i18n._(f.label), value: shown(f, values, record, options, sources, i18n) }))} />
      {renderExtra?.('view', { values, detail: record, set: () => {}, fieldErrors: {} })}
      <ConfirmDialog
        isOpen={asking}
        isDanger
        title={i18n._(t.deleteTitle)}
        message={i18n._(t.deleteMessage)}
        confirmLabel={i18n._(t.delete)}
        cancelLabel={i18n._(t.cancel)}
        busyLabel={i18n._(t.deleting)}
        busy={deleting}
        errorMessage={error?.message ?? null}
        onConfirm={() => detail.send({ type: 'detail.deleteConfirmed' })}
        onCancel={() => detail.send({ type: 'detail.deleteCancelled' })}
        testId={`${testId}-delete-confirm`}
      />
      {error && !asking ? (
        <p className="state state-error" role="alert" data-testid={`${testId}-failure`}>
          {error.message}
        </p>
      ) : null}
    </>
  );
}

function Editing({ detail, fields, sources = {}, bindingLocked = false, renderExtra, testId }: AssetFormProps) {
  const { i18n } = useLingui();
  const record = useSelector(detail, (s) => s.context.detail);
  const values = useSelector(detail, (s) => s.context.values);
  const fieldErrors = useSelector(detail, (s) => s.context.fieldErrors);
  const options = useSelector(detail, (s) => s.context.options);
  const saving = useSelector(detail, (s) => s.matches('saving'));
  const error = useSelector(detail, (s) => s.context.error);
  const creating = useSelector(detail, (s) => s.context.id === null);
  const leaving = useSelector(detail, (s) => s.matches('confirmingLeave'));
  const set = (name: string, value: unknown) => detail.send({ type: 'detail.fieldChanged', name, value });
  return (
    <form
      className="detail-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        detail.send({ type: 'detail.submitted' });
      }}
      data-testid={`${testId}-form`}
    >
      {error && isStale(error.code) ? (
        <div className="state state-error" role="alert" data-testid={`${testId}-stale`}>
          <p>{i18n._(t.stale)}</p>
          {record ? (
            <Button variant="secondary" onPress={() => detail.send({ type: 'detail.reloadRequested' })}>
              {i18n._(t.reload)}
            </Button>
          ) : null}
        </div>
      ) : error ? (
        <p className="state state-error" role="alert" data-testid={`${testId}-failure`}>
          {error.message}
        </p>
      ) : null}
      {fields
        .filter((f) => !f.viewOnly)
        .map((f) => (
          <FieldControl
            key={f.name}
            field={f}
            value={values[f.name]}
            onChange={(v) => set(f.name, v)}
            error={assetErrorText(i18n, fieldErrors[f.name])}
            options={f.source ? (sources[f.source] ?? []) : optionList(f.optionName ? options[f.optionName] : [], i18n)}
            readOnly={(!creating && !!f.readOnlyOnEdit) || (bindingLocked && !!f.binding)}
            i18n={i18n}
            testId={`field-${f.name}`}
          />
        ))}
      {renderExtra?.('edit', { values, detail: record, set, fieldErrors })}
      <div className="actions">
        <Button variant="secondary" isDisabled={saving} onPress={() => detail.send({ type: 'detail.cancelled' })} testId={`${testId}-cancel`}>
          {i18n._(t.cancel)}
        </Button>
        <Button type="submit" isPending={saving} testId={`${testId}-save`}>
          {i18n._(saving ? t.saving : t.save)}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={leaving}
        title={i18n._(t.leaveTitle)}
        message={i18n._(t.leaveMessage)}
        confirmLabel={i18n._(t.leave)}
        cancelLabel={i18n._(t.stay)}
        isDanger
        onConfirm={() => detail.send({ type: 'detail.leaveConfirmed' })}
        onCancel={() => detail.send({ type: 'detail.leaveCancelled' })}
        testId={`${testId}-leave-confirm`}
      />
    </form>
  );
}

/** One control of an asset form (also used by the reference lists). */
export function FieldControl({
  field,
  value,
  onChange,
  error,
  options,
  readOnly,
  i18n,
  testId,
}: {
  field: AssetField;
  value: unknown;
  onChange(value: unknown): void;
  error: string | null;
  options: SelectOption[];
  readOnly: boolean;
  i18n: I18n;
  testId: string;
}) {
  const common = {
    label: i18n._(field.label),
    description: field.hint ? i18n._(field.hint) : undefined,
    errorMessage: error,
    isRequired: field.required,
    isReadOnly: readOnly,
    isDisabled: readOnly && field.kind === 'select',
    name: field.name,
    testId,
  };
  switch (field.kind) {
    case 'number':
      return <NumberField {...common} value={typeof value === 'number' ? value : null} onChange={onChange} />;
    case 'select':
      return <SelectField {...common} value={value === null || value === undefined || value === '' ? null : String(value)} onChange={onChange} options={options} />;
    case 'textarea':
      return <TextAreaField {...common} value={typeof value === 'string' ? value : ''} onChange={onChange} />;
    case 'checkbox':
      return <CheckboxField {...common} value={value === true} onChange={onChange} />;
    default:
      return <TextField {...common} value={value === null || value === undefined ? '' : String(value)} onChange={onChange} />;
  }
}
