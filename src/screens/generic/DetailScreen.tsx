// The record screen of any resource descriptor with a form: the record's fields (view), the form
// (edit or create) with field errors from the descriptor's schema, save, delete with a
// confirmation, the stale-version notice, and the unsaved-changes guard (in-app links and
// beforeunload) while the form is dirty. A thin view over the detail machine.
import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import type { I18n } from '@lingui/core';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DescriptionList } from '../../ui/DescriptionList';
import { ErrorState } from '../../ui/ErrorState';
import { CheckboxField, NumberField, SelectField, TextAreaField, TextField } from '../../ui/FormField';
import { Toolbar } from '../../ui/Toolbar';
import { labelOf, type LabelledOption } from '../../contract/rules';
import type { AnyResource, FormFieldSpec } from '../../resources/types';
import { fieldErrorText, texts } from './labels';
import { usePermissions } from './ListScreen';
import { useResourceDetail } from './useResourceDetail';

type DetailRef = ReturnType<typeof useResourceDetail>;

export function DetailScreen({ resource, id }: { resource: AnyResource; id: string | null }) {
  const detail = useResourceDetail(resource, id);
  const { i18n } = useLingui();
  const state = useSelector(detail, (s) => s.value);
  const error = useSelector(detail, (s) => s.context.error);
  const record = useSelector(detail, (s) => s.context.detail);
  const creating = useSelector(detail, (s) => s.context.id === null);
  useLeaveGuard(detail);
  const title = creating ? i18n._(texts.newRecord) : `${i18n._(resource.title)} · ${record ? resource.rowId(record) : ''}`;
  return (
    <section className="detail-screen" aria-labelledby={`detail-${resource.key}`} data-testid={`detail-${resource.key}`}>
      <h2 id={`detail-${resource.key}`}>{title}</h2>
      <p>
        <Link href={resource.listPath ?? '/'}>{i18n._(texts.back)}</Link>
      </p>
      {state === 'failed' ? (
        <ErrorState message={error?.message || i18n._(texts.notFound)} retryLabel={i18n._(texts.retry)} onRetry={() => detail.send({ type: 'detail.retry' })} />
      ) : state === 'loading' ? (
        <p className="state" role="status">
          {i18n._(texts.loading)}
        </p>
      ) : state === 'viewing' || state === 'confirmingDelete' || state === 'deleting' ? (
        <Viewing resource={resource} detail={detail} />
      ) : (
        <Editing resource={resource} detail={detail} />
      )}
    </section>
  );
}

function Viewing({ resource, detail }: { resource: AnyResource; detail: DetailRef }) {
  const { i18n } = useLingui();
  const permissions = usePermissions();
  const record = useSelector(detail, (s) => s.context.detail);
  const options = useSelector(detail, (s) => s.context.options);
  const error = useSelector(detail, (s) => s.context.error);
  const asking = useSelector(detail, (s) => s.matches('confirmingDelete') || s.matches('deleting'));
  const deleting = useSelector(detail, (s) => s.matches('deleting'));
  const fields = resource.form?.fields ?? [];
  const canEdit = !!resource.endpoints.update && !!resource.form && (!resource.permission || permissions.includes(resource.permission));
  const canDelete = !!resource.endpoints.remove && (!resource.permission || permissions.includes(resource.permission));
  return (
    <>
      <Toolbar ariaLabel={i18n._(texts.actions)}>
        {canEdit ? (
          <Button onPress={() => detail.send({ type: 'detail.editRequested' })} testId="detail-edit">
            {i18n._(texts.edit)}
          </Button>
        ) : null}
        {canDelete ? (
          <Button variant="danger" onPress={() => detail.send({ type: 'detail.deleteRequested' })} testId="detail-delete">
            {i18n._(texts.delete)}
          </Button>
        ) : null}
        <Button variant="secondary" onPress={() => detail.send({ type: 'detail.reloadRequested' })} testId="detail-reload">
          {i18n._(texts.reload)}
        </Button>
      </Toolbar>
      <DescriptionList
        testId="detail-fields"
        items={(fields.length ? fields : Object.keys(record ?? {}).map((name) => ({ name, label: { id: name, message: name }, kind: 'text' as const }))).map((f) => ({
          key: f.name,
          label: i18n._(f.label),
          value: shownValue(f, record?.[f.name], options, i18n),
        }))}
      />
      <ConfirmDialog
        isOpen={asking}
        isDanger
        title={i18n._(texts.deleteTitle)}
        message={i18n._(texts.deleteMessage)}
        confirmLabel={i18n._(texts.delete)}
        cancelLabel={i18n._(texts.cancel)}
        busyLabel={i18n._(texts.deleting)}
        busy={deleting}
        errorMessage={error?.message ?? null}
        onConfirm={() => detail.send({ type: 'detail.deleteConfirmed' })}
        onCancel={() => detail.send({ type: 'detail.deleteCancelled' })}
        testId="detail-delete-confirm"
      />
    </>
  );
}

