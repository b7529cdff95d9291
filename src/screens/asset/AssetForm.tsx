// The record and settings forms of the asset group over the generic detail machine, with the
// generic record pieces (RecordView, RecordForm): the values as a description list (money in the
// record's currency, percent units, option labels), the form with field errors from the
// descriptor's schema (the asset error keys first), save, delete with a confirmation, the
// stale-version notice with a reload (SYS_CONFLICT or ASSET_STALE_VERSION, from the descriptor)
// and the server's rule errors. Select fields take their options from a dictionary or from lists
// the screen holds (carriers, ports, trunk lines). Test ids keep the asset scheme: `<testId>-…`,
// `<testId>-failure` for a failed save or delete, `<testId>-error` for a failed load.
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { DescriptionList } from '../../ui/DescriptionList';
import type { SelectOption } from '../../ui/FormField';
import { formatMoney, formatPercent } from '../../contract/kernel/rules';
import type { AssetField, AssetOptionSource } from '../../resources/asset/fields';
import type { Row } from '../../machines/generic/types';
import { shownValue, type Dictionaries } from '../generic/FieldControl';
import { recordTexts, type RecordTexts } from '../generic/labels';
import { RecordForm } from '../generic/RecordForm';
import { RecordActions, RecordDeleteConfirm, RecordStates, recordTestIds, type RecordTestIds } from '../generic/RecordView';
import type { DetailRef } from '../generic/useDetail';
import { assetErrorText, t } from './texts';
import { useCanManage, ViewOnlyNote } from '../access';

export type OptionSources = Partial<Record<AssetOptionSource, SelectOption[]>>;

export interface ExtraContext {
  values: Row;
  detail: Row | null;
  set(name: string, value: unknown): void;
  fieldErrors: Record<string, string>;
}

export interface AssetFormProps {
  detail: DetailRef;
  fields: readonly AssetField[];
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

const texts: RecordTexts = { ...recordTexts, stale: t.stale, notFound: t.loadFailed };

/** A percent in percent units (12.5 = 12.5 %) as the spec's percent display. */
export const percentUnits = (v: unknown): string => (v === null || v === undefined || v === '' ? '' : formatPercent(Number(v) / 100));
/** Money in its currency; empty stays empty (the list shows a dash). */
export const money = (v: unknown, currency: unknown): string => (v === null || v === undefined || v === '' ? '' : formatMoney(v, typeof currency === 'string' ? currency : null));

export function formatDateTime(value: unknown, locale: string): string {
  if (typeof value !== 'string' || !value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

function shown(field: AssetField, values: Row, detail: Row | null, dictionaries: Dictionaries, sources: OptionSources, i18n: I18n): string {
  const value = field.viewOnly ? detail?.[field.name] : values[field.name];
  if (field.display === 'money') return money(value, values[field.currencyField ?? 'currency'] ?? detail?.[field.currencyField ?? 'currency']);
  if (field.display === 'percent') return percentUnits(value);
  if (field.display === 'datetime') return formatDateTime(value, i18n.locale);
  return shownValue(field, value, dictionaries, sources, i18n);
}

export function AssetForm(props: AssetFormProps) {
  const { detail, testId, notice } = props;
  const ids = recordTestIds(testId, { failure: `${testId}-failure`, loadError: `${testId}-error`, loading: `${testId}-loading` });
  const wrap = (content: ReactNode) => (
    <div data-testid={testId}>
      {notice}
      {content}
    </div>
  );
  return <RecordStates detail={detail} ids={ids} texts={texts} view={wrap(<Viewing {...props} ids={ids} />)} edit={wrap(<Editing {...props} ids={ids} />)} />;
}

type PartProps = AssetFormProps & { ids: RecordTestIds };

function Viewing({ detail, fields, sources = {}, canEdit = true, canDelete = false, renderExtra, ids }: PartProps) {
  const { i18n } = useLingui();
  const canManage = useCanManage();
  const record = useSelector(detail, (s) => s.context.detail);
  const source = useSelector(detail, (s) => s.context.source);
  const values = source.fromDetail(record);
  const dictionaries = useSelector(detail, (s) => s.context.options);
  return (
    <>
      <ViewOnlyNote />
      <RecordActions detail={detail} ids={ids} texts={texts} canEdit={canEdit && canManage} canDelete={canDelete && canManage} />
      <DescriptionList testId={ids.fields} items={fields.map((f) => ({ key: f.name, label: i18n._(f.label), value: shown(f, values, record, dictionaries, sources, i18n) }))} />
      {renderExtra?.('view', { values, detail: record, set: () => {}, fieldErrors: {} })}
      <RecordDeleteConfirm detail={detail} ids={ids} texts={texts} />
    </>
  );
}

function Editing({ detail, fields, sources = {}, bindingLocked = false, renderExtra, ids }: PartProps) {
  const record = useSelector(detail, (s) => s.context.detail);
  const values = useSelector(detail, (s) => s.context.values);
  const fieldErrors = useSelector(detail, (s) => s.context.fieldErrors);
  const set = (name: string, value: unknown) => detail.send({ type: 'detail.fieldChanged', name, value });
  return (
    <RecordForm
      detail={detail}
      fields={fields.filter((f) => !f.viewOnly)}
      ids={ids}
      texts={texts}
      options={sources}
      errorText={assetErrorText}
      readOnly={(f) => bindingLocked && !!f.binding}
    >
      {renderExtra?.('edit', { values, detail: record, set, fieldErrors })}
    </RecordForm>
  );
}
