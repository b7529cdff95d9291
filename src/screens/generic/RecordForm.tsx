// The form of a record (edit or create), for any descriptor's fields, over the detail machine: the
// stale-version notice with a reload (the machine's `stale`: SYS_CONFLICT or the area's code) or
// the server's error, the fields with their errors (shown after the first submit), cancel and
// save (the form shell is the UI kit's EditForm), and the "Leave without saving?" question of the
// unsaved-changes guard. Select options come from the machine's dictionaries or from lists the
// screen loaded (`options`, by source).
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EditForm } from '../../ui/EditForm';
import type { FormFieldSpec } from '../../resources/types';
import { FieldControl, fieldOptions, type RuntimeOptions } from './FieldControl';
import { fieldErrorText, type RecordTexts } from './labels';
import type { RecordTestIds } from './RecordView';
import type { DetailRef } from './useDetail';
// renamed: the prop `errorText` is the field errors' translator
import { errorText as machineErrorText } from '../errorText';

export interface RecordFormProps<F extends FormFieldSpec = FormFieldSpec> {
  detail: DetailRef;
  fields: readonly F[];
  ids: RecordTestIds;
  texts: RecordTexts;
  /** Select options loaded at run time, by the fields' `source`. */
  options?: RuntimeOptions;
  /** A field error key as text (an area's own keys first). */
  errorText?(i18n: I18n, key: string | undefined): string | null;
  /** Read-only beyond readOnlyOnEdit (e.g. while the record is in use). */
  readOnly?(field: F): boolean;
  /** More content after the fields (fields the form lays out itself). */
  children?: ReactNode;
}

export function RecordForm<F extends FormFieldSpec>({ detail, fields, ids, texts, options = {}, errorText = fieldErrorText, readOnly, children }: RecordFormProps<F>) {
  const { i18n } = useLingui();
  const record = useSelector(detail, (s) => s.context.detail);
  const values = useSelector(detail, (s) => s.context.values);
  const fieldErrors = useSelector(detail, (s) => s.context.fieldErrors);
  const dictionaries = useSelector(detail, (s) => s.context.options);
  const saving = useSelector(detail, (s) => s.matches('saving'));
  const stale = useSelector(detail, (s) => s.context.stale);
  const error = useSelector(detail, (s) => s.context.error);
  const creating = useSelector(detail, (s) => s.context.id === null);
  const leaving = useSelector(detail, (s) => s.matches('confirmingLeave'));
  return (
    <EditForm
      onSubmit={() => detail.send({ type: 'detail.submitted' })}
      onCancel={() => detail.send({ type: 'detail.cancelled' })}
      saving={saving}
      labels={{ save: i18n._(texts.save), saving: i18n._(texts.saving), cancel: i18n._(texts.cancel), stale: i18n._(texts.stale), reload: i18n._(texts.reload) }}
      stale={stale}
      onReload={record ? () => detail.send({ type: 'detail.reloadRequested' }) : undefined}
      errorText={error ? machineErrorText(error, i18n._(texts.saveFailed)) : null}
      testIds={ids}
    >
      {fields.map((f) => (
        <FieldControl
          key={f.name}
          field={f}
          value={values[f.name]}
          onChange={(value) => detail.send({ type: 'detail.fieldChanged', name: f.name, value })}
          error={errorText(i18n, fieldErrors[f.name])}
          options={fieldOptions(f, dictionaries, options, i18n)}
          readOnly={(!creating && !!f.readOnlyOnEdit) || !!readOnly?.(f)}
          i18n={i18n}
          testId={`field-${f.name}`}
        />
      ))}
      {children}
      <ConfirmDialog
        isOpen={leaving}
        title={i18n._(texts.leaveTitle)}
        message={i18n._(texts.leaveMessage)}
        confirmLabel={i18n._(texts.leave)}
        cancelLabel={i18n._(texts.stay)}
        isDanger
        onConfirm={() => detail.send({ type: 'detail.leaveConfirmed' })}
        onCancel={() => detail.send({ type: 'detail.leaveCancelled' })}
        testId={ids.leaveConfirm}
      />
    </EditForm>
  );
}