function shownValue(field: Pick<FormFieldSpec, 'kind' | 'optionName'>, value: unknown, options: Record<string, LabelledOption[]>, i18n: I18n): string {
  if (field.kind === 'select' && field.optionName) return labelOf(options[field.optionName], value, i18n.locale);
  if (field.kind === 'checkbox') return value === true ? i18n._(texts.yes) : value === false ? i18n._(texts.no) : '';
  return value === null || value === undefined ? '' : String(value);
}

function Editing({ resource, detail }: { resource: AnyResource; detail: DetailRef }) {
  const { i18n } = useLingui();
  const values = useSelector(detail, (s) => s.context.values);
  const fieldErrors = useSelector(detail, (s) => s.context.fieldErrors);
  const options = useSelector(detail, (s) => s.context.options);
  const saving = useSelector(detail, (s) => s.matches('saving'));
  const stale = useSelector(detail, (s) => s.context.stale);
  const error = useSelector(detail, (s) => s.context.error);
  const creating = useSelector(detail, (s) => s.context.id === null);
  const leaving = useSelector(detail, (s) => s.matches('confirmingLeave'));
  const fields = resource.form?.fields ?? [];
  const set = (name: string) => (value: unknown) => detail.send({ type: 'detail.fieldChanged', name, value });
  return (
    <form
      className="detail-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        detail.send({ type: 'detail.submitted' });
      }}
      data-testid="detail-form"
    >
      {stale ? (
        <div className="notice warning" role="alert" data-testid="detail-stale">
          <p>{i18n._(texts.stale)}</p>
          <Button variant="secondary" onPress={() => detail.send({ type: 'detail.reloadRequested' })}>
            {i18n._(texts.reload)}
          </Button>
        </div>
      ) : error ? (
        <p className="notice error" role="alert" data-testid="detail-error">
          {error.message}
        </p>
      ) : null}
      {fields.map((f) => (
        <Field key={f.name} field={f} value={values[f.name]} onChange={set(f.name)} error={fieldErrorText(i18n, fieldErrors[f.name])} options={options} readOnly={!creating && !!f.readOnlyOnEdit} i18n={i18n} />
      ))}
      <div className="actions">
        <Button variant="secondary" isDisabled={saving} onPress={() => detail.send({ type: 'detail.cancelled' })} testId="detail-cancel">
          {i18n._(texts.cancel)}
        </Button>
        <Button type="submit" isPending={saving} testId="detail-save">
          {i18n._(saving ? texts.saving : texts.save)}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={leaving}
        title={i18n._(texts.leaveTitle)}
        message={i18n._(texts.leaveMessage)}
        confirmLabel={i18n._(texts.leave)}
        cancelLabel={i18n._(texts.stay)}
        isDanger
        onConfirm={() => detail.send({ type: 'detail.leaveConfirmed' })}
        onCancel={() => detail.send({ type: 'detail.leaveCancelled' })}
        testId="detail-leave-confirm"
      />
    </form>
  );
}

function Field({
  field,
  value,
  onChange,
  error,
  options,
  readOnly,
  i18n,
}: {
  field: FormFieldSpec;
  value: unknown;
  onChange(value: unknown): void;
  error: string | null;
  options: Record<string, LabelledOption[]>;
  readOnly: boolean;
  i18n: I18n;
}) {
  const common = { label: i18n._(field.label), errorMessage: error, isRequired: field.required, isReadOnly: readOnly, name: field.name, testId: `field-${field.name}` };
  switch (field.kind) {
    case 'number':
      return <NumberField {...common} value={typeof value === 'number' ? value : null} onChange={onChange} />;
    case 'select':
      return (
        <SelectField
          {...common}
          value={value === null || value === undefined ? null : String(value)}
          onChange={onChange}
          options={(field.optionName ? (options[field.optionName] ?? []) : []).map((o) => ({ value: String(o.value), label: (i18n.locale === 'zh-CN' && o.labelZh) || o.label }))}
        />
      );
    case 'textarea':
      return <TextAreaField {...common} value={typeof value === 'string' ? value : ''} onChange={onChange} />;
    case 'checkbox':
      return <CheckboxField {...common} value={value === true} onChange={onChange} />;
    default:
      return <TextField {...common} value={value === null || value === undefined ? '' : String(value)} onChange={onChange} />;
  }
}

/**
 * While the form has unsaved changes: the browser asks before unloading the page, and a click on
 * an in-app link asks the machine first (detail.leaveRequested; the link's target is kept).
 */
function useLeaveGuard(detail: DetailRef) {
  const guarding = useSelector(detail, (s) => s.matches('editing') && s.context.dirty);
  useEffect(() => {
    if (!guarding) return;
    const beforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    const click = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!a || a.target === '_blank' || a.hasAttribute('download')) return;
      const url = new URL(a.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      e.preventDefault();
      e.stopPropagation();
      detail.send({ type: 'detail.leaveRequested', to: `${url.pathname}${url.search}` });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [guarding, detail]);
}

